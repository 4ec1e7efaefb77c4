import type { PaymentResponse } from '../contracts/responses';
import { type LoanTerms, loanCost } from './credit';

/**
 * Saving up for something (O3B, O3D): a fixed deposit at the end of each month into an account with
 * yearly interest compounded monthly (yearlyRate / 12 a month). Rates are fractions.
 *
 * A negative or non-finite rate, or a month count that is not a whole number ≥ 0, throws a RangeError
 * (content and code supply these). The pupil's monthly amount is tolerated: ≤ 0 means "never" (null).
 */

/** Beyond a hundred years the answer is "never" for a pupil; it also bounds the loop. */
export const MAX_SAVING_MONTHS = 1_200;

function monthlyRateOf(yearlyRate: number): number {
  if (!Number.isFinite(yearlyRate) || yearlyRate < 0) throw new RangeError(`yearlyRate must be a finite number ≥ 0, got ${yearlyRate}`);
  return yearlyRate / 12;
}

/** One month: last month's balance earns interest, then the deposit is added. Shared so savedAfter and monthsToSave agree exactly. */
const nextBalance = (balance: number, monthly: number, monthlyRate: number) => balance * (1 + monthlyRate) + monthly;

/**
 * Months of depositing `monthly` at the end of each month (with yearly interest `yearlyRate`, compounded
 * monthly) until the balance reaches `price`. null when monthly <= 0 or it would take more than
 * MAX_SAVING_MONTHS. price <= 0 → 0.
 */
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

/** Balance after `months` deposits of `monthly` with that interest. */
export function savedAfter(months: number, monthly: number, yearlyRate = 0): number {
  const monthlyRate = monthlyRateOf(yearlyRate);
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`months must be a whole number ≥ 0, got ${months}`);
  let balance = 0;
  for (let month = 1; month <= months; month++) balance = nextBalance(balance, monthly, monthlyRate);
  return balance;
}

/** Interest earned on the way: savedAfter(months) − months × monthly. */
export function interestEarned(months: number, monthly: number, yearlyRate = 0): number {
  return savedAfter(months, monthly, yearlyRate) - months * monthly;
}

/**
 * O3D: saving up for `price` at `monthlySaving` a month versus borrowing it on `loan` (whose principal is normally the
 * price). Saving takes `saveMonths` (null when the pupil saves nothing or it would take over MAX_SAVING_MONTHS) and
 * costs the price less the interest the account pays; credit costs everything paid on the loan.
 */
export function comparePayment(price: number, monthlySaving: number, savingsRate: number, loan: LoanTerms) {
  const saveMonths = monthsToSave(price, monthlySaving, savingsRate);
  const interest = saveMonths === null ? 0 : interestEarned(saveMonths, monthlySaving, savingsRate);
  const savePaid = Math.max(0, price - interest);
  const creditPaid = loanCost(loan).totalPaid;
  return { saveMonths, creditMonths: loan.months, savePaid, creditPaid, extraCostOfCredit: creditPaid - savePaid };
}

export type PaymentComparison = ReturnType<typeof comparePayment>;

/** The longest reason stored. */
export const MAX_REASON_LENGTH = 500;

/** O3D as stored: the reason may be written before the choice is made, so a draft has `choice: null`. */
export interface PaymentDraft {
  choice: PaymentResponse['choice'] | null;
  reason: string;
}

const CHOICES: readonly string[] = ['save', 'credit'] satisfies PaymentResponse['choice'][];

/** The stored O3D answer or draft; an empty draft when nothing readable is stored. */
export function paymentFrom(value: unknown): PaymentDraft {
  if (typeof value !== 'object' || value === null) return { choice: null, reason: '' };
  const { choice, reason } = value as { choice?: unknown; reason?: unknown };
  return {
    choice: typeof choice === 'string' && CHOICES.includes(choice) ? (choice as PaymentResponse['choice']) : null,
    reason: typeof reason === 'string' ? reason.slice(0, MAX_REASON_LENGTH) : '',
  };
}
