import { USER_STATE_KEY } from './userState';

/** The last «send alle hit» this device followed: `{ classCode, at }` (docs/decisions/pace.md). */
export const PACE_FOLLOWED_KEY = `${USER_STATE_KEY}:fulgt`;

export function readSendToFollowed(storage: Storage | null, classCode: string): number | null {
  try {
    const kept = JSON.parse(storage?.getItem(PACE_FOLLOWED_KEY) ?? 'null') as { classCode?: unknown; at?: unknown } | null;
    return kept?.classCode === classCode && typeof kept.at === 'number' && Number.isFinite(kept.at) ? kept.at : null;
  } catch {
    return null;
  }
}

/** Kept so a reload does not send the pupil again; a full storage only means the next reload may. */
export function writeSendToFollowed(storage: Storage | null, classCode: string, at: number): void {
  try {
    storage?.setItem(PACE_FOLLOWED_KEY, JSON.stringify({ classCode, at }));
  } catch {
    // Nothing to do: the page has followed it, which is what matters now.
  }
}
