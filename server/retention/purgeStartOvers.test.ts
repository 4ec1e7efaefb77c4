import { afterEach, describe, expect, it } from 'vitest';
import { listStartOvers, recordStartOver } from '../db/repositories/startOvers';
import type { TestApp } from '../test/authHelpers';
import { DAY_MS, MONTH_MS } from './terms';
import { comeBack, insertClass, insertRecord, insertUser, purgeApp } from './test/testData';

const YEAR = 12 * MONTH_MS;

describe('retention purge and start-overs', () => {
  let app: TestApp;
  afterEach(() => app?.close());

  async function setUp() {
    const made = await purgeApp();
    app = made.app;
    return made;
  }
  const startOvers = async (code: string) => Object.fromEntries(await listStartOvers(app.db, code));

  it('a start-over goes with a record too old to keep, and once it is older than the inactivity limit itself', async () => {
    const { clock, run } = await setUp();
    const start = clock.now();
    const pupil = await insertUser(app.db, { activeAt: start });
    await insertRecord(app.db, pupil.id, 'GAMMEL', start);
    await insertRecord(app.db, pupil.id, 'NYERE1', start);
    await recordStartOver(app.db, pupil.id, 'GAMMEL', start);
    await recordStartOver(app.db, pupil.id, 'NYERE1', start);
    // No record in this database (the Firebase profile): goes by its own age only.
    await recordStartOver(app.db, pupil.id, 'FIRE01', start + 2 * DAY_MS);
    clock.advance(YEAR + DAY_MS);
    await comeBack(app, pupil.id);
    await app.db.updateTable('progress').set({ last_updated: clock.now() }).where('class_code', '=', 'NYERE1').execute();

    await run();
    expect(await startOvers('GAMMEL')).toEqual({});
    // Older than the limit, so it goes although the record stays: by now it explains nothing on the teacher's screen.
    expect(await startOvers('NYERE1')).toEqual({});
    expect(await startOvers('FIRE01')).toEqual({ [pupil.id]: start + 2 * DAY_MS });
  });

  it('a start-over goes with an archived class past its grace period, and with the account', async () => {
    const { clock, run } = await setUp();
    const start = clock.now();
    const teacher = await insertUser(app.db, { teacher: true, activeAt: start });
    await insertClass(app.db, 'ARKIV1', teacher.id, start, start);
    const pupil = await insertUser(app.db, { activeAt: start });
    await insertRecord(app.db, pupil.id, 'ARKIV1', start);
    await recordStartOver(app.db, pupil.id, 'ARKIV1', start);
    clock.advance(31 * DAY_MS);
    expect((await run()).classes).toBe(1);
    expect(await startOvers('ARKIV1')).toEqual({});

    await recordStartOver(app.db, pupil.id, 'ANNEN1', clock.now());
    await app.db.deleteFrom('users').where('id', '=', pupil.id).execute();
    expect(await startOvers('ANNEN1')).toEqual({});
  });
});
