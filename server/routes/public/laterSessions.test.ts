import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BudgetReferenceSchema, UnexpectedExpenseSchema } from '../../../src/contracts/budget';
import { CreditItemSchema, CreditTermsSchema, PocketExpenseSchema } from '../../../src/contracts/credit';
import { Session5ContentSchema } from '../../../src/contracts/insurance';
import { BUDGET_CATEGORIES } from '../../../src/contracts/budgetCategories';
import { QuizSchema } from '../../../src/contracts/quiz';
import { buildTestApp } from '../../test/testApp';

type App = Awaited<ReturnType<typeof buildTestApp>>;
const NOT_FOUND = { success: false, error: 'NotFound', messageKey: 'txt_error_not_found' };
const LANGS = ['no', 'nn'] as const;

describe('sessions 2–5 content over the public API', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  const get = async (url: string) => {
    const res = await app.inject(url);
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };

  it.each(LANGS)('serves the budget lines in order with the rent figures in %s', async (lang) => {
    const { status, body } = await get(`/api/public/${lang}/get/budsjett/alle`);
    expect(status).toBe(200);
    const reference = BudgetReferenceSchema.parse(body.data);
    expect(reference.categories.map((c) => c.id)).toEqual([...BUDGET_CATEGORIES]);
    expect(reference).toEqual({ categories: app.content.okt2[lang].categories, rent: app.content.okt2[lang].rent });
  });

  it.each(LANGS)('lists every unexpected expense at get/unexpected-expense in %s', async (lang) => {
    const { status, body, headers } = await get(`/api/public/${lang}/get/unexpected-expense`);
    expect(status).toBe(200);
    expect(body.posts.length).toBeGreaterThanOrEqual(8);
    expect(body.posts.map((p: unknown) => UnexpectedExpenseSchema.parse(p))).toEqual(app.content.okt2[lang].unexpectedExpenses);
    expect(headers.etag).toBeTruthy();
  });

  it('serves one unexpected expense by id, and 404 for one that does not exist', async () => {
    const first = app.content.okt2.nn.unexpectedExpenses[0]!;
    expect((await get(`/api/public/nn/get/utgift/${first.id}`)).body).toEqual({ success: true, data: first });
    expect(await get('/api/public/nn/get/utgift/finnes-ikke')).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it.each(LANGS)('lists the things to buy and the pocket expenses as multiselect posts in %s', async (lang) => {
    const items = await get(`/api/public/${lang}/get/multiselect/kjop/alle`);
    expect(items.status).toBe(200);
    expect(items.body.posts.map((p: unknown) => CreditItemSchema.parse(p)).length).toBeGreaterThanOrEqual(6);
    const pocket = await get(`/api/public/${lang}/get/multiselect/lommeutgift/alle`);
    expect(pocket.body.posts.map((p: unknown) => PocketExpenseSchema.parse(p)).length).toBeGreaterThanOrEqual(3);
    expect((await get(`/api/public/${lang}/get/multiselect/kjop/noe-annet`)).status).toBe(404);
  });

  it('serves the credit offers (an instalment and a credit card) with the savings rate', async () => {
    const { body } = await get('/api/public/no/get/kreditt/alle');
    const terms = CreditTermsSchema.parse(body.data);
    expect(terms.offers.map((o) => o.kind)).toEqual(expect.arrayContaining(['instalment', 'credit-card']));
    expect(terms.savings.source.url).toMatch(/^https:\/\//);
  });

  it.each(LANGS)('serves the quiz with at least ten questions and one right answer each in %s', async (lang) => {
    const quiz = QuizSchema.parse((await get(`/api/public/${lang}/get/quiz/okt4`)).body.data);
    expect(quiz.questions.length).toBeGreaterThanOrEqual(10);
    for (const q of quiz.questions) expect(q.options.filter((o) => o.correct)).toHaveLength(1);
    expect((await get(`/api/public/${lang}/get/quiz/okt9`)).status).toBe(404);
  });

  it('serves the insurances and scenarios, each scenario paid by a product that exists', async () => {
    const insurance = Session5ContentSchema.parse((await get('/api/public/nn/get/forsikring/alle')).body.data);
    const ids = new Set(insurance.products.map((p) => p.id));
    expect(insurance.products.length).toBeGreaterThanOrEqual(5);
    expect(insurance.scenarios.length).toBeGreaterThanOrEqual(3);
    for (const s of insurance.scenarios) expect(ids.has(s.coveredBy)).toBe(true);
  });

  it('gives No ID provided. for a custom post of a new type asked for without an id', async () => {
    expect(await get('/api/public/no/get/kjop')).toMatchObject({ status: 400, body: { error: 'No ID provided.' } });
  });

  it('refuses a type or id that is not an id, with the field named', async () => {
    const { status, body } = await get('/api/public/no/get/kreditt/ALLE!');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, field: 'id' });
  });
});
