import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKey, limitKey, RATE_LIMITS, SIGN_IN_BACKOFF } from '../auth/rateLimit';
import type { TestApp } from '../test/authHelpers';
import { buildTestApp, testConfig } from '../test/testApp';
import { down, up } from './migrations/2026-12-02-throttle-account';

describe('the migration that gives each sign-in throttle its account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
  });
  afterAll(() => app?.close());

  it('fills in the account of the counters already there, and of no other counter', async () => {
    const db = app.db as never;
    await down(db);
    const throttles = [
      accountKey(SIGN_IN_BACKOFF.accountAddress, 'elev@skole.no', '10.0.0.1'),
      accountKey(SIGN_IN_BACKOFF.account, 'elev@skole.no'),
      accountKey(SIGN_IN_BACKOFF.device, 'annen@skole.no', 'enhet'),
    ];
    const address = limitKey(RATE_LIMITS.signInAddress, '10.0.0.1');
    for (const key of [...throttles.map((t) => t.key), address]) {
      await app.db.withTables<{ rate_limits: { key: string; count: number; reset_at: number } }>().insertInto('rate_limits').values({ key, count: 7, reset_at: 1 }).execute();
    }
    await up(db);
    const rows = await app.db.selectFrom('rate_limits').select(['key', 'account']).execute();
    expect(Object.fromEntries(rows.map((r) => [r.key, r.account]))).toEqual({
      ...Object.fromEntries(throttles.map((t) => [t.key, t.account])),
      [address]: null,
    });
  });
});
