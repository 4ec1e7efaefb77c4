import type { ExpenseInstalment, UnexpectedExpense } from '../contracts/budget';
import { type BudgetSummary, expenseMonthsToRecover } from './budget';
import { loanCost } from './credit';

/**
 * The unexpected expense (O2C) in one model, used by O2D (how to pay), O2E (the modified budget), the
 * summary (O5D) and the PDF, so that the months, the monthly amount and the verdict are the same
 * everywhere. The bill is paid at once; what differs is how the budget pays it back:
 * - savings: the buffer pays the bill, and the savings line refills it, so for `months` months the
 *   savings line goes to the expense instead of being saved (nothing else changes);
 * - cut (wait and save): only for what can wait; the pupil saves the amount over CUT_MONTHS months out of the other
 *   lines and pays when the money is there, doing without it until then;
 * - borrow: a payment plan that costs (a shop's delbetaling, a betalingsavtale with interest), only where the content
 *   has one (the expense's `instalment`); its payment is a new line for the plan's months, and costs extra.
 */

export { type CoverChoice, coverChoiceOf, coverChoices } from './coverChoice';
import { type CoverChoice, coverChoices } from './coverChoice';

/** Cutting spends the expense over a few months, as most people would. */
export const CUT_MONTHS = 3;

export interface ExpenseLoan {
  /** The shop's plan: its title, rates, fees, months and source. */
  terms: ExpenseInstalment;
  months: number;
  /** Whole kroner a month, fee included. */
  monthly: number;
  /** Whole kroner paid in all (establishment fee included). */
  totalPaid: number;
  /** totalPaid − the expense. */
  extraCost: number;
  /** Effective yearly rate as a fraction. */
  effectiveRate: number;
}

/** What borrowing the whole expense on the shop's instalment plan costs. */
export function expenseLoan(amount: number, terms: ExpenseInstalment): ExpenseLoan {
  const { months } = terms;
  const cost = loanCost({ principal: amount, nominalRate: terms.nominalRate, months, establishmentFee: terms.establishmentFee, monthlyFee: terms.monthlyFee });
  // Rounded once here, so the monthly amount, the total and the extra cost a pupil sees add up everywhere.
  const monthly = Math.round(cost.monthlyTotal);
  const totalPaid = Math.round(cost.totalPaid);
  return { terms, months, monthly, totalPaid, extraCost: totalPaid - amount, effectiveRate: cost.effectiveRate };
}

export interface ExpensePlan {
  choice: CoverChoice;
  amount: number;
  /** Kroner a month that go to the expense while it is paid back. */
  monthly: number;
  /** How many months that lasts; null when it never ends (savings with an empty savings line). */
  months: number | null;
  /** What the expense costs in all: the amount, or what the loan costs in all. */
  totalPaid: number;
  /** The savings line while the expense is paid back (0 when the savings pay it back). */
  savingDuring: number;
  /** Kroner a month added to the spending as a line of its own (0 for savings, which only moves the savings line). */
  newLine: number;
  /** What is left each month while the expense is paid back (the budget's remaining − newLine); null without a budget total. */
  remainingDuring: number | null;
  /** The budget holds while the expense is paid back: it ends, and nothing is short any month; null without a budget total. */
  balances: boolean | null;
  loan: ExpenseLoan | null;
}

/** What the plan needs of a budget: its savings line and, where the income is known, what is left over. */
export interface PlanBudget {
  sparing: number | null;
  remaining: number | null;
}

/** The plan's view of a summarised budget. */
export const planBudgetOf = (summary: Pick<BudgetSummary, 'remaining' | 'lines'>): PlanBudget => ({
  sparing: summary.lines.find((l) => l.category === 'sparing')?.amount ?? null,
  remaining: summary.remaining,
});

/**
 * How `choice` pays the expense with this budget: the one the pupil lives by (budgetInUse: the modified
 * one once complete, else the original; on O2E the one being edited). null when the choice is not a way
 * to pay this expense (a shop's instalment plan for tax).
 */
export function expensePlan(
  expense: Pick<UnexpectedExpense, 'amount' | 'instalment' | 'canWait'>,
  budget: PlanBudget,
  choice: CoverChoice,
): ExpensePlan | null {
  if (!coverChoices(expense).includes(choice)) return null;
  const amount = expense.amount;
  const saving = budget.sparing ?? 0;
  const during = (newLine: number) => {
    const remainingDuring = budget.remaining === null ? null : budget.remaining - newLine;
    return { remainingDuring, balances: remainingDuring === null ? null : remainingDuring >= 0 };
  };
  if (choice === 'savings') {
    const months = expenseMonthsToRecover(amount, saving);
    const { remainingDuring, balances } = during(0);
    return {
      choice,
      amount,
      monthly: saving,
      months,
      totalPaid: amount,
      savingDuring: 0,
      newLine: 0,
      remainingDuring,
      balances: balances === null ? null : balances && months !== null,
      loan: null,
    };
  }
  if (choice === 'cut') {
    const monthly = Math.ceil(amount / CUT_MONTHS);
    return { choice, amount, monthly, months: CUT_MONTHS, totalPaid: amount, savingDuring: saving, newLine: monthly, ...during(monthly), loan: null };
  }
  if (!expense.instalment) return null;
  const loan = expenseLoan(amount, expense.instalment);
  return {
    choice,
    amount,
    monthly: loan.monthly,
    months: loan.months,
    totalPaid: loan.totalPaid,
    savingDuring: saving,
    newLine: loan.monthly,
    ...during(loan.monthly),
    loan,
  };
}
