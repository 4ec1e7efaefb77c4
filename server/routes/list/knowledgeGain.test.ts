import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassProgressSchema } from '../../../src/contracts/admin';
import { ClassBoardSchema } from '../../../src/contracts/classResults';
import { type TestApp, testClock } from '../../test/authHelpers';
import { addPupil, addTeacher, createTestClass, getAs, saveAnswers, saveResponses, type TestAccount } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';

const change = (value: unknown, baseVersion: number, editedAt: number) => ({ value, baseVersion, editedAt });
const LOCKED = (code: string) => ({ success: false, error: 'ValidationError', messageKey: 'txt_error_answer_locked', field: `changes.${code}` });

describe('the knowledge test on the server (before session 1, after session 5)', () => {
  let app: TestApp;
  const clock = testClock();
  let teacher: TestAccount;
  let other: TestAccount;
  let classCode: string;
  let fewCode: string;

  const items = () => app.content.knowledgeTest.no.items;
  /** Every item answered: rightly for the first `right` items, wrongly for the rest. */
  const answers = (right: number) =>
    Object.fromEntries(items().map((item, i) => [item.id, i < right ? item.correct : item.options.find((o) => o.id !== item.correct)!.id]));

  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    teacher = await addTeacher(app);
    other = await addTeacher(app);
    classCode = await createTestClass(app, teacher.idToken);
    fewCode = await createTestClass(app, teacher.idToken, { name: 'Liten' });
    for (const [before, after] of [
      [1, 4],
      [2, 6],
      [0, 7],
    ] as const) {
      await saveResponses(app, await addPupil(app), classCode, { O1T: answers(before), O5T: answers(after) });
    }
    // Took only the first test: in no count of the gain.
    await saveResponses(app, await addPupil(app), classCode, { O1T: answers(7) });
    for (const right of [1, 2]) await saveResponses(app, await addPupil(app), fewCode, { O1T: answers(right), O5T: answers(right + 3) });
  });
  afterAll(() => app?.close());

  it('keeps the first answer to an item and refuses a second one, for both tests', async () => {
    const code = await createTestClass(app, teacher.idToken, { name: 'Låst' });
    const pupil = await addPupil(app);
    // Another answer beside the test: clearing every answer at once is a fresh start, which is allowed.
    await saveResponses(app, pupil, code, { O1A: ['hoy-lonn'] });
    const [first, second] = items();
    const wrong = first!.options.find((o) => o.id !== first!.correct)!.id;
    for (const test of ['O1T', 'O5T']) {
      const once = await saveAnswers(app, pupil, code, { [test]: change({ [first!.id]: wrong, [second!.id]: null }, 0, clock.now()) });
      expect(once.statusCode).toBe(200);
      const again = await saveAnswers(app, pupil, code, { [test]: change({ [first!.id]: first!.correct, [second!.id]: null }, 1, clock.now()) });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(LOCKED(test));
      expect((await saveAnswers(app, pupil, code, { [test]: change(null, 1, clock.now()) })).json()).toEqual(LOCKED(test));
      // The next item is still open.
      const next = await saveAnswers(app, pupil, code, { [test]: change({ [first!.id]: wrong, [second!.id]: second!.correct }, 1, clock.now()) });
      expect(next.statusCode).toBe(200);
      expect(next.json().data.responses[test]).toEqual({ [first!.id]: wrong, [second!.id]: second!.correct });
    }
    // A whole-record save that changes an answer is refused too.
    const put = await app.inject({
      method: 'PUT',
      url: `/api/store/users/${pupil.userId}/classes/${code}`,
      headers: { authorization: `Bearer ${pupil.idToken}` },
      payload: { responses: { O1A: ['hoy-lonn'], O1T: { [first!.id]: first!.correct, [second!.id]: second!.correct }, O5T: { [first!.id]: wrong, [second!.id]: second!.correct } } },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual(LOCKED('O1T'));
  });

  it('shows the teacher the gain per item and in all among the pupils who took both tests', async () => {
    const res = await getAs(app, `/api/list/class/${classCode}/progress`, teacher.idToken);
    expect(res.statusCode).toBe(200);
    const { knowledge } = ClassProgressSchema.parse(res.json().data);
    expect(knowledge!.answered).toBe(3);
    expect(knowledge!.figures).toMatchObject({ before: 3, after: 17 });
    expect(knowledge!.figures!.items[0]).toEqual({ id: items()[0]!.id, text: { no: items()[0]!.question, nn: app.content.knowledgeTest.nn.items[0]!.question }, before: 2, after: 3 });
  });

  it('says «too few» and shows no figures for a class where fewer than three took both', async () => {
    const progress = ClassProgressSchema.parse((await getAs(app, `/api/list/class/${fewCode}/progress`, teacher.idToken)).json().data);
    expect(progress.knowledge).toEqual({ answered: 2, figures: null });
    const board = ClassBoardSchema.parse((await getAs(app, `/api/list/class/${fewCode}/results`, teacher.idToken)).json().data);
    expect(board.knowledge).toEqual({ answered: 2, figures: null });
  });

  it('gives the board the same gain', async () => {
    const board = ClassBoardSchema.parse((await getAs(app, `/api/list/class/${classCode}/results`, teacher.idToken)).json().data);
    expect(board.knowledge.answered).toBe(3);
    expect(board.knowledge.figures).toMatchObject({ before: 3, after: 17 });
  });

  it('refuses another teacher the class view and the board', async () => {
    expect((await getAs(app, `/api/list/class/${classCode}/progress`, other.idToken)).statusCode).toBe(403);
    expect((await getAs(app, `/api/list/class/${classCode}/results`, other.idToken)).statusCode).toBe(403);
  });

  it('serves the test to the pupils in both languages', async () => {
    for (const lang of ['no', 'nn']) {
      const res = await app.inject({ url: `/api/public/${lang}/get/kunnskapstest/alle` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items).toHaveLength(items().length);
    }
    expect((await app.inject({ url: '/api/public/no/get/kunnskapstest/okt1' })).statusCode).toBe(404);
  });
});
