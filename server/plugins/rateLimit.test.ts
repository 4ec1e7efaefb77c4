import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { limitKey, RATE_LIMITS } from '../auth/rateLimit';
import type { TestApp } from '../test/authHelpers';
import { buildTestApp, testConfig } from '../test/testApp';
import { hitWindow, peekWindow } from './rateLimit';

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
