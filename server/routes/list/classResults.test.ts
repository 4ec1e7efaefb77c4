import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClassBoard, ClassBoardSchema } from '../../../src/contracts/classResults';
import type { Quiz } from '../../../src/contracts/quiz';
import { loanCost } from '../../../src/domain/credit';
import { netPay } from '../../../src/domain/tax';
import { saveDisplayName } from '../../db/repositories/displayNames';
import { taxRulesFor } from '../../content/contentYear';
import { type TestApp, testClock } from '../../test/authHelpers';
import { addAccount, addPupil, addTeacher, createTestClass, getAs, saveResponses, type TestAccount } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';
import { pupilPseudonym } from './pupilPseudonym';

/** Text only the pupils typed or chose; the board must never carry any of it. */
const SECRET_REASON = 'Hemmelig grunn 9d4e';
const SECRET_EMAIL = 'hemmelig.elev.9d4e@skole.no';
const DISPLAY_NAME = 'Kari Nordmann 9d4e';

const budget = (boutgifter: number) => ({ boutgifter, transport: 900, mat: 4000, fritid: 1500, klaer: 800, sparing: 1000, forsikring: 450, andre_utgifter: 600 });
type Question = Quiz['questions'][number];
const right = (q: Question) => q.options.find((o) => o.correct)!.id;
const wrong = (q: Question) => q.options.find((o) => !o.correct)!.id;

describe('GET /api/list/class/{classCode}/results', () => {
  let app: TestApp;
  const clock = testClock();
  let teacher: TestAccount;
  let other: TestAccount;
  let classCode: string;
  let fewCode: string;
  const pupils: TestAccount[] = [];
  const url = (code: string) => `/api/list/class/${code}/results`;

  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    teacher = await addTeacher(app);
    other = await addTeacher(app);
    classCode = await createTestClass(app, teacher.idToken);
    fewCode = await createTestClass(app, teacher.idToken, { name: 'Liten' });
    const { jobs } = app.content.okt1.no;
    const [expense] = app.content.okt2.no.unexpectedExpenses;
    const [item] = app.content.okt3.no.items;
    const [offer] = app.content.okt3.no.offers;
    const [q1, q2] = app.content.okt4.no.questions as [Question, Question];
    const credit = { O3A: item!.id, O3C: { offerId: offer!.id, months: offer!.termsMonths[0]! }, O3D: { choice: 'credit', reason: SECRET_REASON } };
    const answers = [
      { O1D: jobs[0]!.id, O2B: budget(9000), O2C: expense!.id, O2D: { choice: 'savings' }, ...credit, O4A: { [q1.id]: right(q1), [q2.id]: wrong(q2) }, O5B: { chosen: ['innbo'] } },
      { O1D: jobs[1]!.id, O2B: budget(11000), O2C: expense!.id, O2D: { choice: 'savings' }, ...credit, O4A: { [q1.id]: wrong(q1), [q2.id]: wrong(q2) }, O5B: { chosen: ['innbo'] } },
      { O1D: jobs[0]!.id, O2B: budget(7000), O2C: expense!.id, O3D: { choice: 'save', reason: SECRET_REASON }, O4A: { [q1.id]: wrong(q1) } },
    ];
    for (const [i, responses] of answers.entries()) {
      const pupil = i === 0 ? await addAccount(app, { isTeacher: false, email: SECRET_EMAIL }) : await addPupil(app);
      await saveResponses(app, pupil, classCode, responses);
      pupils.push(pupil);
    }
    // Joined and did nothing yet: a pupil of the class, in no part.
    const idle = await addPupil(app);
    await saveResponses(app, idle, classCode, []);
    pupils.push(idle);
    await saveDisplayName(app.db, pupils[0]!.userId, classCode, DISPLAY_NAME, clock.now());
    // Two pupils in the small class, and another teacher's class: neither is counted with this one.
    for (const responses of answers.slice(0, 2)) await saveResponses(app, await addPupil(app), fewCode, responses);
    await saveResponses(app, await addPupil(app), await createTestClass(app, other.idToken), answers[0]!);
  });
  afterAll(() => app?.close());

  async function results(code = classCode): Promise<ClassBoard> {
    const res = await getAs(app, url(code), teacher.idToken);
    expect(res.statusCode).toBe(200);
    return ClassBoardSchema.parse(res.json().data);
  }

  it('counts the jobs chosen and spreads their net pay with the tax rules of the year', async () => {
    const { pupils: counted, jobs } = await results();
    const [first, second] = app.content.okt1.no.jobs;
    const rules = taxRulesFor(app.content.taxYears, 2026);
    const net = [first!, second!].map((job) => netPay(job.grossYearlySalary, rules).netMonthly);
    expect(counted).toBe(4);
    expect(jobs).toEqual({
      answered: 3,
      figures: {
        chosen: [
          { id: first!.id, count: 2 },
          { id: second!.id, count: 1 },
        ],
        netMonthly: { min: Math.min(...net), median: net[0], max: Math.max(...net) },
      },
    });
  });

  it('gives each budget line’s median beside the reference, and the expenses drawn and how they were paid', async () => {
    const { budget: lines, expenses } = await results();
    const housing = app.content.okt2.no.categories.find((c) => c.id === 'boutgifter')!;
    expect(lines.answered).toBe(3);
    expect(lines.figures!.lines.map((line) => line.id)).toEqual(['boutgifter', 'transport', 'mat', 'fritid', 'klaer', 'sparing', 'forsikring', 'andre_utgifter']);
    expect(lines.figures!.lines[0]).toEqual({ id: 'boutgifter', median: 9000, reference: housing.reference?.monthly ?? null });
    expect(lines.figures!.lines.find((line) => line.id === 'mat')).toMatchObject({ median: 4000 });
    const expense = app.content.okt2.no.unexpectedExpenses[0]!;
    expect(expenses).toEqual({ answered: 3, figures: { drawn: [{ id: expense.id, count: 3 }], paidBy: [{ id: 'savings', count: 2 }] } });
  });

  it('counts saving against credit and sums the extra cost of credit from the content’s terms', async () => {
    const { payment } = await results();
    const item = app.content.okt3.no.items[0]!;
    const offer = app.content.okt3.no.offers[0]!;
    const one = loanCost({ principal: item.price, nominalRate: offer.nominalRate, months: offer.termsMonths[0]!, establishmentFee: offer.establishmentFee, monthlyFee: offer.monthlyFee }).totalCost;
    expect(payment).toEqual({ answered: 3, figures: { save: 1, credit: 2, creditExtraCost: Math.round(2 * one) } });
  });

  it('gives a part fewer than three answered no figures, only how many did', async () => {
    expect((await results()).insurance).toEqual({ answered: 2, figures: null });
  });

  it('counts a quiz question three answered, and gives one two answered no counts, after the counted ones', async () => {
    const { questions } = await results();
    const [q1, q2] = app.content.okt4.no.questions as [Question, Question];
    const quiz = questions.find((q) => q.activity === 'O4A')!;
    expect(quiz.okt).toBe(4);
    expect(quiz.questions).toHaveLength(app.content.okt4.no.questions.length);
    const q1Wrong = q1.options.find((o) => o.id === wrong(q1))!;
    expect(quiz.questions[0]).toEqual({
      id: q1.id,
      text: { no: q1.text, nn: app.content.okt4.nn.questions[0]!.text },
      answered: 3,
      figures: { right: 1, mostChosenWrong: { id: q1Wrong.id, text: { no: q1Wrong.text, nn: expect.any(String) }, count: 2 } },
    });
    // The uncounted follow in the content's order: q2, by its answers the most missed (two wrong, none right), goes after q1.
    expect(quiz.questions.slice(1).map((q) => q.id)).toEqual(app.content.okt4.no.questions.filter((q) => q.id !== q1.id).map((q) => q.id));
    expect(quiz.questions[1]).toEqual({ id: q2.id, text: { no: q2.text, nn: app.content.okt4.nn.questions[1]!.text }, answered: 2, figures: null });
    expect(questions.find((q) => q.activity === 'O2A')!.questions).toEqual([expect.objectContaining({ answered: 0, figures: null })]);
  });

  it('gives a class of two pupils no figures in any part or question', async () => {
    const few = await results(fewCode);
    expect(few).toMatchObject({
      pupils: 2,
      jobs: { answered: 2, figures: null },
      budget: { answered: 2, figures: null },
      expenses: { answered: 2, figures: null },
      payment: { answered: 2, figures: null },
      insurance: { answered: 2, figures: null },
    });
    expect(few.questions.flatMap((activity) => activity.questions).every((q) => q.figures === null)).toBe(true);
  });

  it('shows nothing that identifies a pupil: no id, name, pseudonym, e-mail, row or typed text', async () => {
    const res = await getAs(app, url(classCode), teacher.idToken);
    expect(Object.keys(res.json().data).sort()).toEqual(['budget', 'expenses', 'insurance', 'jobs', 'knowledge', 'payment', 'pupils', 'questions']);
    expect(res.body).not.toContain(SECRET_REASON);
    expect(res.body).not.toContain(SECRET_EMAIL);
    expect(res.body).not.toContain(DISPLAY_NAME);
    expect(res.body).not.toMatch(/@|Elev |"pupilId"|"pseudonym"|"displayName"|"perPupil"|"reason"|"choice"|"correct"/);
    for (const pupil of pupils) {
      expect(res.body).not.toContain(pupil.userId);
      expect(res.body).not.toContain(pupilPseudonym(classCode, pupil.userId));
    }
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses another teacher (403), a pupil (403), no token (401), and answers 404 for an unknown class', async () => {
    const forbidden = await getAs(app, url(classCode), other.idToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toMatch(/figures|answered|questions/);
    expect((await getAs(app, url(classCode), pupils[0]!.idToken)).statusCode).toBe(403);
    expect((await getAs(app, url(classCode), null)).statusCode).toBe(401);
    const unknown = await getAs(app, url('ZZZZZZ'), teacher.idToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ messageKey: 'txt_invalid_class_code', field: 'classCode' });
    expect((await getAs(app, url('x'), teacher.idToken)).json()).toMatchObject({ success: false, field: 'classCode' });
  });

  it('is in the route catalogue as a teacher’s route reaching the class in its path', () => {
    expect(app.routeCatalogue.find((route) => route.url === '/api/list/class/:classCode/results')).toMatchObject({
      method: 'GET',
      access: 'teacher',
      token: 'bearer',
      reach: [{ kind: 'teacherClass', in: 'path' }],
    });
  });
});
