import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { limitKey, RATE_LIMITS } from '../auth/rateLimit';
import type { TestApp } from '../test/authHelpers';
import { buildTestApp, testConfig } from '../test/testApp';
import { databaseStore, hitWindow, peekWindow } from './rateLimit';

const limit = RATE_LIMITS.classCodeMissesDevice;
/** What the plugin's limiter reads of a request besides the subject: the route's options. */
const request = { routeOptions: { config: {} } } as unknown as FastifyRequest;

describe('windows counted from inside a handler', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
  });
  afterAll(() => app?.close());

  it('counts each subject in its own row with the limiter made as the app started', async () => {
    const made = vi.spyOn(app, 'createRateLimit');
    const hits = await Promise.all(['enhet-a', 'enhet-b', 'enhet-a'].map((subject) => hitWindow(app, request, limit, subject)));
    expect(hits.every((hit) => hit.allowed)).toBe(true);
    expect(made).not.toHaveBeenCalled();
    const count = async (subject: string) =>
      (await app.db.selectFrom('rate_limits').select('count').where('key', '=', limitKey(limit, subject)).executeTakeFirst())?.count;
    expect(await count('enhet-a')).toBe(2);
    expect(await count('enhet-b')).toBe(1);
    made.mockRestore();
  });

  it('refuses past the window’s max, and a peek counts nothing', async () => {
    for (let i = 0; i < limit.max; i++) await hitWindow(app, request, limit, 'enhet-c');
    expect(await peekWindow(app, request, limit, 'enhet-c')).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect(await peekWindow(app, request, limit, 'enhet-d')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await hitWindow(app, request, limit, 'enhet-c')).allowed).toBe(false);
    expect((await hitWindow(app, request, limit, 'enhet-d')).allowed).toBe(true);
  });

  it('names a window that has no limiter', async () => {
    await expect(hitWindow(app, request, { name: 'ukjent', max: 1, windowMs: 1_000 }, 'enhet-e')).rejects.toThrow(/ukjent is not in RATE_LIMITS/);
  });
});

const WINDOW = 60_000;

describe("@fastify/rate-limit's store in the app's database", () => {
  let app: TestApp;
  let t = 1_000_000;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
  });
  afterAll(() => app?.close());

  /** One instance's store on the shared database. */
  const instance = () => {
    const Store = databaseStore(app.db, () => t);
    const store = new Store();
    const call = (method: 'incr' | 'read', key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) => store[method](key, (err, res) => (err ? reject(err) : resolve(res!)), WINDOW));
    return { store, incr: (key: string) => call('incr', key), read: (key: string) => call('read', key) };
  };

  it('counts each event in its window and says what is left of it, on every instance alike', async () => {
    const one = instance();
    const two = instance();
    expect(await one.incr('test:a')).toEqual({ current: 1, ttl: WINDOW });
    t += 10_000;
    expect(await two.incr('test:a')).toEqual({ current: 2, ttl: WINDOW - 10_000 });
    expect(await one.read('test:a')).toEqual({ current: 2, ttl: WINDOW - 10_000 });
    expect(await one.read('test:a')).toEqual({ current: 2, ttl: WINDOW - 10_000 });
  });

  it('starts a new window once the old one has ended', async () => {
    const one = instance();
    await one.incr('test:b');
    await one.incr('test:b');
    t += WINDOW;
    expect(await one.read('test:b')).toEqual({ current: 0, ttl: 0 });
    expect(await one.incr('test:b')).toEqual({ current: 1, ttl: WINDOW });
  });

  it('counts every one of many concurrent events', async () => {
    const one = instance();
    const counts = await Promise.all(Array.from({ length: 40 }, () => one.incr('test:c')));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('gives a route the store it names, and every other route the shared table', () => {
    const { store } = instance();
    class Own {
      incr() {}
      child() {
        return this;
      }
    }
    expect(store.child({} as never)).toBe(store);
    expect(store.child({ store: Own } as never)).toBeInstanceOf(Own);
  });
});
