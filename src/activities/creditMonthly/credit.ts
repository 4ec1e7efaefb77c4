import type { CreditOffer } from '../../contracts/credit';
import type { CreditResponse } from '../../contracts/responses';
import type { LoanTerms } from '../../domain/credit';

/** The stored O3C answer, or null when none is stored (or it is unreadable). */
export function creditFrom(value: unknown): CreditResponse | null {
  if (typeof value !== 'object' || value === null) return null;
  const { offerId, months } = value as { offerId?: unknown; months?: unknown };
  if (typeof offerId !== 'string' || offerId === '' || typeof months !== 'number' || !Number.isInteger(months) || months < 1) return null;
  return { offerId, months };
}

/** Choosing an offer keeps the repayment period when the offer has it, else takes the offer's first period. */
export function creditChoice(offer: CreditOffer, current: CreditResponse | null): CreditResponse {
  const months = current && offer.termsMonths.includes(current.months) ? current.months : offer.termsMonths[0]!;
  return { offerId: offer.id, months };
}

/** Borrowing the whole price on an offer's terms. */
export function loanTermsOf(offer: CreditOffer, price: number, months: number): LoanTerms {
  return { principal: price, nominalRate: offer.nominalRate, months, establishmentFee: offer.establishmentFee, monthlyFee: offer.monthlyFee };
}
