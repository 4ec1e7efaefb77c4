/**
 * Which drawn events fit the pupil's own story (O2C expenses, O5C scenarios). An event lists in `fits`
 * what the pupil must have for it to happen: any one of them is enough, and no list means it can happen
 * to anyone. What a pupil has is named by ids: the ordinary things everyone is taken to own, the O3A
 * purchase's id and the ids of the O5B insurances chosen (an insurance for a moped says there is one).
 */

/**
 * What every pupil is taken to own ten years from now: a phone and a PC. A moped, an e-bike or a car is
 * not ordinary: it comes into the story only when bought in O3A or insured in O5B.
 */
export const ORDINARY_THINGS = ['mobil', 'pc'] as const;

/** What the pupil has in session 2: nothing bought yet, only the ordinary things. */
export function ownedInSession2(): Set<string> {
  return new Set(ORDINARY_THINGS);
}

/** What the pupil has in session 5: the ordinary things, the O3A purchase and the O5B insurances. */
export function ownedInSession5(purchaseId: string | null, insurances: readonly string[]): Set<string> {
  return new Set<string>([...ORDINARY_THINGS, ...(purchaseId ? [purchaseId] : []), ...insurances]);
}

/** Whether an event can happen to a pupil who has `owned`. */
export function fitsOwner(item: { fits?: readonly string[] | undefined }, owned: ReadonlySet<string>): boolean {
  return item.fits === undefined || item.fits.length === 0 || item.fits.some((id) => owned.has(id));
}

/** The candidates a draw picks among: the events that fit what the pupil has. */
export function fittingEvents<T extends { fits?: readonly string[] | undefined }>(items: readonly T[], owned: ReadonlySet<string>): T[] {
  return items.filter((item) => fitsOwner(item, owned));
}

/** One of `items` (an expense, a scenario) picked by a random number in [0, 1): Math.random in the app, a fixed one in tests. */
export function drawOne<T>(items: readonly T[], random: number): T {
  return items[Math.min(items.length - 1, Math.max(0, Math.floor(random * items.length)))]!;
}
