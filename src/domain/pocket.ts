/**
 * Small purchases repeated often (O3E): what a habit costs over a week, a month and a year, and what
 * the yearly sum could have bought instead. Whole kroner. Negative or non-finite inputs throw a
 * RangeError: the activity validates what the pupil types before it asks.
 */

function requireNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}`);
}

/** A habit's cost a week, a year (52 weeks) and a month: a month is not four weeks, so it is the year / 12. */
export function pocketCost(unitPrice: number, timesPerWeek: number) {
  requireNonNegative('unitPrice', unitPrice);
  requireNonNegative('timesPerWeek', timesPerWeek);
  const perWeek = unitPrice * timesPerWeek;
  const perYear = perWeek * 52;
  return { perWeek, perMonth: Math.round(perYear / 12), perYear };
}

export type PocketCost = ReturnType<typeof pocketCost>;

/** How many of something priced `price` a year of the pocket expense would buy (floor), e.g. "that is 2 gaming PCs". price must be > 0. */
export function couldBuy(perYear: number, price: number): number {
  requireNonNegative('perYear', perYear);
  if (!Number.isFinite(price) || price <= 0) throw new RangeError(`price must be a finite number > 0, got ${price}`);
  return Math.floor(perYear / price);
}
