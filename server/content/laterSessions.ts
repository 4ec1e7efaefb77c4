import path from 'node:path';
import type { z } from 'zod';
import { type Session2Content, Session2ContentSchema } from '../../src/contracts/budget';
import { type Session3Content, Session3ContentSchema } from '../../src/contracts/credit';
import { type Session5Content, Session5ContentSchema } from '../../src/contracts/insurance';
import { LANGS, type Lang } from '../../src/contracts/lang';
import { BUDGET_CATEGORIES } from '../../src/contracts/budgetCategories';
import type { OktContent } from '../../src/contracts/okt';
import { type Quiz, QuizSchema } from '../../src/contracts/quiz';

export interface LaterSessions {
  okt2: Record<Lang, Session2Content>;
  okt3: Record<Lang, Session3Content>;
  okt4: Record<Lang, Quiz>;
  okt5: Record<Lang, Session5Content>;
}

type ReadJson = <S extends z.ZodType>(file: string, schema: S) => z.infer<S>;
type Fail = (file: string, field: string, problem: string) => never;

/** Fields a translator may change; everything else (ids, amounts, rates, sources, order) must match across languages. */
export const TEXT_FIELDS: ReadonlySet<string> = new Set(['title', 'description', 'advice', 'place', 'covers', 'text', 'explanation', 'intro', 'prompt', 'sectionTitle', 'education', 'salaryBasis']);

/** The first place where two documents differ in something other than text, as a field path; null when they agree. */
export function firstFigureDifference(a: unknown, b: unknown, at = '', textFields = TEXT_FIELDS): { field: string; expected: unknown } | null {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return { field: at || '(rot)', expected: Array.isArray(b) ? `${b.length} elementer` : b };
    for (let i = 0; i < a.length; i++) {
      const found = firstFigureDifference(a[i], b[i], at ? `${at}.${i}` : String(i), textFields);
      if (found) return found;
    }
    return null;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      if (textFields.has(key)) continue;
      const found = firstFigureDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], at ? `${at}.${key}` : key, textFields);
      if (found) return found;
    }
    return null;
  }
  return Object.is(a, b) ? null : { field: at || '(rot)', expected: b };
}

/** Exactly one right answer, or the feedback would tell a pupil a right answer is wrong. */
function checkOneCorrect(fail: Fail, file: string, at: string, options: readonly { correct: boolean }[]) {
  const right = options.filter((o) => o.correct).length;
  if (right !== 1) fail(file, `${at}.options`, `må ha nøyaktig ett riktig svar, har ${right}`);
}

/**
 * Bills that can neither wait nor be split: paid from the buffer (the savings choice), which O2D always offers.
 * Each needs a reason a teacher can check; everything else must have `canWait` or a payment plan (`instalment`).
 */
export const NO_PLAN_TO_BE_HAD: Readonly<Record<string, string>> = {
  // Kolumbus «praktiserer ikke betalingsutsettelse», FRAM sends an unpaid fee to inkasso; Ruter publishes no plan.
  'uten-billett': 'kollektivselskapene gir ikke betalingsutsettelse eller avdrag på gebyret',
  // No instalment terms for fines under Skatteetaten could be verified, so none are shown to pupils.
  fartsbot: 'ingen avdragsordning for bøter er bekreftet for 2026 (innkrevingen flyttet til Skatteetaten 1. januar 2026)',
};

/** A message when `amount` is outside the terms' minAmount–maxAmount, else null. */
export function outsideTerms(amount: number, terms: { minAmount?: number | undefined; maxAmount?: number | undefined }): string | null {
  const { minAmount = 0, maxAmount = Number.POSITIVE_INFINITY } = terms;
  if (minAmount > maxAmount) return `minAmount (${minAmount}) er større enn maxAmount (${maxAmount})`;
  if (amount >= minAmount && amount <= maxAmount) return null;
  const range = Number.isFinite(maxAmount) ? `kr ${minAmount}–${maxAmount}` : `kr ${minAmount} og mer`;
  return `vilkårene gjelder ${range}, ikke kr ${amount}`;
}

/** Session 2: every expense can wait, has a payment plan whose terms cover its amount, or is a bill with no plan to be had. */
function checkExpensePayment(fail: Fail, file: string, expenses: Session2Content['unexpectedExpenses']) {
  expenses.forEach((expense, i) => {
    if (expense.instalment) {
      const outside = outsideTerms(expense.amount, expense.instalment);
      if (outside) fail(file, `unexpectedExpenses.${i}.instalment`, outside);
    }
    const planned = expense.canWait || expense.instalment !== undefined;
    const exempt = Object.hasOwn(NO_PLAN_TO_BE_HAD, expense.id);
    if (!planned && !exempt) fail(file, `unexpectedExpenses.${i}`, 'må kunne vente (canWait) eller ha en betalingsplan (instalment) med kilde; ellers kan eleven bare betale med bufferen');
    if (planned && exempt) fail(file, `unexpectedExpenses.${i}`, `«${expense.id}» står i NO_PLAN_TO_BE_HAD, men har canWait eller instalment: ta den ut av lista`);
  });
}

/** Session 3: every offer is shown for every item, so an offer's terms must cover every price. */
function checkOfferRanges(fail: Fail, file: string, okt3: Session3Content) {
  okt3.offers.forEach((offer, j) => {
    for (const item of okt3.items) {
      const outside = outsideTerms(item.price, offer);
      if (outside) fail(file, `offers.${j}`, `${outside} («${item.id}»); alle tilbud vises for alle ting`);
    }
  });
}

function checkUniqueIds(fail: Fail, file: string, at: string, items: readonly { id: string }[]) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) fail(file, `${at}.${i}.id`, `«${item.id}» er brukt før`);
    seen.add(item.id);
  });
}

/** Sessions 2–5, checked for what the schemas cannot say, and for the same figures in Bokmål and Nynorsk. */
export function loadLaterSessions(contentDir: string, okter: Record<Lang, OktContent[]>, readJson: ReadJson, fail: Fail): LaterSessions {
  const file = (lang: Lang, n: number) => path.join(contentDir, lang, `okt${n}.json`);
  const result = { okt2: {}, okt3: {}, okt4: {}, okt5: {} } as LaterSessions;
  for (const lang of LANGS) {
    const okt2 = readJson(file(lang, 2), Session2ContentSchema);
    okt2.categories.forEach((category, i) => {
      if (category.id !== BUDGET_CATEGORIES[i]) fail(file(lang, 2), `categories.${i}.id`, `må være «${BUDGET_CATEGORIES[i]}»: postene står i fast rekkefølge`);
    });
    checkUniqueIds(fail, file(lang, 2), 'rent', okt2.rent);
    checkUniqueIds(fail, file(lang, 2), 'unexpectedExpenses', okt2.unexpectedExpenses);
    checkExpensePayment(fail, file(lang, 2), okt2.unexpectedExpenses);

    const okt3 = readJson(file(lang, 3), Session3ContentSchema);
    checkUniqueIds(fail, file(lang, 3), 'items', okt3.items);
    checkUniqueIds(fail, file(lang, 3), 'offers', okt3.offers);
    checkUniqueIds(fail, file(lang, 3), 'pocketExpenses', okt3.pocketExpenses);
    checkOfferRanges(fail, file(lang, 3), okt3);
    for (const kind of ['instalment', 'credit-card'] as const) {
      if (!okt3.offers.some((o) => o.kind === kind)) fail(file(lang, 3), 'offers', `må ha minst ett tilbud av typen «${kind}»`);
    }

    const okt4 = readJson(file(lang, 4), QuizSchema);
    checkUniqueIds(fail, file(lang, 4), 'questions', okt4.questions);
    okt4.questions.forEach((q, i) => {
      checkUniqueIds(fail, file(lang, 4), `questions.${i}.options`, q.options);
      checkOneCorrect(fail, file(lang, 4), `questions.${i}`, q.options);
    });

    const okt5 = readJson(file(lang, 5), Session5ContentSchema);
    checkUniqueIds(fail, file(lang, 5), 'products', okt5.products);
    checkUniqueIds(fail, file(lang, 5), 'scenarios', okt5.scenarios);
    const productIds = new Set(okt5.products.map((p) => p.id));
    okt5.scenarios.forEach((s, i) => {
      if (!productIds.has(s.coveredBy)) fail(file(lang, 5), `scenarios.${i}.coveredBy`, `«${s.coveredBy}» er ingen forsikring i filen`);
    });

    const oktFile = path.join(contentDir, lang, 'okter.json');
    okter[lang].forEach((okt, i) =>
      okt.activities.forEach((activity, j) => {
        if (activity.question) checkOneCorrect(fail, oktFile, `okter.${i}.activities.${j}.question`, activity.question.options);
      }),
    );

    result.okt2[lang] = okt2;
    result.okt3[lang] = okt3;
    result.okt4[lang] = okt4;
    result.okt5[lang] = okt5;
  }

  // A stored answer holds ids and a pupil may switch language: only texts may differ.
  const [first, second] = LANGS;
  const oktDifference = firstFigureDifference(okter[second], okter[first], 'okter');
  if (oktDifference) fail(path.join(contentDir, second, 'okter.json'), oktDifference.field, `må være lik ${first} (${JSON.stringify(oktDifference.expected)}); bare tekstene kan oversettes`);
  for (const n of [2, 3, 4, 5] as const) {
    const key = `okt${n}` as const;
    const difference = firstFigureDifference(result[key][second], result[key][first]);
    if (difference) fail(file(second, n), difference.field, `må være lik ${first} (${JSON.stringify(difference.expected)}); bare tekstene kan oversettes`);
  }
  return result;
}
