import type { PocketResponse } from '../contracts/responses';
import { monthsToSave } from './saving';

/**
 * Small purchases repeated often (O3E), in whole kroner. Bad inputs throw a RangeError: the activity validates what the
 * pupil types first.
 */

function requireNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}`);
}

/** A month is not four weeks, so it is the year / 12. */
export function pocketCost(unitPrice: number, timesPerWeek: number) {
  requireNonNegative('unitPrice', unitPrice);
  requireNonNegative('timesPerWeek', timesPerWeek);
  const perWeek = unitPrice * timesPerWeek;
  const perYear = perWeek * 52;
  return { perWeek, perMonth: Math.round(perYear / 12), perYear };
}

export type PocketCost = ReturnType<typeof pocketCost>;

/** How many of something a year of the habit buys ("that is 2 gaming PCs"). */
export function couldBuy(perYear: number, price: number): number {
  requireNonNegative('perYear', perYear);
  if (!Number.isFinite(price) || price <= 0) throw new RangeError(`price must be a finite number > 0, got ${price}`);
  return Math.floor(perYear / price);
}

export const MIN_TIMES_PER_WEEK = 1;
export const MAX_TIMES_PER_WEEK = 14;

export function parseTimesPerWeek(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const times = Number(trimmed);
  return times >= MIN_TIMES_PER_WEEK && times <= MAX_TIMES_PER_WEEK ? times : null;
}

export function pocketFrom(value: unknown): PocketResponse | null {
  if (typeof value !== 'object' || value === null) return null;
  const { expenseId, timesPerWeek } = value as { expenseId?: unknown; timesPerWeek?: unknown };
  if (typeof expenseId !== 'string' || expenseId === '' || typeof timesPerWeek !== 'number') return null;
  return parseTimesPerWeek(String(timesPerWeek)) === null ? null : { expenseId, timesPerWeek };
}

export type PurchaseEffect =
  | { kind: 'items'; count: number }
  /** Added to the O3B saving. */
  | { kind: 'sooner'; months: number }
  | { kind: 'saveFor'; months: number };

/**
 * The most telling comparison for the O3A item: how many a year buys, else how much sooner saving gets there, else how
 * long the habit's money alone takes. Without interest: the point is the habit.
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
