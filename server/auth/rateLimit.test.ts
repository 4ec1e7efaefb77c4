import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/authHelpers';
import { buildTestApp, testConfig } from '../test/testApp';
import { accountKey, hitBackoff, hitLimit, markFlood, pruneRateLimits, RATE_LIMITS, SIGN_IN_BACKOFF } from './rateLimit';

const limit = RATE_LIMITS.classCodeMissesDevice;

describe('database rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
  });
  afterAll(() => app?.close());

  it('allows max events per window and then says how long to wait', async () => {
    const t = 1_000_000;
    for (let i = 0; i < limit.max; i++) expect((await hitLimit(app.db, limit, 'a@skole.no', t + i)).allowed).toBe(true);
    const over = await hitLimit(app.db, limit, 'a@skole.no', t + 10_000);
    expect(over).toEqual({ allowed: false, retryAfterSeconds: (limit.windowMs - 10_000) / 1000 });
    expect((await hitLimit(app.db, limit, 'A@skole.no', t + 10_000)).allowed).toBe(false);
  });

  it('remembers when a flood began while it goes on, and starts afresh after an hour of quiet', async () => {
    const t = 1_795_000_000_000;
    expect(await markFlood(app.db, '10.7.7.7', t)).toBe(t);
    expect(await markFlood(app.db, '10.7.7.7', t + 50 * 60_000)).toBe(t);
    expect(await markFlood(app.db, '10.7.7.7', t + 100 * 60_000)).toBe(t);
    expect(await markFlood(app.db, '10.7.7.8', t + 100 * 60_000)).toBe(t + 100 * 60_000);
    expect(await markFlood(app.db, '10.7.7.7', t + 160 * 60_000 + 1_000)).toBe(t + 160 * 60_000 + 1_000);
  });

  it('starts a new window once the old one has ended', async () => {
    const t = 5_000_000;
    for (let i = 0; i <= limit.max; i++) await hitLimit(app.db, limit, 'b@skole.no', t);
    expect((await hitLimit(app.db, limit, 'b@skole.no', t + limit.windowMs)).allowed).toBe(true);
  });

  it('counts every one of many concurrent events', async () => {
    const tenIn15Minutes = { name: 'test:concurrent', max: 10, windowMs: 15 * 60_000 };
    const results = await Promise.all(Array.from({ length: 40 }, () => hitLimit(app.db, tenIn15Minutes, 'c@skole.no', 9_000_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(tenIn15Minutes.max);
  });

  it('keeps e-mail and IP addresses out of the table', async () => {
    await hitLimit(app.db, RATE_LIMITS.signInAddress, '10.1.2.3', 1);
    const keys = (await app.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key).join(' ');
    expect(keys).not.toMatch(/skole\.no|10\.1\.2\.3/);
  });

  it('prunes finished windows', async () => {
    await hitLimit(app.db, limit, 'old@skole.no', 0);
    await pruneRateLimits(app.db, 20_000_000);
    const left = await app.db.selectFrom('rate_limits').select('reset_at').execute();
    expect(left.every((r) => r.reset_at > 20_000_000)).toBe(true);
  });

  it('lets exactly the free attempts of a back-off through when 60 arrive at once, then one per growing delay', async () => {
    const limit = SIGN_IN_BACKOFF.accountAddress;
    const key = accountKey(limit, 'samtidig@skole.no', '10.0.0.1');
    const results = await Promise.all(Array.from({ length: 60 }, () => hitBackoff(app.db, limit, key, 30_000_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(limit.free);
    expect(results.find((r) => !r.allowed)?.retryAfterSeconds).toBe(1);
    expect((await hitBackoff(app.db, limit, key, 30_001_000)).allowed).toBe(true);
    expect((await hitBackoff(app.db, limit, key, 30_002_999)).allowed).toBe(false);
    expect((await hitBackoff(app.db, limit, key, 30_003_000)).allowed).toBe(true);
  });
});
