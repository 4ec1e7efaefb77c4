import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, FIRST_CHECK_MS, hourlyChecks, retentionJob } from '../plugins/retention';
import type { TestApp } from '../test/authHelpers';
import { listAudit } from '../db/repositories/auditLog';
import { recordingMailer, testClock } from '../test/authHelpers';
import { buildTestInstances, testConfig } from '../test/testApp';
import { readLock } from './jobLock';
import { DAY_MS, MONTH_MS } from './terms';
import { insertRecord, insertUser, recordExists, retentionApp } from './test/testData';

const HOUR = 60 * 60_000;

/** A timer the test ticks by hand: each tick is one of the plugin's hourly checks. */
function manualTimer() {
  const state = { check: undefined as (() => void) | undefined, stopped: false };
  const timer = (check: () => void) => {
    state.check = check;
    return () => {
      state.stopped = true;
    };
  };
  return { state, timer };
}

describe('the daily retention job', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
    app = undefined;
  });

  it('runs the purge once a day and not again within 23 hours', async () => {
    const made = await retentionApp();
    app = made.app;
    const { clock } = made;
    const { state, timer } = manualTimer();
    await retentionJob(app, { timer });
    const pupil = await insertUser(app.db, { activeAt: clock.now() });
    const stale = (code: string) => insertRecord(app!.db, pupil.id, code, clock.now() - 12 * MONTH_MS - DAY_MS);
    const tick = async () => {
      state.check?.();
      await app!.background.idle();
    };

    await stale('DAG001');
    const firstRun = clock.now();
    await tick();
    expect(await recordExists(app.db, pupil.id, 'DAG001')).toBe(false);
    expect((await readLock(app.db, 'retention'))?.lastRunAt).toBe(firstRun);

    await stale('DAG002');
    for (let hour = 1; hour < 23; hour++) {
      clock.advance(HOUR);
      await tick();
    }
    expect(await recordExists(app.db, pupil.id, 'DAG002')).toBe(true);

    clock.advance(HOUR);
    await tick();
    expect(await recordExists(app.db, pupil.id, 'DAG002')).toBe(false);
    expect((await readLock(app.db, 'retention'))?.lastRunAt).toBe(firstRun + 23 * HOUR);
    expect((await listAudit(app.db, 0)).filter((e) => e.action === 'retention.records')).toHaveLength(2);

    await app.close();
    expect(state.stopped).toBe(true);
  });

  it('closing the server stops a running purge after its batch, and it counts as not run', async () => {
    const clock = testClock();
    const { apps, close } = await buildTestInstances(2, { config: { ...testConfig(), seedDemo: false }, now: clock.now, mailer: recordingMailer().mailer });
    try {
      const [server, other] = apps as [TestApp, TestApp];
      const { state, timer } = manualTimer();
      await retentionJob(server, { timer });
      const pupil = await insertUser(server.db, { activeAt: clock.now() });
      const old = clock.now() - 12 * MONTH_MS - DAY_MS;
      await server.db
        .insertInto('progress')
        .values(Array.from({ length: 1_000 }, (_, i) => ({ user_id: pupil.id, class_code: `K${String(i).padStart(5, '0')}`, responses: '{}', last_updated: old })))
        .execute();

      state.check?.();
      await server.close();

      const left = Number((await other.db.selectFrom('progress').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThan(1_000);
      expect(await readLock(other.db, 'retention')).toMatchObject({ lockedUntil: 0, lastRunAt: null });
      expect((await listAudit(other.db, 0)).find((e) => e.action === 'retention.records')?.records).toBe(1_000 - left);
    } finally {
      await close();
    }
  });

  it('starts no timer when RETENTION_JOB=0', async () => {
    app = (await retentionApp({ RETENTION_JOB: '0' })).app;
    const { state, timer } = manualTimer();
    await retentionJob(app, { timer });
    expect(state.check).toBeUndefined();
  });

  it('checks first a minute after start, then hourly, and not after it is stopped', () => {
    vi.useFakeTimers();
    const check = vi.fn();
    const stop = hourlyChecks(check);
    vi.advanceTimersByTime(FIRST_CHECK_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3 * CHECK_EVERY_MS);
    expect(check).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(3 * CHECK_EVERY_MS);
    expect(check).toHaveBeenCalledTimes(4);
  });
});
