import type { BudgetCategory } from '../contracts/budget';
import { BUDGET_CATEGORIES } from '../contracts/budgetCategories';
import type { BudgetResponse } from '../contracts/responses';

/**
 * The budget the pupil lives by, kept zero-based from økt 2 to økt 5: every krone of the net pay has a line.
 * When a later choice costs money (a bigger savings line in O3B, a credit payment in O3D, the insurance premiums in
 * O5B), the pupil names the line the money comes from (or goes to), so the budget still adds up and every screen,
 * the summary and the PDF tell the same story.
 */

export type Lines = Record<BudgetCategory, number>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

export const isCategory = (v: unknown): v is BudgetCategory => typeof v === 'string' && (BUDGET_CATEGORIES as readonly string[]).includes(v);

/** The stored line a change takes its money from, or null. */
export const fromLine = (value: unknown): BudgetCategory | null => (isObject(value) && isCategory(value.from) ? value.from : null);

export const linesTotal = (lines: Partial<Record<BudgetCategory, number | null>>) => BUDGET_CATEGORIES.reduce((sum, c) => sum + (lines[c] ?? 0), 0);

/** A budget answer's lines with every line filled, or null while one is empty. */
export function filledLines(budget: BudgetResponse): Lines | null {
  return BUDGET_CATEGORIES.every((c) => isWhole(budget[c])) ? (budget as Lines) : null;
}

/**
 * The budget after all of `rest` (what is not placed yet; negative when the lines spend more than the income) goes to
 * `line`. A line never goes below 0: a deficit larger than the line is only partly taken back.
 */
export function placeRest(budget: BudgetResponse, income: number, line: BudgetCategory): BudgetResponse {
  const rest = income - linesTotal(budget);
  return { ...budget, [line]: Math.max(0, (budget[line] ?? 0) + rest) };
}

/**
 * A change to a lived budget: `target` gets `delta` kroner more a month (a line, or null for a new line of its own
 * such as a credit payment), and the money comes out of `from`. A negative delta gives the money to `from`.
 */
export interface LineChange {
  target: BudgetCategory | null;
  delta: number;
}

export type ChangeProblem = 'needsFrom' | 'sameLine' | 'notEnough';

/** Why `from` cannot pay for `change` in these lines, or null when it can (a change of 0 needs no line). */
export function changeProblem(lines: Lines, change: LineChange, from: BudgetCategory | null): ChangeProblem | null {
  if (change.delta === 0) return null;
  if (from === null) return 'needsFrom';
  if (from === change.target) return 'sameLine';
  if (lines[from] - change.delta < 0) return 'notEnough';
  return null;
}

/** The lines after the change, paid from `from`; the lines as they were when the change is not possible. */
export function applyChange(lines: Lines, change: LineChange, from: BudgetCategory | null): Lines {
  if (change.delta === 0 || changeProblem(lines, change, from) !== null) return lines;
  const next = { ...lines, [from!]: lines[from!] - change.delta };
  if (change.target) next[change.target] += change.delta;
  return next;
}

/** A line kept only for some months (the unexpected expense's payments, a credit's instalments). */
export interface TemporaryLine {
  kind: 'expense' | 'credit';
  monthly: number;
  months: number | null;
}

export interface LivedBudget {
  income: number;
  lines: Lines;
  temporary: TemporaryLine[];
  /** income − the lines − the temporary lines: 0 when every krone has a line. */
  unplaced: number;
}

export function livedBudget(income: number, lines: Lines, temporary: TemporaryLine[]): LivedBudget {
  const spent = linesTotal(lines) + temporary.reduce((sum, t) => sum + t.monthly, 0);
  return { income, lines, temporary, unplaced: income - spent };
}

/**
 * A stored change is complete when it needs no line (`delta` 0) or names one. The delta is stored with it, as the
 * pupil saw it, so that completion can be told from the answer alone (on the server too); an answer from before
 * the budget was kept whole has no delta and stays complete.
 */
export function isChangeComplete(value: Record<string, unknown>): boolean {
  if (!('delta' in value)) return true;
  return value.delta === 0 || isCategory(value.from);
}
