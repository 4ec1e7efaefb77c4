import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testClock } from '../../test/authHelpers';
import { addPupil } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';
import { applyAnswerChanges, findClassRecord, setClassRecord } from './progress';

/** The statements a save sends, as Kysely hands them to the driver. */
function recording(app: TestApp) {
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

// Only in the PostgreSQL run (vite.config.ts): the row lock that keeps saves from several instances apart.
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

  it('claims the receipt, locks the row, and writes it in one transaction', async () => {
    const userId = await joined('ONE001');
    const { db, sent } = recording(app);
    const result = await applyAnswerChanges(db, userId, 'ONE001', { O1E: change('svar', 0) }, clock.now(), 'key-1');
    expect(result).toMatchObject({ kind: 'applied', record: { responses: { O1E: 'svar' }, versions: { O1E: { version: 1 } } } });
    expect(sent).toEqual(['InsertQueryNode', 'SelectQueryNode', 'UpdateQueryNode']);
    const receipt = await app.db.selectFrom('save_receipts').select('class_code').where('idempotency_key', '=', 'key-1').executeTakeFirst();
    expect(receipt?.class_code).toBe('ONE001');
  });

  it('makes a save from another instance wait for the row, then merge on what the first one wrote', async () => {
    const userId = await joined('ONE006');
    // A transaction holding the row, as another instance's save does between its read and its write.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const other = app.db.transaction().execute(async (trx) => {
      await trx.selectFrom('progress').select('responses').where('user_id', '=', userId).forUpdate().execute();
      locked();
      await held;
      await trx.updateTable('progress').set({ responses: JSON.stringify({ O1C: 'annen' }), versions: JSON.stringify({ O1C: { version: 1, editedAt: 1 } }) }).where('user_id', '=', userId).execute();
    });
    await lockTaken;
    let settled = false;
    const save = applyAnswerChanges(app.db, userId, 'ONE006', { O1E: change('svar', 0), O1C: change('min', 0) }, clock.now()).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    release();
    await other;
    expect(await save).toMatchObject({ kind: 'conflict', conflicts: { O1C: { value: 'annen', version: 1 } } });
    expect((await findClassRecord(app.db, userId, 'ONE006'))?.responses).toEqual({ O1C: 'annen' });
  });

  it('applies edits and clears on the versions they were based on, keeping the other answers', async () => {
    const userId = await joined('ONE002');
    await applyAnswerChanges(app.db, userId, 'ONE002', { O1E: change('første', 0), O2A: change('annen', 0) }, clock.now(), 'key-2a');
    const result = await applyAnswerChanges(app.db, userId, 'ONE002', { O1E: change('endret', 1), O2A: change(null, 1), O3B: change(14, 0) }, clock.now(), 'key-2b');
    expect(result).toMatchObject({ kind: 'applied' });
    const stored = await findClassRecord(app.db, userId, 'ONE002');
    expect(stored?.responses).toEqual({ O1E: 'endret', O3B: 14 });
    expect(stored?.versions).toMatchObject({ O1E: { version: 2 }, O2A: { version: 2 }, O3B: { version: 1 } });
  });

  it('refuses a stale change, replays a used key and answers a missing record, leaving the receipt of a refused save unused', async () => {
    const userId = await joined('ONE003');
    await applyAnswerChanges(app.db, userId, 'ONE003', { O1E: change('svar', 0) }, clock.now(), 'key-3');

    const conflict = await applyAnswerChanges(app.db, userId, 'ONE003', { O1E: change('gammel', 0) }, clock.now(), 'key-3b');
    expect(conflict).toMatchObject({ kind: 'conflict', conflicts: { O1E: { value: 'svar', version: 1 } } });
    expect(await app.db.selectFrom('save_receipts').select('class_code').where('idempotency_key', '=', 'key-3b').executeTakeFirst()).toBeUndefined();

    // The retry of a save whose reply was lost: nothing applies twice, and the route replays the first answer.
    expect(await applyAnswerChanges(app.db, userId, 'ONE003', { O1E: change('svar', 0) }, clock.now(), 'key-3')).toBeUndefined();
    expect(await applyAnswerChanges(app.db, userId, 'INGEN1', { O1E: change('svar', 0) }, clock.now(), 'key-3c')).toEqual({ kind: 'missing' });
    expect((await findClassRecord(app.db, userId, 'ONE003'))?.versions.O1E?.version).toBe(1);
  });

  it('saves text jsonb would refuse (a NUL, a lone surrogate) unchanged', async () => {
    const userId = await joined('ONE004');
    const odd = 'før\u0000etter \ud800 slutt';
    const result = await applyAnswerChanges(app.db, userId, 'ONE004', { O1E: change(odd, 0) }, clock.now(), 'key-4');
    expect(result).toMatchObject({ kind: 'applied' });
    expect((await findClassRecord(app.db, userId, 'ONE004'))?.responses).toEqual({ O1E: odd });
  });

  it('measures the answers exactly near the size limit', async () => {
    const userId = await joined('ONE005');
    const long = (n: number) => 'x'.repeat(n);
    const codes = ['O1C', 'O1D', 'O1E', 'O2A', 'O2C', 'O3A', 'O3C', 'O3E', 'O5A', 'O5C', 'O5D', 'O2D'];
    // Twelve answers of 4 500 characters: about 55 kB, within the limit; twenty-four would be above it.
    const changes = Object.fromEntries(codes.map((code) => [code, change(long(4500), 0)]));
    expect(await applyAnswerChanges(app.db, userId, 'ONE005', changes, clock.now(), 'key-5')).toMatchObject({ kind: 'applied' });
    const more = Object.fromEntries(codes.map((code) => [code, change(long(9000), 1)]));
    expect(await applyAnswerChanges(app.db, userId, 'ONE005', more, clock.now(), 'key-5b')).toEqual({ kind: 'tooLarge' });
  });
});
