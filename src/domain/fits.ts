/**
 * Which drawn events (O2C, O5C) fit the pupil's story: an event's `fits` needs any one of them owned, none means
 * anyone. An O5B insurance counts as owning its thing (a moped's insurance says there is one).
 */

/** What every pupil is taken to own ten years from now; anything else comes only from O3A or O5B. */
export const ORDINARY_THINGS = ['mobil', 'pc'] as const;

export function ownedInSession2(): Set<string> {
  return new Set(ORDINARY_THINGS);
}

export function ownedInSession5(purchaseId: string | null, insurances: readonly string[]): Set<string> {
  return new Set<string>([...ORDINARY_THINGS, ...(purchaseId ? [purchaseId] : []), ...insurances]);
}

export function fitsOwner(item: { fits?: readonly string[] | undefined }, owned: ReadonlySet<string>): boolean {
  return item.fits === undefined || item.fits.length === 0 || item.fits.some((id) => owned.has(id));
}

export function fittingEvents<T extends { fits?: readonly string[] | undefined }>(items: readonly T[], owned: ReadonlySet<string>): T[] {
  return items.filter((item) => fitsOwner(item, owned));
}

/** `random` in [0, 1): Math.random in the app, a fixed one in tests. */
export function drawOne<T>(items: readonly T[], random: number): T {
  return items[Math.min(items.length - 1, Math.max(0, Math.floor(random * items.length)))]!;
}
