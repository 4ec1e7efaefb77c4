import type { ExpenseInstalment, UnexpectedExpense } from '../contracts/budget';
import { type BudgetSummary, expenseMonthsToRecover } from './budget';
import { loanCost } from './credit';
import { type CoverChoice, coverChoices } from './coverChoice';

/**
 * The unexpected expense (O2C) in one model for O2D, O2E, the summary and the PDF, so the figures agree everywhere.
 * The bill is paid at once; what differs is how the budget pays it back:
 * - savings: the buffer pays, and for `months` months the savings line refills it instead of being saved;
 * - cut (wait and save): only for what can wait; the amount is saved over CUT_MONTHS months out of the other lines;
 * - borrow: a payment plan that costs, only where the content has one (`instalment`): a new line for its months.
 */

/** Cutting spends the expense over a few months, as most people would. */
export const CUT_MONTHS = 3;

/** What borrowing the whole expense on the shop's instalment plan costs, in whole kroner (rates as fractions). */
export function expenseLoan(amount: number, terms: ExpenseInstalment) {
  const { months } = terms;
  const cost = loanCost({ principal: amount, nominalRate: terms.nominalRate, months, establishmentFee: terms.establishmentFee, monthlyFee: terms.monthlyFee });
  // Rounded once here, so the monthly amount, the total and the extra cost a pupil sees add up everywhere.
  const monthly = Math.round(cost.monthlyTotal);
  const totalPaid = Math.round(cost.totalPaid);
  return { terms, months, monthly, totalPaid, extraCost: totalPaid - amount, effectiveRate: cost.effectiveRate };
}

type ExpenseLoan = ReturnType<typeof expenseLoan>;

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

/** How `choice` pays the expense with the budget the pupil lives by; null when it is not a way to pay this expense. */
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
