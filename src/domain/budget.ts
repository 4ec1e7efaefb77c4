import type { BudgetCategory, BudgetCategoryInfo } from '../contracts/budget';
import { BUDGET_CATEGORIES } from '../contracts/budgetCategories';
import type { BudgetResponse } from '../contracts/responses';
import { isCategory, isCompleteBudget, linesTotal } from './responseChecks';

/**
 * The monthly budget of session 2 (O2B, O2E): reading a stored budget, comparing each line with its
 * reference figure, and what is left of the income. Amounts are whole kroner a month.
 */

/** A budget with all eight lines empty: where O2B starts. */
export function emptyBudget(): BudgetResponse {
  return Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, null])) as BudgetResponse;
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * A stored value read as a budget. Stored answers come from the server and older versions of the app,
 * so this never throws: each line is a non-negative whole number or null, and anything else (a missing
 * line, text, a negative or fractional number, a value that is not an object at all) becomes null.
 */
export function budgetFrom(value: unknown): BudgetResponse {
  const budget = emptyBudget();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return budget;
  const record = value as Record<string, unknown>;
  for (const category of BUDGET_CATEGORIES) {
    const amount = Object.hasOwn(record, category) ? record[category] : null;
    budget[category] = isAmount(amount) ? amount : null;
  }
  return budget;
}

/**
 * How a line compares with its reference figure: 'empty' before the pupil types anything,
 * 'noReference' where no public figure exists (e.g. sparing), otherwise below, near or above it.
 */
export type LineStatus = 'empty' | 'noReference' | 'below' | 'near' | 'above';

export interface BudgetLine {
  category: BudgetCategory;
  amount: number | null;
  reference: number | null;
  status: LineStatus;
  /** amount − reference; null when either is missing. */
  difference: number | null;
}

export interface BudgetSummary {
  income: number;
  /** Sum of the filled lines. */
  spent: number;
  /** income − spent; negative when the budget does not balance. */
  remaining: number;
  /** remaining < 0. */
  inDeficit: boolean;
  /** How many lines have an amount. */
  filled: number;
  /** One line per category, in BUDGET_CATEGORIES order. */
  lines: BudgetLine[];
}

/**
 * Within ±15 % of the reference counts as 'near': reference budgets are averages, so a pupil a little
 * above or below is doing what most people do and should not be told they are over.
 */
export const NEAR_REFERENCE = 0.15;

function lineStatus(amount: number | null, reference: number | null): LineStatus {
  if (amount === null) return 'empty';
  if (reference === null) return 'noReference';
  // Boundaries (exactly ±15 %) count as near; with a reference of 0 only 0 itself is near.
  if (Math.abs(amount - reference) <= NEAR_REFERENCE * reference) return 'near';
  return amount < reference ? 'below' : 'above';
}

/**
 * The budget against the monthly income (net pay) and each category's reference figure. `income` is
 * used as given (it comes from netPay, never negative). Categories missing from `categories` get no
 * reference, so a half-loaded content file still gives a summary.
 */
export function summariseBudget(income: number, budget: BudgetResponse, categories: readonly BudgetCategoryInfo[]): BudgetSummary {
  const references = new Map(categories.map((info) => [info.id, info.reference?.monthly ?? null]));
  const lines = BUDGET_CATEGORIES.map((category): BudgetLine => {
    const amount = budget[category] ?? null;
    const reference = references.get(category) ?? null;
    return {
      category,
      amount,
      reference,
      status: lineStatus(amount, reference),
      difference: amount === null || reference === null ? null : amount - reference,
    };
  });
  const spent = lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  const remaining = income - spent;
  return {
    income,
    spent,
    remaining,
    inDeficit: remaining < 0,
    filled: lines.filter((line) => line.amount !== null).length,
    lines,
  };
}

/**
 * O2E: the modified budget starts from the original (a copy), and the unexpected expense must be
 * absorbed. Until the pupil changes something (or after a reset to null) it is the original; a copy,
 * so editing it never changes the stored O2B answer.
 */
export function budgetAfterExpense(original: BudgetResponse, modified: BudgetResponse | null): BudgetResponse {
  return modified ?? { ...original };
}

/**
 * Months of putting aside `monthlyRoom` kroner to pay an `expense` (rounded up: the last month may be
 * partial). null when there is no room (monthlyRoom <= 0): the expense can then never be saved for.
 * An expense of 0 or less needs 0 months.
 */
export function expenseMonthsToRecover(expense: number, monthlyRoom: number): number | null {
  if (!(monthlyRoom > 0)) return null;
  if (expense <= 0) return 0;
  return Math.ceil(expense / monthlyRoom);
}

/**
 * The budget the pupil lives by: the modified one (O2E) once it is complete, else the original (O2B).
 * null when neither has been started.
 */
export function budgetInUse(responses: Record<string, unknown>): { code: 'O2B' | 'O2E'; budget: BudgetResponse } | null {
  if (isCompleteBudget(responses.O2E)) return { code: 'O2E', budget: budgetFrom(responses.O2E) };
  if (typeof responses.O2B === 'object' && responses.O2B !== null) return { code: 'O2B', budget: budgetFrom(responses.O2B) };
  return null;
}

/**
 * One line of the budget økt 2 ends with (the one the pupil lives by, every line filled), or null before there is
 * one: what a later change (O3B's savings, O5B's premiums) is measured against. livedBudget.ts's baseBudget reads the
 * same budget; this stays here so that the activities' first load does not carry the rest of the lived budget.
 */
export function baseLine(responses: Record<string, unknown>, category: BudgetCategory): number | null {
  const inUse = budgetInUse(responses);
  if (!inUse || !Object.values(inUse.budget).every((amount) => amount !== null)) return null;
  return inUse.budget[category];
}

/** The stored line a later change (O3B, O3D, O5B) takes its money from, or null. */
export const fromLine = (value: unknown): BudgetCategory | null =>
  typeof value === 'object' && value !== null && isCategory((value as { from?: unknown }).from) ? (value as { from: BudgetCategory }).from : null;

/** The stored change of one later answer: its delta (0 without one) and its line (src/domain/livedBudget.ts). */
export function storedChange(value: unknown): { delta: number; from: BudgetCategory | null } {
  const delta = typeof value === 'object' && value !== null ? (value as { delta?: unknown }).delta : undefined;
  return { delta: typeof delta === 'number' && Number.isSafeInteger(delta) ? delta : 0, from: fromLine(value) };
}

/**
 * The budget after all of `rest` (what is not placed yet; negative when the lines spend more than the income) goes to
 * `line`. A line never goes below 0: a deficit larger than the line is only partly taken back.
 */
export function placeRest(budget: BudgetResponse, income: number, line: BudgetCategory): BudgetResponse {
  const rest = income - linesTotal(budget);
  return { ...budget, [line]: Math.max(0, (budget[line] ?? 0) + rest) };
}
