import type { UnexpectedExpense } from '../contracts/budget';
import type { CoverResponse } from '../contracts/responses';

/** How the pupil pays the unexpected expense (O2D). A module of its own: the activity frame's prerequisites read it on every session page, without the rest of expensePlan. */
export type CoverChoice = CoverResponse['choice'];

/**
 * The ways an expense can be paid: the buffer (savings) always; waiting and saving up first (`cut`) only for what can
 * wait (a new PC, not a tax bill or a fine); a payment plan that costs (`borrow`) only where the content has one.
 */
export function coverChoices(expense: Pick<UnexpectedExpense, 'instalment' | 'canWait'>): CoverChoice[] {
  return [
    'savings' as const,
    ...(expense.canWait ? (['cut'] as const) : []),
    ...(expense.instalment ? (['borrow'] as const) : []),
  ];
}

/** The stored O2D choice, or null when there is none or it is not a way this expense can be paid. */
export function coverChoiceOf(value: unknown, expense: Pick<UnexpectedExpense, 'instalment' | 'canWait'>): CoverChoice | null {
  const choice = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { choice?: unknown }).choice : null;
  return coverChoices(expense).find((c) => c === choice) ?? null;
}
