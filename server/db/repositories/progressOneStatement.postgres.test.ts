import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testClock } from '../../test/authHelpers';
import { addPupil } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';
import { applyAnswerChangesOnce, findClassRecord, setClassRecord } from './progress';

/** The statements a save sends, counted as Kysely hands them to the driver. */
function counting(app: TestApp) {
  const sent: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      sent.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: app.db.withPlugin(plugin), sent };
}

// Only in the PostgreSQL run (vite.config.ts): SQLite keeps its transaction, which costs no round trips.
describe('the per-activity save on PostgreSQL', () => {
  let app: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
  });
  afterAll(() => app?.close());

  async function joined(code: string) {
    const { userId } = await addPupil(app);
    await setClassRecord(app.db, userId, code, [], clock.now());
    return userId;
  }
  const change = (value: unknown, baseVersion: number) => ({ value, baseVersion, editedAt: clock.now() });

  it('applies a save in one statement, receipt and all, on the record as it was created', async () => {
    const userId = await joined('ONE001');
    const { db, sent } = counting(app);
    const result = await applyAnswerChangesOnce(db, userId, 'ONE001', { O1E: change('svar', 0) }, clock.now(), 'key-1');
    expect(result).toMatchObject({ kind: 'applied', record: { responses: { O1E: 'svar' }, versions: { O1E: { version: 1 } } } });
    expect(sent).toHaveLength(1);
    const receipt = await app.db.selectFrom('save_receipts').select('class_code').where('idempotency_key', '=', 'key-1').executeTakeFirst();
    expect(receipt?.class_code).toBe('ONE001');
  });

  it('applies edits and clears on the versions they were based on, keeping the other answers', async () => {
    const userId = await joined('ONE002');
    await applyAnswerChangesOnce(app.db, userId, 'ONE002', { O1E: change('første', 0), O2A: change('annen', 0) }, clock.now(), 'key-2a');
    const { db, sent } = counting(app);
    const result = await applyAnswerChangesOnce(db, userId, 'ONE002', { O1E: change('endret', 1), O2A: change(null, 1), O3B: change(14, 0) }, clock.now(), 'key-2b');
    expect(sent).toHaveLength(1);
    expect(result).toMatchObject({ kind: 'applied' });
    const stored = await findClassRecord(app.db, userId, 'ONE002');
    expect(stored?.responses).toEqual({ O1E: 'endret', O3B: 14 });
    expect(stored?.versions).toMatchObject({ O1E: { version: 2 }, O2A: { version: 2 }, O3B: { version: 1 } });
  });

  it('leaves a stale change, a used key and a missing record to the reading path, which decides as before', async () => {
    const userId = await joined('ONE003');
    await applyAnswerChangesOnce(app.db, userId, 'ONE003', { O1E: change('svar', 0) }, clock.now(), 'key-3');

    const stale = counting(app);
    const conflict = await applyAnswerChangesOnce(stale.db, userId, 'ONE003', { O1E: change('gammel', 0) }, clock.now(), 'key-3b');
    expect(conflict).toMatchObject({ kind: 'conflict', conflicts: { O1E: { value: 'svar', version: 1 } } });
    expect(stale.sent.length).toBeGreaterThan(1);

    // The retry of a save whose reply was lost: nothing applies twice, and the route replays the first answer.
    expect(await applyAnswerChangesOnce(app.db, userId, 'ONE003', { O1E: change('svar', 0) }, clock.now(), 'key-3')).toBeUndefined();
    expect(await applyAnswerChangesOnce(app.db, userId, 'INGEN1', { O1E: change('svar', 0) }, clock.now(), 'key-3c')).toEqual({ kind: 'missing' });
    expect((await findClassRecord(app.db, userId, 'ONE003'))?.versions.O1E?.version).toBe(1);
  });

  it('saves text jsonb refuses (a NUL, a lone surrogate) through the reading path, unchanged', async () => {
    const userId = await joined('ONE004');
    const odd = 'før\u0000etter \ud800 slutt';
    const result = await applyAnswerChangesOnce(app.db, userId, 'ONE004', { O1E: change(odd, 0) }, clock.now(), 'key-4');
    expect(result).toMatchObject({ kind: 'applied' });
    expect((await findClassRecord(app.db, userId, 'ONE004'))?.responses).toEqual({ O1E: odd });
  });

  it('leaves a save near the size limit to the reading path, which measures the answers exactly', async () => {
    const userId = await joined('ONE005');
    const long = (n: number) => 'x'.repeat(n);
    const codes = ['O1C', 'O1D', 'O1E', 'O2A', 'O2C', 'O3A', 'O3C', 'O3E', 'O5A', 'O5C', 'O5D', 'O2D'];
    // Twelve answers of 4 500 characters: about 55 kB, above half the limit and within it.
    const changes = Object.fromEntries(codes.map((code) => [code, change(long(4500), 0)]));
    const { db, sent } = counting(app);
    expect(await applyAnswerChangesOnce(db, userId, 'ONE005', changes, clock.now(), 'key-5')).toMatchObject({ kind: 'applied' });
    expect(sent.length).toBeGreaterThan(1);
  });
});
