import type { BudgetCategory } from './budget';

/**
 * What each activity component stores under its activity code (spec §3 responses). Drafts are stored
 * too, so nothing typed is lost; `src/domain/responseChecks.ts` says when a draft is a complete answer.
 */

/** `net-pay`, `check-question`, `budget-intro`, `debt`: the option chosen and whether it was right. */
export interface CheckResponse {
  choice: string;
  correct: boolean;
}
/** `budget` (O2B) and `budget-modified` (O2E): each line in kroner a month, null while empty. O2E may be reset to null. */
export type BudgetResponse = Record<BudgetCategory, number | null>;
/** `cover-expense` (O2D). */
export interface CoverResponse {
  choice: 'savings' | 'cut' | 'borrow';
}
/** `saving-monthly` (O3B): what the pupil puts aside a month (starts from the budget's sparing line). */
export interface SavingResponse {
  monthly: number | null;
}
/** `credit-monthly` (O3C): the offer and the repayment period chosen. */
export interface CreditResponse {
  offerId: string;
  months: number;
}
/** `payment-selection` (O3D): save up or buy on credit, and why. */
export interface PaymentResponse {
  choice: 'save' | 'credit';
  reason: string;
}
/** `pocket-expense` (O3E): which small purchase and how often a week. */
export interface PocketResponse {
  expenseId: string;
  timesPerWeek: number;
}
/** `quiz` (O4A): the chosen option per question id; null until answered. */
export type QuizResponse = Record<string, string | null>;
/** `insurances` (O5B): the products chosen (may be none). */
export interface InsurancesResponse {
  chosen: string[];
}
