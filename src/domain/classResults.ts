import type { BudgetCategoryInfo, UnexpectedExpense } from '../contracts/budget';
import { BUDGET_CATEGORIES } from '../contracts/budgetCategories';
import type { ClassResults, Count, Part } from '../contracts/classResults';
import type { CreditItem, CreditOffer } from '../contracts/credit';
import type { Job, TaxRules } from '../contracts/curriculum';
import type { InsuranceProduct, InsuranceScenario } from '../contracts/insurance';
import { budgetFrom } from './budget';
import { coverChoiceOf } from './coverChoice';
import { creditFrom, loanCost, loanTermsOf } from './credit';
import { chosenIds, coveringProduct, storedScenario } from './insurance';
import type { Responses } from './okt';
import { isFilledBudget } from './responseChecks';
import { answerId } from './story';
import { paymentFrom } from './saving';
import { netPay } from './tax';

/** A part answered by fewer pupils gives no figures, so nobody in a small group can be told apart. */
export const MIN_GROUP = 3;

/** The server's content, so a stored answer is judged by what it names. */
export interface ClassResultsContent {
  jobs: readonly Job[];
  taxRules: TaxRules;
  categories: readonly BudgetCategoryInfo[];
  unexpectedExpenses: readonly UnexpectedExpense[];
  creditItems: readonly CreditItem[];
  creditOffers: readonly CreditOffer[];
  insuranceProducts: readonly InsuranceProduct[];
  scenarios: readonly InsuranceScenario[];
}

const part = <T>(answered: number, figures: () => T): Part<T> => ({ answered, figures: answered >= MIN_GROUP ? figures() : null });

/** Rounded to whole kroner. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** Most often first; the first seen breaks a tie. */
function counts(ids: readonly string[]): Count[] {
  const tally = new Map<string, number>();
  for (const id of ids) tally.set(id, (tally.get(id) ?? 0) + 1);
  return [...tally].map(([id, count]) => ({ id, count })).sort((a, b) => b.count - a.count);
}

const byId = <T extends { id: string }>(list: readonly T[], id: string | null) => (id === null ? undefined : list.find((item) => item.id === id));

/** The cost of the credit chosen (O3C) for the purchase (O3A). */
function creditCost(responses: Responses, content: ClassResultsContent): number | null {
  const item = byId(content.creditItems, answerId(responses.O3A));
  const chosen = creditFrom(responses.O3C);
  const offer = byId(content.creditOffers, chosen?.offerId ?? null);
  if (!item || !offer || !chosen || !offer.termsMonths.includes(chosen.months)) return null;
  return loanCost(loanTermsOf(offer, item.price, chosen.months)).totalCost;
}

export function classResults(records: readonly Responses[], content: ClassResultsContent): ClassResults {
  const jobs = records.flatMap((r) => byId(content.jobs, answerId(r.O1D)) ?? []);
  const budgets = records.filter((r) => isFilledBudget(r.O2B)).map((r) => budgetFrom(r.O2B));
  const drawn = records.flatMap((r) => byId(content.unexpectedExpenses, answerId(r.O2C)) ?? []);
  const paidBy = records.flatMap((r) => {
    const expense = byId(content.unexpectedExpenses, answerId(r.O2C));
    return (expense && coverChoiceOf(r.O2D, expense)) ?? [];
  });
  const payments = records.flatMap((r) => {
    const { choice } = paymentFrom(r.O3D);
    return choice ? [{ choice, cost: choice === 'credit' ? creditCost(r, content) : null }] : [];
  });
  const insured = records.filter((r) => typeof r.O5B === 'object' && r.O5B !== null);
  const accidents = records.flatMap((r) => {
    const scenario = storedScenario(content.scenarios, r.O5C);
    if (!scenario) return [];
    const cover = coveringProduct(scenario, content.insuranceProducts);
    return [{ id: scenario.id, covered: cover !== undefined && chosenIds(content.insuranceProducts, r.O5B).includes(cover.id) }];
  });

  return {
    pupils: records.length,
    jobs: part(jobs.length, () => {
      const net = jobs.map((job) => netPay(job.grossYearlySalary, content.taxRules).netMonthly);
      return { chosen: counts(jobs.map((job) => job.id)), netMonthly: { min: Math.min(...net), median: median(net), max: Math.max(...net) } };
    }),
    budget: part(budgets.length, () => ({
      lines: BUDGET_CATEGORIES.map((id) => ({
        id,
        median: median(budgets.map((b) => b[id] ?? 0)),
        reference: content.categories.find((c) => c.id === id)?.reference?.monthly ?? null,
      })),
    })),
    expenses: part(drawn.length, () => ({ drawn: counts(drawn.map((e) => e.id)), paidBy: counts(paidBy) })),
    payment: part(payments.length, () => ({
      save: payments.filter((p) => p.choice === 'save').length,
      credit: payments.filter((p) => p.choice === 'credit').length,
      creditExtraCost: Math.round(payments.reduce((sum, p) => sum + (p.cost ?? 0), 0)),
    })),
    insurance: part(Math.max(insured.length, accidents.length), () => ({
      chosen: counts(insured.flatMap((r) => chosenIds(content.insuranceProducts, r.O5B))),
      drawn: counts(accidents.map((a) => a.id)),
      covered: accidents.filter((a) => a.covered).length,
      notCovered: accidents.filter((a) => !a.covered).length,
    })),
  };
}
