import type { UnexpectedExpense } from '../contracts/budget';
import type { CoverResponse } from '../contracts/responses';

/** How the pupil pays the unexpected expense (O2D). A module of its own: the activity frame's prerequisites read it on every session page, without the rest of expensePlan. */
export type CoverChoice = CoverResponse['choice'];

/** The ways an expense can be paid: a shop's instalment plan only where the content says a shop sells it on instalment (never tax or fines). */
export function coverChoices(expense: Pick<UnexpectedExpense, 'instalment'>): CoverChoice[] {
  return expense.instalment ? ['savings', 'cut', 'borrow'] : ['savings', 'cut'];
}

/** The stored O2D choice, or null when there is none or it is not a way this expense can be paid. */
export function coverChoiceOf(value: unknown, expense: Pick<UnexpectedExpense, 'instalment'>): CoverChoice | null {
  const choice = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { choice?: unknown }).choice : null;
  return coverChoices(expense).find((c) => c === choice) ?? null;
}
