import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testClock } from '../../test/authHelpers';
import { addPupil } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';
import { applyAnswerChanges, setClassRecord } from './progress';

// The store routes queue an instance's saves of one record; called directly, saves of one record race as
// they do from two instances, and each that loses must read again and retry.
describe('saves of one record racing each other', () => {
  let app: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
  });
  afterAll(() => app?.close());

  const CODES = ['O1A', 'O1C', 'O1D', 'O1E', 'O2A'];

  it('applies every save of a different activity, the ones that lost the race trying again', async () => {
    const { userId } = await addPupil(app);
    await setClassRecord(app.db, userId, 'RACE01', [], clock.now());
    const results = await Promise.all(
      CODES.map((code) => applyAnswerChanges(app.db, userId, 'RACE01', { [code]: { value: code, baseVersion: 0, editedAt: clock.now() } }, clock.now())),
    );
    expect(results.map((r) => r?.kind)).toEqual(CODES.map(() => 'applied'));
    const row = await app.db.selectFrom('progress').select(['responses', 'revision']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(JSON.parse(row.responses)).toEqual(Object.fromEntries(CODES.map((code) => [code, code])));
    expect(Number(row.revision)).toBe(CODES.length);
  });

  it('applies one save of an activity on the same version and refuses the others, having read them again', async () => {
    const { userId } = await addPupil(app);
    await setClassRecord(app.db, userId, 'RACE02', [], clock.now());
    const results = await Promise.all(
      CODES.map((_, i) => applyAnswerChanges(app.db, userId, 'RACE02', { O1C: { value: `svar ${i}`, baseVersion: 0, editedAt: clock.now() } }, clock.now())),
    );
    expect(results.filter((r) => r?.kind === 'applied')).toHaveLength(1);
    const refused = results.filter((r) => r?.kind === 'conflict');
    expect(refused).toHaveLength(CODES.length - 1);
    for (const r of refused) expect(r.conflicts.O1C).toMatchObject({ version: 1 });
  });
});
