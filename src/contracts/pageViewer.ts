import type { UserState } from '../services/userState';

/**
 * Issue 20: who a prerendered page was drawn for. The landing and teachers' pages for a visitor; a session page and
 * the start page for a signed-in pupil (OktShell, pageCopy.ts); the class view for a signed-in teacher. The browser
 * hydrates the page only when the device remembers the same viewer (main.tsx); the server's guard hides a signed-in
 * page from anyone else until the app has drawn theirs (server/plugins/shellGuard.ts, which decides as `viewerOf` does).
 */
export type PageViewer = 'visitor' | 'pupil' | 'teacher';

/** Whom this device's stored state shows a page to: a signed-in user only with a sign-in the auth machine keeps (not expired). */
export function viewerOf(state: UserState, now: number): PageViewer | 'other' {
  if (!state.isLoggedIn) return 'visitor';
  const live = state.idToken !== null && state.idTokenExpiresAt !== null && state.idTokenExpiresAt > now;
  if (!live) return 'other';
  return state.canAdmin ? 'teacher' : 'pupil';
}

/** The class the guard puts on `<html>` while the page's markup is not for this device's viewer. */
export const SHELL_HIDDEN_CLASS = 'shell-hidden';

/** The element that keeps the server's markup (HeldShell), where main.tsx reads it back from before hydrating. */
export const PAGE_SHELL_CLASS = 'page-shell';
