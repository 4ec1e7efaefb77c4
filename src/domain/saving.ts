import type { PaymentResponse } from '../contracts/responses';
import { type LoanTerms, loanCost } from './credit';

/**
 * Saving up (O3B, O3D): a deposit at the end of each month, yearly interest compounded monthly. A bad rate or month
 * count throws a RangeError (content and code supply them); the pupil's monthly amount ≤ 0 means "never" (null).
 */

/** Beyond a hundred years the answer is "never" for a pupil; it also bounds the loop. */
export const MAX_SAVING_MONTHS = 1_200;

function monthlyRateOf(yearlyRate: number): number {
  if (!Number.isFinite(yearlyRate) || yearlyRate < 0) throw new RangeError(`yearlyRate must be a finite number ≥ 0, got ${yearlyRate}`);
  return yearlyRate / 12;
}

/** Shared so savedAfter and monthsToSave agree exactly. */
const nextBalance = (balance: number, monthly: number, monthlyRate: number) => balance * (1 + monthlyRate) + monthly;

/** null when it would take more than MAX_SAVING_MONTHS. */
export function monthsToSave(price: number, monthly: number, yearlyRate = 0): number | null {
  const monthlyRate = monthlyRateOf(yearlyRate);
  if (price <= 0) return 0;
  if (!(monthly > 0) || !Number.isFinite(monthly)) return null;
  let balance = 0;
  for (let month = 1; month <= MAX_SAVING_MONTHS; month++) {
    balance = nextBalance(balance, monthly, monthlyRate);
    if (balance >= price) return month;
  }
  return null;
}

export function savedAfter(months: number, monthly: number, yearlyRate = 0): number {
  const monthlyRate = monthlyRateOf(yearlyRate);
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`months must be a whole number ≥ 0, got ${months}`);
  let balance = 0;
  for (let month = 1; month <= months; month++) balance = nextBalance(balance, monthly, monthlyRate);
  return balance;
}

export function interestEarned(months: number, monthly: number, yearlyRate = 0): number {
  return savedAfter(months, monthly, yearlyRate) - months * monthly;
}

/** O3D: saving costs the price less the interest earned; credit costs everything paid on the loan. */
export function comparePayment(price: number, monthlySaving: number, savingsRate: number, loan: LoanTerms) {
  const saveMonths = monthsToSave(price, monthlySaving, savingsRate);
  const interest = saveMonths === null ? 0 : interestEarned(saveMonths, monthlySaving, savingsRate);
  const savePaid = Math.max(0, price - interest);
  const creditPaid = loanCost(loan).totalPaid;
  return { saveMonths, creditMonths: loan.months, savePaid, creditPaid, extraCostOfCredit: creditPaid - savePaid };
}

export type PaymentComparison = ReturnType<typeof comparePayment>;

export const MAX_REASON_LENGTH = 500;

/** The reason may be written before the choice is made. */
export interface PaymentDraft {
  choice: PaymentResponse['choice'] | null;
  reason: string;
}

const CHOICES: readonly string[] = ['save', 'credit'] satisfies PaymentResponse['choice'][];

export function paymentFrom(value: unknown): PaymentDraft {
  if (typeof value !== 'object' || value === null) return { choice: null, reason: '' };
  const { choice, reason } = value as { choice?: unknown; reason?: unknown };
  return {
    choice: typeof choice === 'string' && CHOICES.includes(choice) ? (choice as PaymentResponse['choice']) : null,
    reason: typeof reason === 'string' ? reason.slice(0, MAX_REASON_LENGTH) : '',
  };
}
