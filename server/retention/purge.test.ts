import { afterEach, describe, expect, it } from 'vitest';
import { listAudit, logAction, SYSTEM_ACTOR } from '../db/repositories/auditLog';
import { setClassRecord } from '../db/repositories/progress';
import { signUp, type TestApp } from '../test/authHelpers';
import { purge, type PurgeOptions } from './purge';
import { DAY_MS, MONTH_MS } from './terms';
import {
  ANSWER,
  classExists,
  comeBack,
  dumpTables,
  insertClass,
  insertRecord,
  insertUser,
  recordExists,
  retentionApp,
  tablesHolding,
  userExists,
} from './test/testData';

const YEAR = 12 * MONTH_MS;

describe('retention purge', () => {
  let app: TestApp;
  afterEach(() => app?.close());

  async function setUp() {
    const made = await retentionApp();
    app = made.app;
    const run = (extra: Partial<PurgeOptions> = {}) =>
      purge(app.db, { rules: app.config.retention, now: made.clock.now(), mailer: made.mailer, baseUrl: 'https://okonomi.test', ...extra });
    return { ...made, run };
  }

  it('an answer 12 months + 1 day old is gone, and one 12 months − 1 day old is kept', async () => {
    const { clock, run } = await setUp();
    const start = clock.now();
    const pupil = await insertUser(app.db, { activeAt: start });
    await insertRecord(app.db, pupil.id, 'GAMMEL', start);
    await insertRecord(app.db, pupil.id, 'NYERE1', start + 2 * DAY_MS);
    clock.advance(YEAR + DAY_MS);
    await comeBack(app, pupil.id);

    const counts = await run();

    expect(counts).toEqual({ accounts: 0, records: 1, classes: 0, teachersWarned: 0, teachers: 0 });
    expect(await recordExists(app.db, pupil.id, 'GAMMEL')).toBe(false);
    expect(await recordExists(app.db, pupil.id, 'NYERE1')).toBe(true);
    expect(await userExists(app.db, pupil.id)).toBe(true);
  });

  it('a pupil inactive that long is gone with every row of theirs in every table', async () => {
    const { clock, run } = await setUp();
    const teacher = await insertUser(app.db, { teacher: true, activeAt: clock.now() });
    await insertClass(app.db, 'KLASS1', teacher.id, clock.now());
    // Made through the routes and the save functions the app uses: an account, a session, a reset code, answers and a save receipt.
    const gone = await signUp(app, 'borte@skole.no', 'et langt nok passord');
    await comeBack(app, gone.userId);
    expect((await app.inject({ method: 'POST', url: '/api/identity/password-reset/send', payload: { email: 'borte@skole.no', lang: 'no' } })).statusCode).toBe(200);
    await app.background.idle();
    await setClassRecord(app.db, gone.userId, 'KLASS1', { o1_budget: ANSWER }, clock.now(), 'lagring-1');
    await setClassRecord(app.db, gone.userId, 'ANNEN1', { o1_budget: ANSWER }, clock.now());
    const stays = await insertUser(app.db, { activeAt: clock.now() });
    await insertRecord(app.db, stays.id, 'KLASS1', clock.now());
    expect(await tablesHolding(app.db, [gone.userId])).toEqual(expect.arrayContaining(['password_resets', 'progress', 'save_receipts', 'sessions', 'users']));

    clock.advance(YEAR + DAY_MS);
    await comeBack(app, stays.id);
    await insertRecord(app.db, stays.id, 'ANNEN1', clock.now());
    const counts = await run();

    expect(counts.accounts).toBe(1);
    expect(await tablesHolding(app.db, [gone.userId, 'borte@skole.no'])).toEqual([]);
    expect(await userExists(app.db, stays.id)).toBe(true);
    expect(await recordExists(app.db, stays.id, 'ANNEN1')).toBe(true);
    expect(await classExists(app.db, 'KLASS1')).toBe(true);
  });

  it('an archived class is kept through the grace period and gone after it, with its answers', async () => {
    const { clock, run } = await setUp();
    const start = clock.now();
    const teacher = await insertUser(app.db, { teacher: true, activeAt: start });
    const pupil = await insertUser(app.db, { activeAt: start });
    await insertClass(app.db, 'ARKIV1', teacher.id, start, start);
    // Archived before archived_at was set (by the old route): kept until it gets a time.
    await insertClass(app.db, 'UTENTD', teacher.id, start, null);
    await insertRecord(app.db, pupil.id, 'ARKIV1', start);
    await insertRecord(app.db, pupil.id, 'UTENTD', start);

    clock.advance(30 * DAY_MS);
    expect((await run()).classes).toBe(0);
    expect(await classExists(app.db, 'ARKIV1')).toBe(true);
    expect(await recordExists(app.db, pupil.id, 'ARKIV1')).toBe(true);

    clock.advance(1);
    expect(await run()).toEqual({ accounts: 0, records: 0, classes: 1, teachersWarned: 0, teachers: 0 });
    expect(await classExists(app.db, 'ARKIV1')).toBe(false);
    expect(await recordExists(app.db, pupil.id, 'ARKIV1')).toBe(false);
    expect(await classExists(app.db, 'UTENTD')).toBe(true);
    expect(await recordExists(app.db, pupil.id, 'UTENTD')).toBe(true);
    expect(await userExists(app.db, pupil.id)).toBe(true);
  });

  it('a teacher is warned once, kept after signing in since the warning, and deleted with classes and pupils\' answers if not', async () => {
    const { clock, run, sent } = await setUp();
    const start = clock.now();
    const returns = await insertUser(app.db, { teacher: true, activeAt: start });
    const away = await insertUser(app.db, { teacher: true, activeAt: start });
    await insertClass(app.db, 'KOMMER', returns.id, start);
    await insertClass(app.db, 'BORTE1', away.id, start);
    clock.advance(2 * YEAR - 10 * DAY_MS);
    const pupil = await insertUser(app.db, { activeAt: clock.now() });
    await insertRecord(app.db, pupil.id, 'KOMMER', clock.now());
    await insertRecord(app.db, pupil.id, 'BORTE1', clock.now());

    clock.advance(11 * DAY_MS);
    const warnedAt = clock.now();
    expect((await run()).teachersWarned).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual([returns.email, away.email].sort());
    const mail = sent.find((m) => m.to === away.email)!;
    expect(mail.subject).toBe('Lærerkontoen din blir slettet / Lærarkontoen din blir sletta – Personlig økonomi');
    const deletesOn = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' }).format(warnedAt + 30 * DAY_MS);
    expect(mail.text).toContain(`Kontoen blir slettet ${deletesOn}, sammen med klassene dine og elevenes svar i dem.`);
    expect(mail.text).toContain(`Kontoen blir sletta ${deletesOn}, saman med klassane dine og svara til elevane i dei.`);
    expect(mail.text).toContain('\nhttps://okonomi.test/no/veiledere\n');
    expect(mail.text).toContain('\nhttps://okonomi.test/nn/veiledere\n');
    expect(mail.text).toContain('er det nok å logge inn før den datoen');

    clock.advance(DAY_MS);
    expect((await run()).teachersWarned).toBe(0);
    expect(sent).toHaveLength(2);

    clock.advance(10 * DAY_MS);
    await comeBack(app, returns.id);
    await comeBack(app, pupil.id);
    clock.advance(19 * DAY_MS);
    expect(clock.now()).toBe(warnedAt + 30 * DAY_MS);
    expect((await run()).teachers).toBe(0);
    clock.advance(1);
    expect(await run()).toEqual({ accounts: 0, records: 0, classes: 0, teachersWarned: 0, teachers: 1 });

    expect(await userExists(app.db, away.id)).toBe(false);
    expect(await classExists(app.db, 'BORTE1')).toBe(false);
    expect(await recordExists(app.db, pupil.id, 'BORTE1')).toBe(false);
    expect(await userExists(app.db, returns.id)).toBe(true);
    expect(await classExists(app.db, 'KOMMER')).toBe(true);
    expect(await recordExists(app.db, pupil.id, 'KOMMER')).toBe(true);
    expect(await userExists(app.db, pupil.id)).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('a warning whose mail fails is not counted, and is sent on the next run', async () => {
    const { clock, run, mailer, sent } = await setUp();
    const teacher = await insertUser(app.db, { teacher: true, activeAt: clock.now() - 2 * YEAR - DAY_MS });
    const failing = { send: async () => Promise.reject(new Error('SMTP nede')) };

    expect((await run({ mailer: failing })).teachersWarned).toBe(0);
    expect((await app.db.selectFrom('users').select('retention_warned_at').where('id', '=', teacher.id).executeTakeFirstOrThrow()).retention_warned_at).toBeNull();

    clock.advance(DAY_MS);
    expect((await run({ mailer })).teachersWarned).toBe(1);
    expect(sent.map((m) => m.to)).toEqual([teacher.email]);
  });

  /** Every kind, with the overlaps a count could get wrong: what goes with an account or a class is counted there only. */
  async function everyKind(now: number) {
    const old = now - YEAR - DAY_MS;
    const activePupil = await insertUser(app.db, { activeAt: now });
    const inactivePupil = await insertUser(app.db, { activeAt: old });
    const teacher = await insertUser(app.db, { teacher: true, activeAt: now });
    const toWarn = await insertUser(app.db, { teacher: true, activeAt: now - 2 * YEAR - DAY_MS });
    const warned = await insertUser(app.db, { teacher: true, activeAt: now - 2 * YEAR - 40 * DAY_MS, warnedAt: now - 31 * DAY_MS });
    await insertClass(app.db, 'AKTIV1', teacher.id, old);
    await insertClass(app.db, 'ARKIV1', teacher.id, old, now - 31 * DAY_MS);
    await insertClass(app.db, 'VARSL1', warned.id, old);
    await insertClass(app.db, 'VARSL2', warned.id, old, now - 31 * DAY_MS);
    await insertRecord(app.db, activePupil.id, 'AKTIV1', old); // a record
    await insertRecord(app.db, activePupil.id, 'AKTIV2', now); // kept
    await insertRecord(app.db, inactivePupil.id, 'AKTIV1', old); // goes with the account
    await insertRecord(app.db, activePupil.id, 'ARKIV1', old); // goes with the class
    await insertRecord(app.db, activePupil.id, 'VARSL1', old); // goes with the teacher
    await insertRecord(app.db, activePupil.id, 'VARSL2', old); // goes with the teacher
    return { activePupil, inactivePupil, teacher, toWarn, warned };
  }

  it('a dry run changes nothing and counts what a run removes', async () => {
    const { clock, run, sent } = await setUp();
    await everyKind(clock.now());
    const before = await dumpTables(app.db);

    const counted = await run({ dryRun: true });

    expect(counted).toEqual({ accounts: 1, records: 1, classes: 1, teachersWarned: 1, teachers: 1 });
    expect(await dumpTables(app.db)).toEqual(before);
    expect(sent).toHaveLength(0);
    expect(await run()).toEqual(counted);
    expect(await run({ dryRun: true })).toEqual({ accounts: 0, records: 0, classes: 0, teachersWarned: 0, teachers: 0 });
  });

  it('the audit rows say kind, actor and how many, and nothing else', async () => {
    const { clock, run } = await setUp();
    const people = await everyKind(clock.now());
    await run();

    const entries = await listAudit(app.db, 0);
    expect(entries.map(({ action, actorId, subjectId, records }) => ({ action, actorId, subjectId, records })).sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'retention.account', actorId: SYSTEM_ACTOR, subjectId: 'retention:2026-11-23', records: 1 },
      { action: 'retention.class', actorId: SYSTEM_ACTOR, subjectId: 'retention:2026-11-23', records: 1 },
      { action: 'retention.records', actorId: SYSTEM_ACTOR, subjectId: 'retention:2026-11-23', records: 1 },
      { action: 'retention.teacher', actorId: SYSTEM_ACTOR, subjectId: 'retention:2026-11-23', records: 1 },
      { action: 'retention.teacher-warning', actorId: SYSTEM_ACTOR, subjectId: 'retention:2026-11-23', records: 1 },
    ]);
    const audit = (await dumpTables(app.db)).audit_log!.join('\n');
    for (const person of Object.values(people)) {
      expect(audit).not.toContain(person.id);
      expect(audit).not.toContain(person.email);
    }
    expect(audit).not.toContain(ANSWER);
    expect(audit).not.toContain('AKTIV1');
  });

  it('works in batches with a turn between them, so a pupil\'s save does not wait for the whole purge', async () => {
    const { clock, run } = await setUp();
    const pupil = await insertUser(app.db, { activeAt: clock.now() });
    const old = clock.now() - YEAR - DAY_MS;
    await app.db
      .insertInto('progress')
      .values(Array.from({ length: 1_000 }, (_, i) => ({ user_id: pupil.id, class_code: `K${String(i).padStart(5, '0')}`, responses: '{}', last_updated: old })))
      .execute();
    let batches = 0;
    const purging = run({ batchSize: 50, betweenBatches: async () => void batches++ });
    // Started from a timer, as a request arrives from the network: it runs only when the purge gives up the event loop.
    const saved = new Promise<number>((resolve, reject) => {
      setTimeout(() => setClassRecord(app.db, pupil.id, 'LAGRES', { o1_budget: ANSWER }, clock.now()).then(() => resolve(batches), reject), 0);
    });

    const batchesBeforeSave = await saved;
    expect((await purging).records).toBe(1_000);
    expect(batches).toBe(20);
    expect(batchesBeforeSave).toBeLessThan(20);
    expect(await recordExists(app.db, pupil.id, 'LAGRES')).toBe(true);
  });

  it('«Loggen … blir slettet etter 24 måneder»: audit entries older than that go, younger ones stay', async () => {
    const { clock, run } = await setUp();
    const start = clock.now();
    await logAction(app.db, { actorId: 'noen', action: 'account.export', subjectId: 'gammel', records: 1 }, start);
    await logAction(app.db, { actorId: 'noen', action: 'account.export', subjectId: 'nyere', records: 1 }, start + 2 * DAY_MS);
    clock.advance(24 * MONTH_MS + DAY_MS);
    await run();
    const left = (await listAudit(app.db, 0)).map((e) => e.subjectId);
    expect(left).not.toContain('gammel');
    expect(left).toContain('nyere');
  });

  it('tells what else keeps the data (Firebase) which accounts and classes went', async () => {
    const { clock, run } = await setUp();
    const start = clock.now();
    const pupil = await insertUser(app.db, { activeAt: start });
    clock.advance(YEAR + DAY_MS);
    const told: string[] = [];
    await run({ elsewhere: { accountsDeleted: async (ids) => void told.push(...ids.map((id) => `account ${id}`)), classesDeleted: async (codes) => void told.push(...codes.map((c) => `class ${c}`)), deleteStaleRecords: async () => 0 } });
    expect(told).toEqual([`account ${pupil.id}`]);
  });
});
