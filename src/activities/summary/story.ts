import type { SummaryContent } from '../../../machines/contentPageMachine';
import type { PaymentResponse } from '../../contracts/responses';
import type { InsuranceProduct, InsuranceScenario } from '../../contracts/insurance';
import type { PocketExpense } from '../../contracts/credit';
import { type BudgetSummary, budgetFrom, summariseBudget } from '../../domain/budget';
import { type LoanCost, loanCost } from '../../domain/credit';
import { type CoverChoice, coverChoiceOf, expensePlan, type ExpensePlan, planBudgetOf } from '../../domain/expensePlan';
import { insuranceMonthlyTotal, scenarioOutcome, type ScenarioOutcome } from '../../domain/insurance';
import { fitsOwner, ownedInSession5 } from '../../domain/fits';
import { type PocketCost, pocketCost } from '../../domain/pocket';
import { isCompleteBudget } from '../../domain/responseChecks';
import { comparePayment, type PaymentComparison } from '../../domain/saving';
import { type NetPay, netPay } from '../../domain/tax';
import { loanTermsOf } from '../creditMonthly/credit';
import { storedScenario } from '../insuranceScenario/drawScenario';
import { chosenIds, insurancesAnswer } from '../insurances/chosenInsurances';
import { chosenInterests } from '../interests/interests';
import { quizScore, type QuizScore } from '../quiz/quizScore';
import type { StoryObjects } from '../../domain/story';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * Each part of the pupil's story, or null where the activity behind it is not done yet. This is the one
 * place the summary's figures are computed: the O5D screen and the PDF (src/pdf/pdfData.ts) both print
 * what it holds, so the two never disagree.
 */
export interface Story {
  /** O1A: the known interest ids the pupil ticked, in the order of the options (the texts live in the catalogue). */
  interests: string[];
  /** O1C: the title of the chosen industry; null until chosen or when the id is not in the content. */
  industry: string | null;
  job: { title: string; grossYearly: number; netMonthly: number; pay: NetPay } | null;
  /** The budget lived by: the modified one once complete, else the original (complete ones only). */
  budget: { code: 'O2B' | 'O2E'; summary: BudgetSummary; forsikring: number; original: BudgetSummary; modified: BudgetSummary | null } | null;
  /**
   * What the budget at the end is rebuilt from (livedBudget.ts storyBudget: økt 2's budget with the savings line of
   * O3B, the credit's payments and the insurance premiums in it): the net pay now and the months of its temporary lines.
   */
  lived: { income: number; months: { expense: number | null; credit: number | null } } | null;
  /** The expense, and how it is paid back with the budget lived by (null until O2D is answered, or without a budget). */
  unexpected: { title: string; amount: number; plan: ExpensePlan | null } | null;
  cover: CoverChoice | null;
  purchase: { title: string; price: number } | null;
  comparison: PaymentComparison | null;
  /** Both sides of saving versus credit a month: what the pupil saves (O3B) and the loan (O3C), once both are done. */
  credit: { monthlySaving: number; loan: LoanCost; offerTitle: string } | null;
  /** O3B has a monthly amount: a missing comparison then waits for O3C. */
  savingDone: boolean;
  payment: PaymentResponse | null;
  pocket: { expense: PocketExpense; timesPerWeek: number; cost: PocketCost } | null;
  /** null until the first question is answered. */
  quiz: QuizScore | null;
  insurances: { products: InsuranceProduct[]; chosen: string[]; monthly: number } | null;
  scenario: InsuranceScenario | null;
  /** What the scenario costs with the chosen insurances; null without both. */
  outcome: ScenarioOutcome | null;
  /** O5D: what the pupil takes with them, in their own words; null while empty. */
  reflection: string | null;
}

const PAYMENT_CHOICES = ['save', 'credit'] as const;

/** The pupil's whole story, read from the answers, the stored objects and the content, never throwing on odd stored values. */
export function readStory(responses: Record<string, unknown>, objects: StoryObjects, content: SummaryContent): Story {
  const { job, unexpectedExpense, creditPurchase } = objects;
  const pay = job ? netPay(job.grossYearlySalary, content.tax) : null;

  const summaryOf = (value: unknown) => (pay && isCompleteBudget(value) ? summariseBudget(pay.netMonthly, budgetFrom(value), content.reference.categories) : null);
  const original = summaryOf(responses.O2B);
  const modified = summaryOf(responses.O2E);
  const inUse = modified ?? original;

  const saving = isObject(responses.O3B) ? responses.O3B.monthly : null;
  const credit = isObject(responses.O3C) ? responses.O3C : null;
  const offer = content.terms.offers.find((o) => o.id === credit?.offerId);
  const months = credit?.months;
  const terms =
    creditPurchase && offer && typeof months === 'number' && Number.isInteger(months) && months >= 1 ? loanTermsOf(offer, creditPurchase.price, months) : null;
  const comparison = creditPurchase && positive(saving) && terms ? comparePayment(creditPurchase.price, saving, content.terms.savings.rate, terms) : null;

  const cover = unexpectedExpense ? coverChoiceOf(responses.O2D, unexpectedExpense) : null;
  const plan = unexpectedExpense && cover && inUse ? expensePlan(unexpectedExpense, planBudgetOf(inUse), cover) : null;

  const paymentChoice = isObject(responses.O3D) ? PAYMENT_CHOICES.find((c) => c === (responses.O3D as Record<string, unknown>).choice) : undefined;
  const reason = isObject(responses.O3D) && typeof responses.O3D.reason === 'string' ? responses.O3D.reason : '';

  const pocketAnswer = isObject(responses.O3E) ? responses.O3E : null;
  const expense = content.pocketExpenses.find((e) => e.id === pocketAnswer?.expenseId);
  const times = pocketAnswer?.timesPerWeek;

  const { products, scenarios } = content.insurance;
  const insurancesChosen = insurancesAnswer(responses.O5B) ? chosenIds(products, responses.O5B) : null;
  // As O5C: once drawn, the accident stands.
  const scenario = storedScenario(scenarios, responses.O5C);
  const reflection = typeof responses.O5D === 'string' && responses.O5D.trim() !== '' ? responses.O5D.trim() : null;

  const paysByCredit = paymentChoice === 'credit' && typeof months === 'number' ? months : null;
  const lived = pay ? { income: pay.netMonthly, months: { expense: plan?.months ?? null, credit: paysByCredit } } : null;

  return {
    lived,
    interests: chosenInterests(responses.O1A),
    industry: (typeof responses.O1C === 'string' && content.industries.find((i) => i.id === responses.O1C)?.title) || null,
    job: job && pay ? { title: job.title, grossYearly: pay.gross, netMonthly: pay.netMonthly, pay } : null,
    budget:
      inUse && original
        ? { code: modified ? 'O2E' : 'O2B', summary: inUse, forsikring: inUse.lines.find((l) => l.category === 'forsikring')?.amount ?? 0, original, modified }
        : null,
    unexpected: unexpectedExpense ? { title: unexpectedExpense.title, amount: unexpectedExpense.amount, plan } : null,
    cover,
    purchase: creditPurchase ? { title: creditPurchase.title, price: creditPurchase.price } : null,
    comparison,
    credit: comparison && terms && offer && positive(saving) ? { monthlySaving: saving, loan: loanCost(terms), offerTitle: offer.title } : null,
    savingDone: positive(saving),
    payment: paymentChoice ? { choice: paymentChoice, reason } : null,
    pocket: expense && positive(times) ? { expense, timesPerWeek: times, cost: pocketCost(expense.unitPrice, times) } : null,
    quiz: isObject(responses.O4A) && quizScore(content.quiz, responses.O4A).answered > 0 ? quizScore(content.quiz, responses.O4A) : null,
    insurances: insurancesChosen
      ? {
          products: products.filter((p) => insurancesChosen.includes(p.id)),
          chosen: insurancesChosen,
          monthly: typeof objects.insuranceTotal === 'number' ? objects.insuranceTotal : insuranceMonthlyTotal(products, insurancesChosen),
        }
      : null,
    scenario,
    outcome: scenario && insurancesChosen ? scenarioOutcome(scenario, products, insurancesChosen) : null,
    reflection,
  };
}
