import { viewerOf } from '../contracts/pageViewer';
import { LANGS } from '../contracts/lang';
import { START_COOKIE, startCookieValue, startPathOf } from '../contracts/startCookie';
import type { UserState } from './userState';

/** Where the cookie is written: the page's `document` in the browser. */
export interface CookieJar {
  cookie: string;
}

/**
 * Issue 20: keeps the start page's cookie (contracts/startCookie.ts) the same as the sign-in stored on the device: the
 * class and token of a pupil whose sign-in is live, until the token runs out; nothing for anyone else. A sign-out
 * clears it at once, also offline, so the next pupil on a shared Chromebook never gets the last one's page drawn.
 * Writes only on a change: each write is a trip to the browser's cookie store.
 */
export function startCookieWriter(jar: CookieJar, secure: boolean): (state: UserState, now: number) => void {
  let written: string | null = null;
  return (state, now) => {
    const live = viewerOf(state, now) === 'pupil' && state.classCode !== null && state.idToken !== null && state.idTokenExpiresAt !== null;
    const value = live ? startCookieValue({ classCode: state.classCode!, token: state.idToken! }) : '';
    if (value === written) return;
    written = value;
    const maxAge = live ? Math.floor((state.idTokenExpiresAt! - now) / 1000) : 0;
    for (const lang of LANGS) {
      jar.cookie = `${START_COOKIE}=${value}; Path=${startPathOf(lang)}; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
    }
  };
}
