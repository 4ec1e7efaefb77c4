import type { PocketResponse } from '../../contracts/responses';
import { couldBuy, type PocketCost } from '../../domain/pocket';
import { monthsToSave } from '../../domain/saving';

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
