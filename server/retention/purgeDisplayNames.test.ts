import { afterEach, describe, expect, it } from 'vitest';
import { listDisplayNames, saveDisplayName } from '../db/repositories/displayNames';
import type { TestApp } from '../test/authHelpers';
import { DAY_MS, MONTH_MS } from './terms';
import { comeBack, insertClass, insertRecord, insertUser, purgeApp, tablesHolding } from './test/testData';

const YEAR = 12 * MONTH_MS;

describe('retention purge and display names', () => {
  let app: TestApp;
  afterEach(() => app?.close());

  async function setUp() {
    const made = await purgeApp();
    app = made.app;
    return made;
  }
  const names = async (code: string) => Object.fromEntries(await listDisplayNames(app.db, code));

  it('a name goes with a record too old to keep; a name on a record still in use stays, however old the name', async () => {
    const { clock, run } = await setUp();
    const start = clock.now();
    const pupil = await insertUser(app.db, { activeAt: start });
    await insertRecord(app.db, pupil.id, 'GAMMEL', start);
    await insertRecord(app.db, pupil.id, 'NYERE1', start);
    await saveDisplayName(app.db, pupil.id, 'GAMMEL', 'Kari', start);
    await saveDisplayName(app.db, pupil.id, 'NYERE1', 'Kari', start);
    clock.advance(YEAR + DAY_MS);
    await comeBack(app, pupil.id);
    await app.db.updateTable('progress').set({ last_updated: clock.now() }).where('class_code', '=', 'NYERE1').execute();

    expect((await run()).records).toBe(1);
    expect(await names('GAMMEL')).toEqual({});
    expect(await names('NYERE1')).toEqual({ [pupil.id]: 'Kari' });
  });

  it('a name goes with a pupil’s account gone for inactivity, and with an archived class past its grace period', async () => {
    const { clock, run } = await setUp();
    const start = clock.now();
    const teacher = await insertUser(app.db, { teacher: true, activeAt: start });
    await insertClass(app.db, 'ARKIV1', teacher.id, start, start);
    await insertClass(app.db, 'AAPEN1', teacher.id, start);
    const gone = await insertUser(app.db, { activeAt: start });
    await insertRecord(app.db, gone.id, 'AAPEN1', start);
    await saveDisplayName(app.db, gone.id, 'AAPEN1', 'Borte Bo', start);
    const archived = await insertUser(app.db, { activeAt: start });
    await insertRecord(app.db, archived.id, 'ARKIV1', start);
    await saveDisplayName(app.db, archived.id, 'ARKIV1', 'Arkiv Anne', start);

    clock.advance(31 * DAY_MS);
    expect((await run()).classes).toBe(1);
    expect(await names('ARKIV1')).toEqual({});
    expect(await names('AAPEN1')).toEqual({ [gone.id]: 'Borte Bo' });

    clock.advance(YEAR);
    await comeBack(app, teacher.id);
    expect((await run()).accounts).toBeGreaterThanOrEqual(1);
    expect(await tablesHolding(app.db, [gone.id, 'Borte Bo', 'Arkiv Anne'])).toEqual([]);
  });

  it('a name with no record here (the Firebase profile keeps records in Firestore) goes once unchanged for the inactivity limit', async () => {
    const { clock, run } = await setUp();
    const start = clock.now();
    const pupil = await insertUser(app.db, { activeAt: start });
    await saveDisplayName(app.db, pupil.id, 'FIRE01', 'Gammelt Navn', start);
    await saveDisplayName(app.db, pupil.id, 'FIRE02', 'Nytt Navn', start + 2 * DAY_MS);
    clock.advance(YEAR + DAY_MS);
    await comeBack(app, pupil.id);

    await run();
    expect(await names('FIRE01')).toEqual({});
    expect(await names('FIRE02')).toEqual({ [pupil.id]: 'Nytt Navn' });
  });
});
