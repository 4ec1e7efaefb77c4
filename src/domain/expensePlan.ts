import type { ExpenseInstalment, UnexpectedExpense } from '../contracts/budget';
import { type BudgetSummary, expenseMonthsToRecover } from './budget';
import { loanCost } from './credit';
import { type CoverChoice, coverChoices } from './coverChoice';

/**
 * The unexpected expense (O2C) in one model for O2D, O2E, the summary and the PDF, so the figures agree. `savings`:
 * the savings line refills the buffer; `cut`: saved over CUT_MONTHS out of other lines; `borrow`: a new line.
 */

export const CUT_MONTHS = 3;

/** In whole kroner. */
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
  monthly: number;
  /** null when it never ends (an empty savings line). */
  months: number | null;
  totalPaid: number;
  savingDuring: number;
  /** Kroner a month as a line of its own; 0 for savings, which only moves the savings line. */
  newLine: number;
  /** null without a budget total. */
  remainingDuring: number | null;
  /** The plan ends and nothing is short any month; null without a budget total. */
  balances: boolean | null;
  loan: ExpenseLoan | null;
}

export interface PlanBudget {
  sparing: number | null;
  remaining: number | null;
}

export const planBudgetOf = (summary: Pick<BudgetSummary, 'remaining' | 'lines'>): PlanBudget => ({
  sparing: summary.lines.find((l) => l.category === 'sparing')?.amount ?? null,
  remaining: summary.remaining,
});

/** null when `choice` is not a way to pay this expense. */
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
