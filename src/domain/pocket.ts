import type { PocketResponse } from '../contracts/responses';
import { monthsToSave } from './saving';

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

export const MIN_TIMES_PER_WEEK = 1;
export const MAX_TIMES_PER_WEEK = 14;

/** A whole number of times a week between 1 and 14, as typed; null when the text is not one. */
export function parseTimesPerWeek(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const times = Number(trimmed);
  return times >= MIN_TIMES_PER_WEEK && times <= MAX_TIMES_PER_WEEK ? times : null;
}

/** The stored O3E answer, or null when none is stored (or it is unreadable). */
export function pocketFrom(value: unknown): PocketResponse | null {
  if (typeof value !== 'object' || value === null) return null;
  const { expenseId, timesPerWeek } = value as { expenseId?: unknown; timesPerWeek?: unknown };
  if (typeof expenseId !== 'string' || expenseId === '' || typeof timesPerWeek !== 'number') return null;
  return parseTimesPerWeek(String(timesPerWeek)) === null ? null : { expenseId, timesPerWeek };
}

/** What the habit's money could do for the purchase chosen in O3A. */
export type PurchaseEffect =
  /** A year of it pays for the item this many times (≥ 1). */
  | { kind: 'items'; count: number }
  /** Added to the pupil's monthly saving (O3B), it brings the item this many months closer. */
  | { kind: 'sooner'; months: number }
  /** Saved on its own, it pays for the item in this many months. */
  | { kind: 'saveFor'; months: number };

/**
 * The most telling comparison for the pupil: how many of the item a year buys; else how much sooner
 * their saving gets there (when they save something); else how long the habit's money alone takes.
 * null when even that would take more than a hundred years. Without interest: the point is the habit.
 */
export function purchaseEffect(cost: PocketCost, price: number, monthlySaving: number | null): PurchaseEffect | null {
  const count = couldBuy(cost.perYear, price);
  if (count >= 1) return { kind: 'items', count };
  if (monthlySaving !== null && monthlySaving > 0) {
    const before = monthsToSave(price, monthlySaving);
    const after = monthsToSave(price, monthlySaving + cost.perMonth);
    if (before !== null && after !== null && before > after) return { kind: 'sooner', months: before - after };
  }
  const months = monthsToSave(price, cost.perMonth);
  return months === null ? null : { kind: 'saveFor', months };
}
