import type { BudgetCategory } from './budget';

/** What each activity component stores (spec §3); src/domain/responseChecks.ts says when a draft is complete. */

/** `net-pay`, `check-question`, `budget-intro`, `debt`. */
export interface CheckResponse {
  choice: string;
  correct: boolean;
}
/** `budget` (O2B) and `budget-modified` (O2E): kroner a month, null while empty. */
export type BudgetResponse = Record<BudgetCategory, number | null>;
/** `cover-expense` (O2D). */
export interface CoverResponse {
  choice: 'savings' | 'cut' | 'borrow';
}
/** `saving-monthly` (O3B). */
export interface SavingResponse {
  monthly: number | null;
}
/** `credit-monthly` (O3C). */
export interface CreditResponse {
  offerId: string;
  months: number;
}
/** `payment-selection` (O3D). */
export interface PaymentResponse {
  choice: 'save' | 'credit';
  reason: string;
}
/** `pocket-expense` (O3E). */
export interface PocketResponse {
  expenseId: string;
  timesPerWeek: number;
}
/** `quiz` (O4A): null until answered. */
export type QuizResponse = Record<string, string | null>;
/** `insurances` (O5B). */
export interface InsurancesResponse {
  chosen: string[];
}
