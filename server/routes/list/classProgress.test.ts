import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_CODE_ALPHABET, type ClassProgress, ClassProgressSchema } from '../../../src/contracts/admin';
import type { OktContent } from '../../../src/contracts/okt';
import { COMPLETE_ANSWER, completeAnswers } from '../../../src/test/completeAnswers';
import { deleteClasses, removeRecords } from '../../db/repositories/deletion';
import { saveDisplayName } from '../../db/repositories/displayNames';
import { bearer, type TestApp, testClock } from '../../test/authHelpers';
import { addAccount, addPupil, addTeacher, createTestClass, getAs, saveResponses, type TestAccount } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';
import { countClassProgress } from './classProgress';
import { pupilPseudonym } from './pupilPseudonym';
import { countQuestions, type QuestionSource } from './questionResults';

/** Only one pupil's answer holds this text; the teacher's view must never contain it. */
const SECRET_ANSWER = 'Hemmelig svar 5e1f';
const SECRET_EMAIL = 'hemmelig.elev.5e1f@skole.no';

describe('GET /api/list/class/{classCode}/progress', () => {
  let app: TestApp;
  const clock = testClock();
  let content: OktContent[];
  let teacher: TestAccount;
  let other: TestAccount;
  let classCode: string;
  const pupils: TestAccount[] = [];
  const progressUrl = (code: string) => `/api/list/class/${code}/progress`;
  /** A complete answer to the first activity of a session, and nothing else. */
  const firstAnswerOf = (okt: number) => {
    const first = content[okt - 1]!.activities[0]!;
    return { [first.activity_code]: COMPLETE_ANSWER[first.component] };
  };

  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    content = app.content.okter.no;
    teacher = await addTeacher(app);
    other = await addTeacher(app);
    classCode = await createTestClass(app, teacher.idToken);
    const at = [
      // Joined with the class code and did nothing yet: the record is the empty list.
      [],
      // Answered the first activity of session 1 only (the interests, a list of texts).
      { O1A: [SECRET_ANSWER] },
      // Finished session 1.
      completeAnswers(content, 1),
      // Finished sessions 1 and 2, begun on 3.
      { ...completeAnswers(content, 1, 2), ...firstAnswerOf(3) },
      // Finished everything.
      completeAnswers(content, 1, 2, 3, 4, 5),
      // Session 1 done, and a half-filled budget in session 2: a draft is not a start.
      { ...completeAnswers(content, 1), O2B: { boutgifter: 9500, mat: 3800 } },
    ];
    for (const [i, responses] of at.entries()) {
      const pupil = i === 1 ? await addAccount(app, { isTeacher: false, email: SECRET_EMAIL }) : await addPupil(app);
      clock.advance(60_000);
      await saveResponses(app, pupil, classCode, responses);
      pupils.push(pupil);
    }
    // Someone else's class and a teacher trying this one are not counted.
    await saveResponses(app, await addPupil(app), await createTestClass(app, other.idToken), completeAnswers(content, 1));
    await app.db.insertInto('progress').values({ user_id: teacher.userId, class_code: classCode, responses: '{}', last_updated: 1 }).execute();
  });
  afterAll(() => app?.close());

  async function progress(code = classCode): Promise<ClassProgress> {
    const res = await getAs(app, progressUrl(code), teacher.idToken);
    expect(res.statusCode).toBe(200);
    return ClassProgressSchema.parse(res.json().data);
  }

  it('counts, per session, the pupils who have started and completed it', async () => {
    const counted = await progress();
    expect(counted).toMatchObject({ classCode, pupils: 6, countedAt: clock.now() });
    // `open` counts who may open the session now: session 1 everyone, the others those who finished the one before.
    expect(counted.sessions).toEqual([
      { okt: 1, started: 5, completed: 4, open: 6 },
      { okt: 2, started: 2, completed: 2, open: 4 },
      { okt: 3, started: 2, completed: 1, open: 2 },
      { okt: 4, started: 1, completed: 1, open: 1 },
      { okt: 5, started: 1, completed: 1, open: 1 },
    ]);
  });

  it('lists each pupil under a pseudonym with the sessions they completed and when they last saved', async () => {
    const counted = await progress();
    const byName = new Map(counted.perPupil.map((p) => [p.pseudonym, p]));
    const expected = [[], [], [1], [1, 2], [1, 2, 3, 4, 5], [1]];
    pupils.forEach((pupil, i) => {
      const row = byName.get(pupilPseudonym(classCode, pupil.userId));
      expect(row, `pupil ${i}`).toMatchObject({
        pseudonym: pupilPseudonym(classCode, pupil.userId),
        displayName: null,
        completed: expected[i],
        lastUpdated: Date.UTC(2026, 10, 23, 8, i + 1, 0),
        startedOverAt: null,
      });
    });
    expect(counted.perPupil).toHaveLength(6);
  });

  it('gives each activity its state: done when complete, started for a draft, left out when not begun', async () => {
    const counted = await progress();
    const row = (i: number) => counted.perPupil.find((p) => p.pseudonym === pupilPseudonym(classCode, pupils[i]!.userId))!;
    expect(row(0).activities).toEqual({});
    expect(row(1).activities).toEqual({ O1A: 'done' });
    expect(row(5).activities).toMatchObject({ O1A: 'done', O1E: 'done', O2B: 'started' });
    expect(row(5).activities.O2A).toBeUndefined();
    expect(Object.values(row(4).activities).every((state) => state === 'done')).toBe(true);
    expect(Object.keys(row(4).activities)).toHaveLength(content.flatMap((okt) => okt.activities).length);
  });

  it('shows no answer, e-mail or user id', async () => {
    const res = await getAs(app, progressUrl(classCode), teacher.idToken);
    expect(res.body).not.toContain(SECRET_ANSWER);
    expect(res.body).not.toContain(SECRET_EMAIL);
    expect(res.body).not.toMatch(/@/);
    for (const pupil of pupils) expect(res.body).not.toContain(pupil.userId);
    // Activity codes name activities (each one's state); what a pupil chose never appears.
    expect(res.body).not.toMatch(/"responses"|"choice"|"correct"|"explanation"/);
  });

  it('follows a pupil who goes on, when the teacher asks again, and is never cached', async () => {
    const before = await progress();
    clock.advance(60_000);
    await saveResponses(app, pupils[0]!, classCode, completeAnswers(content, 1));
    const after = await progress();
    expect(after.sessions[0]).toEqual({ okt: 1, started: before.sessions[0]!.started + 1, completed: before.sessions[0]!.completed + 1, open: 6 });
    expect(after.countedAt).toBeGreaterThan(before.countedAt);
    expect((await getAs(app, progressUrl(classCode), teacher.idToken)).headers['cache-control']).toBe('no-store');
  });

  it('counts an empty class as nobody', async () => {
    const empty = await createTestClass(app, teacher.idToken, { name: 'Tom' });
    expect(await progress(empty)).toMatchObject({ pupils: 0, perPupil: [], sessions: content.map((okt) => ({ okt: okt.id, started: 0, completed: 0, open: 0 })) });
  });

  it('refuses another teacher (403), a pupil (403), no token (401), and answers 404 for an unknown class', async () => {
    const forbidden = await getAs(app, progressUrl(classCode), other.idToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toContain('Elev ');
    expect((await getAs(app, progressUrl(classCode), pupils[4]!.idToken)).statusCode).toBe(403);
    expect((await getAs(app, progressUrl(classCode), null)).statusCode).toBe(401);
    const unknown = await getAs(app, progressUrl('ZZZZZZ'), teacher.idToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ messageKey: 'txt_invalid_class_code', field: 'classCode' });
    const bad = await getAs(app, progressUrl('x'), teacher.idToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, field: 'classCode' });
  });
});

describe('pupil pseudonyms', () => {
  it('are "Elev" and four characters of the class-code alphabet, the same every time', () => {
    const name = pupilPseudonym('KLASSE', 'abcdefghij0123456789');
    expect(name).toMatch(new RegExp(`^Elev [${CLASS_CODE_ALPHABET}]{4}$`));
    expect(pupilPseudonym('KLASSE', 'abcdefghij0123456789')).toBe(name);
  });

  it('differ between pupils and between classes for the same pupil', () => {
    const names = new Set(Array.from({ length: 200 }, (_, i) => pupilPseudonym('KLASSE', `bruker-${i}-abcdefgh`)));
    expect(names.size).toBeGreaterThan(195);
    const elsewhere = Array.from({ length: 20 }, (_, i) => pupilPseudonym('ANNEN2', `bruker-${i}-abcdefgh`));
    expect(elsewhere.filter((name, i) => name === pupilPseudonym('KLASSE', `bruker-${i}-abcdefgh`)).length).toBeLessThan(2);
  });

  it('are made distinct within a class when two clash', () => {
    // 3000 pupils in 923 521 names: about five clashes are expected (these ids give some), and each row must still have its own name.
    const records = Array.from({ length: 3000 }, (_, i) => ({ userId: `bruker-${i}-abcdefgh`, responses: [], lastUpdated: i }));
    const counted = countClassProgress([], 'KLASSE', records, 0);
    const names = counted.perPupil.map((p) => p.pseudonym);
    expect(new Set(names).size).toBe(3000);
    expect(names.some((n) => /-2$/.test(n))).toBe(true);
  });
});

describe('the class view: names, quiz results, start-overs and open sessions', () => {
  let app: TestApp;
  const clock = testClock();
  let teacher: TestAccount;
  let other: TestAccount;
  let classCode: string;
  let kari: TestAccount;
  let ola: TestAccount;
  let per: TestAccount;
  const url = () => `/api/list/class/${classCode}/progress`;
  const DISPLAY_NAME = 'Kari Nordmann 7c2d';

  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    teacher = await addTeacher(app);
    other = await addTeacher(app);
    classCode = await createTestClass(app, teacher.idToken);
    [kari, ola, per] = [await addPupil(app), await addPupil(app), await addPupil(app)];
    const quiz = app.content.okt4.no.questions;
    const [q1, q2] = [quiz[0]!, quiz[1]!];
    const right = (q: (typeof quiz)[number]) => q.options.find((o) => o.correct)!.id;
    const wrong = (q: (typeof quiz)[number]) => q.options.find((o) => !o.correct)!.id;
    // Kari: q1 right, q2 wrong; O5A wrong although the client claims it right (the content decides).
    await saveResponses(app, kari, classCode, { O4A: { [q1.id]: right(q1), [q2.id]: wrong(q2) }, O5A: { choice: 'egenandel', correct: true } });
    // Ola: both right, O2A right.
    await saveResponses(app, ola, classCode, { O4A: { [q1.id]: right(q1), [q2.id]: right(q2) }, O2A: { choice: 'bolig', correct: true } });
    // Per: q2 wrong only, and an option the quiz does not have for q1 (not counted as answered).
    await saveResponses(app, per, classCode, { O4A: { [q1.id]: 'finnes-ikke', [q2.id]: wrong(q2) } });
    await saveDisplayName(app.db, kari.userId, classCode, DISPLAY_NAME, clock.now());
  });
  afterAll(() => app?.close());

  async function progress(): Promise<ClassProgress> {
    const res = await getAs(app, url(), teacher.idToken);
    expect(res.statusCode).toBe(200);
    return ClassProgressSchema.parse(res.json().data);
  }

  it('counts right of answered per question and the wrong answer most chose, the most missed first, with the texts in both languages', async () => {
    const { questions } = await progress();
    // The quiz and every check question, in the content's order.
    const withQuestions = app.content.okter.no.flatMap((okt) => okt.activities).filter((a) => a.component === 'quiz' || a.question);
    expect(questions.map((q) => q.activity)).toEqual(withQuestions.map((a) => a.activity_code));
    expect(questions.map((q) => q.activity)).toEqual(expect.arrayContaining(['O2A', 'O4A', 'O5A']));
    const quiz = questions.find((q) => q.activity === 'O4A')!;
    const [q1, q2] = app.content.okt4.no.questions;
    const q2Wrong = q2!.options.find((o) => !o.correct)!;
    const q2WrongNn = app.content.okt4.nn.questions[1]!.options.find((o) => o.id === q2Wrong.id)!;
    expect(quiz.okt).toBe(4);
    expect(quiz.questions).toHaveLength(app.content.okt4.no.questions.length);
    expect(quiz.questions[0]).toEqual({
      id: q2!.id,
      text: { no: q2!.text, nn: app.content.okt4.nn.questions[1]!.text },
      right: 1,
      answered: 3,
      // Kari and Per chose the same wrong option.
      mostChosenWrong: { id: q2Wrong.id, text: { no: q2Wrong.text, nn: q2WrongNn.text }, count: 2 },
    });
    expect(quiz.questions.find((q) => q.id === q1!.id)).toMatchObject({ right: 2, answered: 2, mostChosenWrong: null });
    expect(quiz.questions.at(-1)).toMatchObject({ right: 0, answered: 0, mostChosenWrong: null });
    expect(questions.find((q) => q.activity === 'O5A')!.questions).toEqual([
      expect.objectContaining({ id: 'premie', right: 0, answered: 1, mostChosenWrong: expect.objectContaining({ id: 'egenandel', count: 1 }) }),
    ]);
    expect(questions.find((q) => q.activity === 'O2A')!.questions).toEqual([expect.objectContaining({ id: 'stromregning', right: 1, answered: 1, mostChosenWrong: null })]);
  });

  it('sends counts only: no pupil’s choice, no option list, no explanation, no right answer', async () => {
    const res = await getAs(app, url(), teacher.idToken);
    expect(res.body).not.toMatch(/finnes-ikke|"options"|"explanation"|"choice"|"correct"/);
    for (const activity of ClassProgressSchema.parse(res.json().data).questions) {
      for (const question of activity.questions) {
        expect(Object.keys(question).sort()).toEqual(['answered', 'id', 'mostChosenWrong', 'right', 'text']);
        if (question.mostChosenWrong) expect(Object.keys(question.mostChosenWrong).sort()).toEqual(['count', 'id', 'text']);
      }
    }
  });

  it("shows the pupil's display name beside the pseudonym, and null for pupils without one", async () => {
    const { perPupil } = await progress();
    expect(perPupil.find((p) => p.pseudonym === pupilPseudonym(classCode, kari.userId))!.displayName).toBe(DISPLAY_NAME);
    expect(perPupil.find((p) => p.pseudonym === pupilPseudonym(classCode, ola.userId))!.displayName).toBeNull();
  });

  it('names the wrong option most pupils chose, not the first one anyone chose, and the content’s first on a tie', () => {
    const option = (id: string, correct = false) => ({ id, correct, text: { no: `${id} nb`, nn: `${id} nn` } });
    const sources: QuestionSource[] = [
      { activity: 'O4A', okt: 4, kind: 'quiz', questions: [{ id: 'rente', text: { no: 'Rente?', nn: 'Rente?' }, options: [option('a'), option('b', true), option('c'), option('d')] }] },
    ];
    const answers = (...choices: string[]) => choices.map((choice) => ({ O4A: { rente: choice } }));
    expect(countQuestions(sources, answers('a', 'c', 'c', 'b', 'd'))[0]!.questions[0]).toEqual({
      id: 'rente',
      text: { no: 'Rente?', nn: 'Rente?' },
      right: 1,
      answered: 5,
      mostChosenWrong: { id: 'c', text: { no: 'c nb', nn: 'c nn' }, count: 2 },
    });
    expect(countQuestions(sources, answers('d', 'c'))[0]!.questions[0]!.mostChosenWrong).toMatchObject({ id: 'c', count: 1 });
    expect(countQuestions(sources, answers('b', 'b'))[0]!.questions[0]!.mostChosenWrong).toBeNull();
  });

  it('records a start-over and shows when, until the pupil leaves the class', async () => {
    clock.advance(120_000);
    const res = await app.inject({ method: 'POST', url: '/api/start-over', headers: bearer(ola.idToken), payload: { classCode } });
    expect(res.statusCode).toBe(200);
    const row = (await progress()).perPupil.find((p) => p.pseudonym === pupilPseudonym(classCode, ola.userId))!;
    expect(row).toMatchObject({ startedOverAt: clock.now(), activities: {}, completed: [] });
    // A second start-over keeps one row with the newer time.
    clock.advance(60_000);
    await app.inject({ method: 'POST', url: '/api/start-over', headers: bearer(ola.idToken), payload: { classCode } });
    expect(await app.db.selectFrom('start_overs').selectAll().where('user_id', '=', ola.userId).execute()).toEqual([
      { user_id: ola.userId, class_code: classCode, at: clock.now() },
    ]);
  });

  it('counts who may open each session, with the sessions the teacher opened for the whole class', async () => {
    await app.db.insertInto('class_sections').values({ class_code: classCode, okt_number: 3, enabled: 1 }).execute();
    const { sessions } = await progress();
    // Session 3 by the switch; session 5 for Kari and Per, whose quiz (session 4's final activity) has an answer to every question kept.
    expect(sessions.map((s) => s.open)).toEqual([3, 0, 3, 0, 2]);
  });

  it("refuses another teacher every part of it: names, questions, start-overs, open counts", async () => {
    const res = await getAs(app, url(), other.idToken);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(DISPLAY_NAME);
    expect(res.body).not.toMatch(/Elev |startedOverAt|questions|"open"/);
    expect(res.body).not.toContain(app.content.okt4.no.questions[0]!.text);
  });

  it("deletes the start-over with the pupil's record and with the class", async () => {
    const notes = () => app.db.selectFrom('start_overs').select(['user_id', 'class_code']).execute();
    await app.inject({ method: 'POST', url: '/api/start-over', headers: bearer(kari.idToken), payload: { classCode } });
    expect(await notes()).toHaveLength(2);
    await removeRecords(app.db, [{ userId: ola.userId, classCode }]);
    expect(await notes()).toEqual([{ user_id: kari.userId, class_code: classCode }]);
    await deleteClasses(app.db, [classCode]);
    expect(await notes()).toEqual([]);
  });
});
