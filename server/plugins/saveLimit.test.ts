import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../test/authHelpers';
import { buildTestApp, testConfig } from '../test/testApp';
import { type BatchedLimit, createBatchedLimit } from './saveLimit';
import { limitKey, type RateLimit } from '../auth/rateLimit';

const limit: RateLimit = { name: 'test-batched', max: 3, windowMs: 60_000 };

/** Counts one event for the subject, and whether it was within the limit (the plugin refuses past `max`). */
const hit = (batched: BatchedLimit, subject: string) => batched.incr(limitKey(limit, subject)).current <= limit.max;

describe('a limit counted in memory and shared through the table once a second', () => {
  let app: TestApp;
  let t = 1_000_000;
  const now = () => t;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
  });
  afterAll(() => app?.close());

  const stored = (subject: string) => app.db.selectFrom('rate_limits').select(['count', 'reset_at']).where('key', '=', limitKey(limit, subject)).executeTakeFirst();
  /** Two instances' limits on the one database, flushed only when the test says. */
  const instance = () => createBatchedLimit(app.db, limit, { now, flushMs: 3_600_000 });

  it('answers each hit without a statement, refuses past max, and says how long to wait', async () => {
    const one = instance();
    const started = vi.spyOn(app.db, 'insertInto');
    const answers = [1, 2, 3, 4].map(() => hit(one, 'pupil-a'));
    expect(started).not.toHaveBeenCalled();
    started.mockRestore();
    expect(answers).toEqual([true, true, true, false]);
    t += 10_000;
    expect(one.incr(limitKey(limit, 'pupil-a'))).toEqual({ current: 5, ttl: 50_000 });
    expect(hit(one, 'pupil-b')).toBe(true);
    await one.close();
  });

  it("writes the counts in one statement a flush, and each instance learns the other's at its next", async () => {
    const one = instance();
    const two = instance();
    hit(one, 'pupil-c');
    hit(one, 'pupil-c');
    hit(one, 'someone-else');
    const started = vi.spyOn(app.db, 'insertInto');
    await one.flush();
    expect(started).toHaveBeenCalledTimes(1);
    started.mockRestore();
    expect(await stored('pupil-c')).toMatchObject({ count: 2 });

    // The pupil's other device reaches the second instance: within the limit until it flushes and hears of the first.
    expect(hit(two, 'pupil-c')).toBe(true);
    await two.flush();
    expect(await stored('pupil-c')).toMatchObject({ count: 3 });
    expect(hit(two, 'pupil-c')).toBe(false);
    // The first instance hears of the second's count with its own next flush: one second's hits late at most.
    expect(hit(one, 'pupil-c')).toBe(true);
    await one.flush();
    expect(await stored('pupil-c')).toMatchObject({ count: 4 });
    expect(hit(one, 'pupil-c')).toBe(false);
    await Promise.all([one.close(), two.close()]);
    expect(await stored('pupil-c')).toMatchObject({ count: 6 });
  });

  it('starts a new window once the old one has ended, here and in the table', async () => {
    const one = instance();
    for (let i = 0; i < 4; i++) hit(one, 'pupil-d');
    await one.flush();
    t += limit.windowMs;
    expect(hit(one, 'pupil-d')).toBe(true);
    await one.flush();
    expect(await stored('pupil-d')).toEqual({ count: 1, reset_at: t + limit.windowMs });
    await one.close();
  });

  it('keeps the counts of a flush that failed, and the next flush writes them', async () => {
    const one = instance();
    hit(one, 'pupil-e');
    hit(one, 'pupil-e');
    const failing = vi.spyOn(app.db, 'insertInto').mockImplementationOnce(() => {
      throw new Error('database gone');
    });
    await expect(one.flush()).rejects.toThrow('database gone');
    failing.mockRestore();
    hit(one, 'pupil-e');
    await one.flush();
    expect(await stored('pupil-e')).toMatchObject({ count: 3 });
    expect(hit(one, 'pupil-e')).toBe(false);
    await one.close();
  });

  it('counts hits made while a flush is on its way at the next one', async () => {
    const one = instance();
    hit(one, 'pupil-f');
    const insertInto = app.db.insertInto.bind(app.db);
    const started = vi.spyOn(app.db, 'insertInto').mockImplementationOnce((table) => {
      hit(one, 'pupil-f');
      return insertInto(table);
    });
    await one.flush();
    started.mockRestore();
    expect(await stored('pupil-f')).toMatchObject({ count: 1 });
    await one.flush();
    expect(await stored('pupil-f')).toMatchObject({ count: 2 });
    await one.close();
  });

  it('writes what is left when closed, and flushes by itself on its timer', async () => {
    const closing = instance();
    hit(closing, 'pupil-g');
    await closing.close();
    expect(await stored('pupil-g')).toMatchObject({ count: 1 });

    const timed = createBatchedLimit(app.db, limit, { now, flushMs: 20 });
    hit(timed, 'pupil-h');
    await vi.waitFor(async () => expect(await stored('pupil-h')).toMatchObject({ count: 1 }));
    await timed.close();
  });
});

describe('the server’s own save limit, when the server stops', () => {
  it('writes its last counts before the database closes', async () => {
    // onClose hooks run last registered first: the limit's flush once came after the database had closed, and was lost.
    const server = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    const order: string[] = [];
    const insertInto = server.db.insertInto.bind(server.db);
    vi.spyOn(server.db, 'insertInto').mockImplementation((table) => {
      order.push(`insert ${String(table)}`);
      return insertInto(table);
    });
    const destroy = server.db.destroy.bind(server.db);
    vi.spyOn(server.db, 'destroy').mockImplementation(() => {
      order.push('destroy');
      return destroy();
    });
    server.saveLimit.incr('save:acct:pupil-i');
    await server.close();
    expect(order).toEqual(['insert rate_limits', 'destroy']);
  });
});
