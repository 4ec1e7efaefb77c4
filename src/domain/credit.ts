import type { CreditOffer } from '../contracts/credit';
import type { CreditResponse } from '../contracts/responses';

/**
 * What buying on credit costs (O3C, O3D), with the effective yearly rate as Norwegian law defines it. Amounts are
 * unrounded kroner, rates fractions. Invalid terms (from validated content) are a programming error: a RangeError.
 */

export interface LoanTerms {
  principal: number;
  /** Nominal yearly rate as a fraction, charged monthly (nominalRate / 12 a month). */
  nominalRate: number;
  months: number;
  /** Etableringsgebyr, paid once when the loan is taken out. */
  establishmentFee: number;
  /** Termingebyr / månedsgebyr, paid with every instalment. */
  monthlyFee: number;
}

function requireNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}`);
}

function requireMonths(months: number): void {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`months must be a whole number ≥ 1, got ${months}`);
}

/**
 * The equal monthly payment (instalment + interest) that pays off `principal` in `months` months at a
 * monthly rate of nominalRate / 12: P·r / (1 − (1 + r)^−n). With no interest it is principal / months.
 */
export function annuityPayment(principal: number, nominalRate: number, months: number): number {
  requireNonNegative('principal', principal);
  requireNonNegative('nominalRate', nominalRate);
  requireMonths(months);
  const r = nominalRate / 12;
  // 1 − (1 + r)^−n written with expm1/log1p, which stay exact for tiny rates where the plain form rounds to 0.
  const discount = -Math.expm1(-months * Math.log1p(r));
  const payment = (principal * r) / discount;
  // A rate so small the quotient is lost in floating point is no rate at all.
  return r === 0 || !Number.isFinite(payment) ? principal / months : payment;
}

/**
 * The effective rate of drawing `principal` and paying `establishmentFee` now and `payment` at the end
 * of each of `months` months: the yearly rate i ≥ 0 with principal = fee + Σ payment / (1 + i)^(k/12).
 *
 * Solved by bisection on x = ln(1 + i), which always converges because the present value falls as x
 * rises, stays precise for rates near 0 (each discount factor e^(−kx/12) is summed directly, with no
 * 1 − v cancellation) and still brackets absurd rates from tiny loans with big fees. 0 when the payments
 * add up to no more than the principal (no cost); Infinity when no rate can make them worth as little
 * as the principal (a fee at least as large as the loan itself) or the rate overflows a double.
 */
export function effectiveRateOfCashFlows(principal: number, establishmentFee: number, payment: number, months: number): number {
  requireNonNegative('principal', principal);
  requireNonNegative('establishmentFee', establishmentFee);
  requireNonNegative('payment', payment);
  requireMonths(months);
  const excess = (x: number) => {
    let presentValue = establishmentFee;
    for (let k = 1; k <= months; k++) presentValue += payment * Math.exp((-k * x) / 12);
    return presentValue - principal;
  };
  // Paying back no more than was drawn costs nothing. The tolerance absorbs floating-point noise such as
  // (principal / months) × months ending a few ulps above the principal.
  if (excess(0) <= 1e-12 * Math.max(1, principal)) return 0;
  if (establishmentFee >= principal) return Infinity;
  const MAX_X = Math.log(Number.MAX_VALUE); // beyond this, 1 + i is not a finite double
  let lo = 0;
  let hi = 1;
  while (excess(hi) > 0) {
    if (hi >= MAX_X) return Infinity;
    lo = hi;
    hi = Math.min(hi * 2, MAX_X);
  }
  // Halve until the bracket is at float resolution: i is then exact to far better than the 1e-7 asked for.
  for (let step = 0; step < 200 && hi - lo > 1e-15 * Math.max(1, hi); step++) {
    const mid = (lo + hi) / 2;
    if (excess(mid) > 0) lo = mid;
    else hi = mid;
  }
  return Math.expm1((lo + hi) / 2);
}

/**
 * Effektiv rente (finansavtaleloven § 1-7, finansavtaleforskriften § 1-4) with 12 equal months: the
 * yearly rate at which the money drawn is worth as much as everything paid back, fees included.
 * This is why ads must show it: a small loan with a 45 kr monthly fee costs far more than its nominal rate.
 */
export function effectiveRate(terms: LoanTerms): number {
  requireNonNegative('monthlyFee', terms.monthlyFee);
  const monthlyTotal = annuityPayment(terms.principal, terms.nominalRate, terms.months) + terms.monthlyFee;
  return effectiveRateOfCashFlows(terms.principal, terms.establishmentFee, monthlyTotal, terms.months);
}

/**
 * Everything an advert must show about a loan, from its terms, in unrounded kroner: the instalment with interest
 * (`monthlyPayment`), that and the monthly fee (`monthlyTotal`), everything paid (`totalPaid`, the establishment fee
 * included), what the credit costs (`totalCost`) and the effective yearly rate as a fraction.
 */
export function loanCost(terms: LoanTerms) {
  requireNonNegative('establishmentFee', terms.establishmentFee);
  requireNonNegative('monthlyFee', terms.monthlyFee);
  const monthlyPayment = annuityPayment(terms.principal, terms.nominalRate, terms.months);
  const monthlyTotal = monthlyPayment + terms.monthlyFee;
  const totalPaid = terms.establishmentFee + terms.months * monthlyTotal;
  return {
    monthlyPayment,
    monthlyTotal,
    totalPaid,
    totalCost: totalPaid - terms.principal,
    effectiveRate: effectiveRateOfCashFlows(terms.principal, terms.establishmentFee, monthlyTotal, terms.months),
  };
}

export type LoanCost = ReturnType<typeof loanCost>;

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
