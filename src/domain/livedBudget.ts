import type { BudgetCategory } from '../contracts/budget';
import { BUDGET_CATEGORIES } from '../contracts/budgetCategories';
import type { BudgetResponse } from '../contracts/responses';
import { budgetInUse, storedChange } from './budget';
import { linesTotal } from './responseChecks';

/**
 * The zero-based budget the pupil lives by from økt 2 to økt 5: a later choice that costs money (O3B, O3D, O5B) names
 * the line that pays, so every screen, the summary and the PDF agree.
 */

export type Lines = Record<BudgetCategory, number>;

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** null while a line is empty. */
export function filledLines(budget: BudgetResponse): Lines | null {
  return BUDGET_CATEGORIES.every((c) => isWhole(budget[c])) ? (budget as Lines) : null;
}

/** `delta` kroner a month from `from` to `target` (null: a line of its own, such as a credit payment). */
export interface LineChange {
  target: BudgetCategory | null;
  delta: number;
}

/** A change of 0 needs no line. */
export function changeProblem(lines: Lines, change: LineChange, from: BudgetCategory | null): 'needsFrom' | 'sameLine' | 'notEnough' | null {
  if (change.delta === 0) return null;
  if (from === null) return 'needsFrom';
  if (from === change.target) return 'sameLine';
  if (lines[from] - change.delta < 0) return 'notEnough';
  return null;
}

/** Unchanged lines when the change is not possible. */
export function applyChange(lines: Lines, change: LineChange, from: BudgetCategory | null): Lines {
  if (change.delta === 0 || changeProblem(lines, change, from) !== null) return lines;
  const next = { ...lines, [from!]: lines[from!] - change.delta };
  if (change.target) next[change.target] += change.delta;
  return next;
}

/** A line kept only for some months. */
interface TemporaryLine {
  kind: 'expense' | 'credit';
  monthly: number;
  months: number | null;
}


/** The later changes in session order; each answer stores its `delta` and the line (`from`) that pays for it. */
export const LATER_CHANGES = [
  { code: 'O3B', target: 'sparing' },
  { code: 'O3D', target: null },
  { code: 'O5B', target: 'forsikring' },
] as const satisfies readonly { code: string; target: BudgetCategory | null }[];
export type LaterChangeCode = (typeof LATER_CHANGES)[number]['code'];

/** The budget økt 2 ends with (budgetInUse), its income and the expense's own line (`extra`). */
export function baseBudget(responses: Record<string, unknown>): { code: 'O2B' | 'O2E'; lines: Lines; income: number | null; extra: number } | null {
  const inUse = budgetInUse(responses);
  const lines = inUse && filledLines(inUse.budget);
  if (!inUse || !lines) return null;
  const stored = responses[inUse.code] as Record<string, unknown>;
  const income = isWhole(stored.income) ? stored.income : null;
  const extra = inUse.code === 'O2E' && isWhole(stored.extra) ? stored.extra : 0;
  return { code: inUse.code, lines, income, extra };
}

/** The lines just before `code` changes them. */
export function linesBefore(responses: Record<string, unknown>, code: LaterChangeCode): Lines | null {
  const base = baseBudget(responses);
  if (!base) return null;
  let lines = base.lines;
  for (const step of LATER_CHANGES) {
    if (step.code === code) break;
    const { delta, from } = storedChange(responses[step.code]);
    lines = applyChange(lines, { target: step.target, delta }, from);
  }
  return lines;
}

/**
 * The budget at the end of the story, with every later change applied. `income` is the net pay now: if the job has
 * changed since, `unplaced` says so.
 */
export function storyBudget(responses: Record<string, unknown>, income: number, months: { expense: number | null; credit: number | null }) {
  const base = baseBudget(responses);
  if (!base) return null;
  let lines = base.lines;
  const temporary: TemporaryLine[] = [];
  if (base.extra > 0) temporary.push({ kind: 'expense', monthly: base.extra, months: months.expense });
  for (const step of LATER_CHANGES) {
    const { delta, from } = storedChange(responses[step.code]);
    const changed = applyChange(lines, { target: step.target, delta }, from);
    if (step.target === null && changed !== lines) temporary.push({ kind: 'credit', monthly: delta, months: months.credit });
    lines = changed;
  }
  const spent = linesTotal(lines) + temporary.reduce((sum, t) => sum + t.monthly, 0);
  return { income, lines, temporary, unplaced: income - spent };
}

export type LivedBudget = NonNullable<ReturnType<typeof storyBudget>>;
