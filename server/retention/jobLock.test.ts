import { afterEach, describe, expect, it } from 'vitest';
import { listAudit } from '../db/repositories/auditLog';
import { recordingMailer, testClock } from '../test/authHelpers';
import { buildTestInstances, testConfig } from '../test/testApp';
import { acquireLock, readLock, releaseLock, renewLock } from './jobLock';
import { NOT_RUN, purgeUnderLock } from './runPurge';
import { DAY_MS, MONTH_MS } from './terms';
import { insertClass, insertRecord, insertUser, retentionApp } from './test/testData';

const HOUR = 60 * 60_000;

describe('the retention lock', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (closers.length > 0) await closers.pop()?.();
  });

  it('is held by one holder at a time until its lease runs out or it is let go, and a finished run is recorded', async () => {
    const { app, clock } = await retentionApp();
    closers.push(() => app.close());
    const now = clock.now();
    const ask = (holder: string, at: number, notRunSince?: number) => acquireLock(app.db, { name: 'jobb', holder, now: at, leaseMs: HOUR, notRunSince });

    expect(await ask('a', now)).toBe(true);
    expect(await ask('b', now)).toBe(false);
    expect(await ask('a', now + HOUR - 1)).toBe(false);
    expect(await renewLock(app.db, 'jobb', 'b', now + 2 * HOUR)).toBe(false);
    expect(await ask('b', now + HOUR)).toBe(true);
    expect(await renewLock(app.db, 'jobb', 'a', now + 3 * HOUR)).toBe(false);
    await releaseLock(app.db, 'jobb', 'a', now);
    expect(await readLock(app.db, 'jobb')).toEqual({ holder: 'b', lockedUntil: now + 2 * HOUR, lastRunAt: null });
    await releaseLock(app.db, 'jobb', 'b', now + HOUR);
    expect(await readLock(app.db, 'jobb')).toEqual({ holder: 'b', lockedUntil: 0, lastRunAt: now + HOUR });
    expect(await ask('c', now + 2 * HOUR, now)).toBe(false);
    expect(await ask('c', now + 2 * HOUR, now + HOUR)).toBe(true);
  });

  it('two purges started at once on one database: exactly one runs, nothing is deleted twice, no error', async () => {
    const clock = testClock();
    const { apps, close } = await buildTestInstances(2, { config: { ...testConfig(), seedDemo: false }, now: clock.now });
    closers.push(close);
    const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const now = clock.now();
    const old = now - 12 * MONTH_MS - DAY_MS;
    const teacher = await insertUser(first.db, { teacher: true, activeAt: now });
    await insertClass(first.db, 'FELLES', teacher.id, old);
    for (let i = 0; i < 30; i++) {
      const gone = await insertUser(first.db, { activeAt: old });
      await insertRecord(first.db, gone.id, 'FELLES', old);
      const stays = await insertUser(first.db, { activeAt: now });
      await insertRecord(first.db, stays.id, 'FELLES', old);
    }
    const { mailer } = recordingMailer();
    const start = (db: typeof first.db, holder: string) =>
      purgeUnderLock(db, { rules: first.config.retention, clock: clock.now, holder, mailer, baseUrl: 'https://okonomi.test', batchSize: 7 });

    const results = await Promise.all([start(first.db, 'instans-1'), start(second.db, 'instans-2')]);

    const ran = results.filter((r) => r !== NOT_RUN);
    expect(results.filter((r) => r === NOT_RUN)).toHaveLength(1);
    expect(ran).toEqual([{ accounts: 30, records: 30, classes: 0, teachersWarned: 0, teachers: 0 }]);
    const audit = await listAudit(second.db, 0);
    expect(audit).toHaveLength(5);
    expect(audit.find((e) => e.action === 'retention.account')?.records).toBe(30);
    expect(Number((await second.db.selectFrom('progress').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
    expect(await readLock(second.db, 'retention')).toMatchObject({ lockedUntil: 0, lastRunAt: now });
  });
});
