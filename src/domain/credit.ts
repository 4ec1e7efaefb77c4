import type { CreditOffer } from '../contracts/credit';
import type { CreditResponse } from '../contracts/responses';

/**
 * What buying on credit costs (O3C, O3D), in unrounded kroner and rates as fractions. Invalid terms are a programming
 * error (the content is validated): a RangeError.
 */

export interface LoanTerms {
  principal: number;
  /** Charged monthly: nominalRate / 12 a month. */
  nominalRate: number;
  months: number;
  /** Etableringsgebyr, paid once. */
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

/** The equal monthly payment, instalment and interest: P·r / (1 − (1 + r)^−n). */
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
 * The yearly rate i ≥ 0 with principal = fee + Σ payment / (1 + i)^(k/12), by bisection on x = ln(1 + i): it always
 * converges, stays precise near 0 and brackets absurd rates. Infinity when no rate fits or it overflows a double.
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
  // The tolerance absorbs (principal / months) × months ending a few ulps above the principal.
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

/** Effektiv rente (finansavtaleloven § 1-7, finansavtaleforskriften § 1-4), fees included. */
export function effectiveRate(terms: LoanTerms): number {
  requireNonNegative('monthlyFee', terms.monthlyFee);
  const monthlyTotal = annuityPayment(terms.principal, terms.nominalRate, terms.months) + terms.monthlyFee;
  return effectiveRateOfCashFlows(terms.principal, terms.establishmentFee, monthlyTotal, terms.months);
}

/** Everything an advert must show about a loan; `monthlyTotal` adds the monthly fee to `monthlyPayment`. */
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

export function creditFrom(value: unknown): CreditResponse | null {
  if (typeof value !== 'object' || value === null) return null;
  const { offerId, months } = value as { offerId?: unknown; months?: unknown };
  if (typeof offerId !== 'string' || offerId === '' || typeof months !== 'number' || !Number.isInteger(months) || months < 1) return null;
  return { offerId, months };
}

/** Keeps the repayment period when the offer has it, else takes the offer's first. */
export function creditChoice(offer: CreditOffer, current: CreditResponse | null): CreditResponse {
  const months = current && offer.termsMonths.includes(current.months) ? current.months : offer.termsMonths[0]!;
  return { offerId: offer.id, months };
}

export function loanTermsOf(offer: CreditOffer, price: number, months: number): LoanTerms {
  return { principal: price, nominalRate: offer.nominalRate, months, establishmentFee: offer.establishmentFee, monthlyFee: offer.monthlyFee };
}
