import type { UnexpectedExpense } from '../contracts/budget';
import type { CoverResponse } from '../contracts/responses';

/** O2D. Apart from expensePlan, as every session page's prerequisites read it. */
export type CoverChoice = CoverResponse['choice'];

/** Savings always; saving up first (`cut`) only for what can wait; `borrow` only where the content has a plan. */
export function coverChoices(expense: Pick<UnexpectedExpense, 'instalment' | 'canWait'>): CoverChoice[] {
  return [
    'savings' as const,
    ...(expense.canWait ? (['cut'] as const) : []),
    ...(expense.instalment ? (['borrow'] as const) : []),
  ];
}

/** null also when the stored choice is not a way this expense can be paid. */
export function coverChoiceOf(value: unknown, expense: Pick<UnexpectedExpense, 'instalment' | 'canWait'>): CoverChoice | null {
  const choice = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { choice?: unknown }).choice : null;
  return coverChoices(expense).find((c) => c === choice) ?? null;
}
