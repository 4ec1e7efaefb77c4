import type { BudgetCategory, BudgetCategoryInfo } from '../contracts/budget';
import { BUDGET_CATEGORIES } from '../contracts/budgetCategories';
import type { BudgetResponse } from '../contracts/responses';
import { isCategory, isCompleteBudget, linesTotal } from './responseChecks';

export function emptyBudget(): BudgetResponse {
  return Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, null])) as BudgetResponse;
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A stored value read as a budget, never throwing: each line a whole number ≥ 0 or null. */
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

export type LineStatus = 'empty' | 'noReference' | 'below' | 'near' | 'above';

/** Within this fraction of the reference is 'near': references are averages, and a little over is common. */
export const NEAR_REFERENCE = 0.15;

function lineStatus(amount: number | null, reference: number | null): LineStatus {
  if (amount === null) return 'empty';
  if (reference === null) return 'noReference';
  if (Math.abs(amount - reference) <= NEAR_REFERENCE * reference) return 'near';
  return amount < reference ? 'below' : 'above';
}

/** The budget against the monthly net pay and each category's reference figure. */
export function summariseBudget(income: number, budget: BudgetResponse, categories: readonly BudgetCategoryInfo[]) {
  const references = new Map(categories.map((info) => [info.id, info.reference?.monthly ?? null]));
  const lines = BUDGET_CATEGORIES.map((category) => {
    const amount = budget[category] ?? null;
    const reference = references.get(category) ?? null;
    const difference = amount === null || reference === null ? null : amount - reference;
    return { category, amount, reference, status: lineStatus(amount, reference), difference };
  });
  const spent = lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  return { income, spent, remaining: income - spent, filled: lines.filter((line) => line.amount !== null).length, lines };
}

export type BudgetSummary = ReturnType<typeof summariseBudget>;
export type BudgetLine = BudgetSummary['lines'][number];

/** Rounded up; null when there is no room. */
export function expenseMonthsToRecover(expense: number, monthlyRoom: number): number | null {
  if (!(monthlyRoom > 0)) return null;
  if (expense <= 0) return 0;
  return Math.ceil(expense / monthlyRoom);
}

/** The budget the pupil lives by: the modified one (O2E) once complete, else the original (O2B); null before either. */
export function budgetInUse(responses: Record<string, unknown>): { code: 'O2B' | 'O2E'; budget: BudgetResponse } | null {
  if (isCompleteBudget(responses.O2E)) return { code: 'O2E', budget: budgetFrom(responses.O2E) };
  if (typeof responses.O2B === 'object' && responses.O2B !== null) return { code: 'O2B', budget: budgetFrom(responses.O2B) };
  return null;
}

/**
 * One line of the complete budget økt 2 ends with, which later changes (O3B, O5B) are measured against. Not in
 * livedBudget.ts, so the activities' first load does not carry that module.
 */
export function baseLine(responses: Record<string, unknown>, category: BudgetCategory): number | null {
  const inUse = budgetInUse(responses);
  if (!inUse || !Object.values(inUse.budget).every((amount) => amount !== null)) return null;
  return inUse.budget[category];
}

export const fromLine = (value: unknown): BudgetCategory | null =>
  typeof value === 'object' && value !== null && isCategory((value as { from?: unknown }).from) ? (value as { from: BudgetCategory }).from : null;

/** A later answer's stored change (src/domain/livedBudget.ts). */
export function storedChange(value: unknown): { delta: number; from: BudgetCategory | null } {
  const delta = typeof value === 'object' && value !== null ? (value as { delta?: unknown }).delta : undefined;
  return { delta: typeof delta === 'number' && Number.isSafeInteger(delta) ? delta : 0, from: fromLine(value) };
}

/** What is not placed yet (negative: a deficit) goes to `line`, which never goes below 0. */
export function placeRest(budget: BudgetResponse, income: number, line: BudgetCategory): BudgetResponse {
  const rest = income - linesTotal(budget);
  return { ...budget, [line]: Math.max(0, (budget[line] ?? 0) + rest) };
}
