import { USER_STATE_KEY } from './userState';

/**
 * Issue 20: the start page (or the class view's heading) as this device last showed it to the user signed in on it,
 * so the next load of it paints at once (server/plugins/pageCopy.ts puts it into the page before the first paint) and
 * the app draws over it when it has the server's answers. One page, one user: a copy of another user's page, another
 * address or another build is never shown.
 */
export const PAGE_COPY_KEY = `${USER_STATE_KEY}:side`;

export interface PageCopy {
  /** The user it was drawn for (the stored state's firestoreUserId). */
  owner: string;
  /** The address with its query, as the browser has it. */
  path: string;
  /** The server's content version (build and content), which the page names; markup of another build may not fit. */
  version: string;
  html: string;
}

/** A start page is a few kilobytes; anything far beyond is not kept, so it never crowds out the pupil's answers. */
const MAX_COPY_CHARS = 100_000;

export function writePageCopy(storage: Storage | null, copy: PageCopy): void {
  if (copy.html.length > MAX_COPY_CHARS) return forgetPageCopy(storage);
  try {
    storage?.setItem(PAGE_COPY_KEY, JSON.stringify(copy));
  } catch {
    // Full or refused storage: the page is drawn as it would be without a copy.
    forgetPageCopy(storage);
  }
}

/** At logout: the next user of a shared Chromebook sees nothing of this one's page. */
export function forgetPageCopy(storage: Storage | null): void {
  try {
    storage?.removeItem(PAGE_COPY_KEY);
  } catch {
    // Storage refused altogether: nothing was kept.
  }
}
