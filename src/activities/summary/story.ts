import type { SummaryContent } from '../../../machines/contentPageMachine';
import type { CoverResponse, PaymentResponse } from '../../contracts/responses';
import type { InsuranceProduct, InsuranceScenario } from '../../contracts/insurance';
import type { PocketExpense } from '../../contracts/credit';
import { type BudgetSummary, budgetFrom, summariseBudget } from '../../domain/budget';
import { insuranceMonthlyTotal } from '../../domain/insurance';
import { type PocketCost, pocketCost } from '../../domain/pocket';
import { isCompleteBudget } from '../../domain/responseChecks';
import { comparePayment, type PaymentComparison } from '../../domain/saving';
import { netPay } from '../../domain/tax';
import { storedScenario } from '../insuranceScenario/drawScenario';
import { chosenIds, insurancesAnswer } from '../insurances/chosenInsurances';
import { quizScore, type QuizScore } from '../quiz/quizScore';
import type { StoryObjects } from '../types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** Each part of the pupil's story, or null where the activity behind it is not done yet. */
export interface Story {
  job: { title: string; grossYearly: number; netMonthly: number } | null;
  /** The budget lived by: the modified one once complete, else the original (complete ones only). */
  budget: { code: 'O2B' | 'O2E'; summary: BudgetSummary; forsikring: number } | null;
  unexpected: { title: string; amount: number } | null;
  cover: CoverResponse['choice'] | null;
  purchase: { title: string; price: number } | null;
  comparison: PaymentComparison | null;
  /** O3B has a monthly amount: a missing comparison then waits for O3C. */
  savingDone: boolean;
  payment: PaymentResponse | null;
  pocket: { expense: PocketExpense; timesPerWeek: number; cost: PocketCost } | null;
  /** null until the first question is answered. */
  quiz: QuizScore | null;
  insurances: { products: InsuranceProduct[]; chosen: string[]; monthly: number } | null;
  scenario: InsuranceScenario | null;
}

const COVER_CHOICES = ['savings', 'cut', 'borrow'] as const;
const PAYMENT_CHOICES = ['save', 'credit'] as const;

/** The pupil's whole story, read from the answers, the stored objects and the content, never throwing on odd stored values. */
export function readStory(responses: Record<string, unknown>, objects: StoryObjects, content: SummaryContent): Story {
  const { job, unexpectedExpense, creditPurchase } = objects;
  const pay = job ? netPay(job.grossYearlySalary, content.tax) : null;

  const budgetCode = isCompleteBudget(responses.O2E) ? 'O2E' : isCompleteBudget(responses.O2B) ? 'O2B' : null;
  const budget = budgetCode && pay ? budgetFrom(responses[budgetCode]) : null;

  const saving = isObject(responses.O3B) ? responses.O3B.monthly : null;
  const credit = isObject(responses.O3C) ? responses.O3C : null;
  const offer = content.terms.offers.find((o) => o.id === credit?.offerId);
  const months = credit?.months;
  const comparison =
    creditPurchase && positive(saving) && offer && typeof months === 'number' && Number.isInteger(months) && months >= 1
      ? comparePayment(creditPurchase.price, saving, content.terms.savings.rate, {
          principal: creditPurchase.price,
          nominalRate: offer.nominalRate,
          months,
          establishmentFee: offer.establishmentFee,
          monthlyFee: offer.monthlyFee,
        })
      : null;

  const cover = isObject(responses.O2D) ? COVER_CHOICES.find((c) => c === (responses.O2D as Record<string, unknown>).choice) ?? null : null;
  const paymentChoice = isObject(responses.O3D) ? PAYMENT_CHOICES.find((c) => c === (responses.O3D as Record<string, unknown>).choice) : undefined;
  const reason = isObject(responses.O3D) && typeof responses.O3D.reason === 'string' ? responses.O3D.reason : '';

  const pocketAnswer = isObject(responses.O3E) ? responses.O3E : null;
  const expense = content.pocketExpenses.find((e) => e.id === pocketAnswer?.expenseId);
  const times = pocketAnswer?.timesPerWeek;

  const { products, scenarios } = content.insurance;
  const insurancesChosen = insurancesAnswer(responses.O5B) ? chosenIds(products, responses.O5B) : null;

  return {
    job: job && pay ? { title: job.title, grossYearly: pay.gross, netMonthly: pay.netMonthly } : null,
    budget:
      budgetCode && budget && pay
        ? { code: budgetCode, summary: summariseBudget(pay.netMonthly, budget, content.reference.categories), forsikring: budget.forsikring ?? 0 }
        : null,
    unexpected: unexpectedExpense ? { title: unexpectedExpense.title, amount: unexpectedExpense.amount } : null,
    cover,
    purchase: creditPurchase ? { title: creditPurchase.title, price: creditPurchase.price } : null,
    comparison,
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
    scenario: storedScenario(scenarios, responses.O5C),
  };
}
