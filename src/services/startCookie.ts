import { viewerOf } from '../contracts/pageViewer';
import { LANGS } from '../contracts/lang';
import { START_COOKIE, type StartSignIn, startCookieValue, startPathOf } from '../contracts/startCookie';
import type { UserState } from './userState';

/** Where the cookie is written: the page's `document` in the browser. */
export interface CookieJar {
  cookie: string;
}

/** The pupil's sign-in the cookie carries, where `state` holds a live one; null for anyone else. */
function liveSignIn(state: UserState, now: number): StartSignIn | null {
  const live = viewerOf(state, now) === 'pupil' && state.classCode !== null && state.idToken !== null && state.idTokenExpiresAt !== null;
  return live ? { classCode: state.classCode!, token: state.idToken! } : null;
}

/**
 * Issue 20: the start page's cookie (contracts/startCookie.ts) as `state` has it at `now`, a line for each start page:
 * the class and token of a pupil whose sign-in is live, until the token runs out; cleared for anyone else.
 */
export function startCookieLines(state: UserState, now: number, secure: boolean): string[] {
  const signIn = liveSignIn(state, now);
  const value = signIn ? startCookieValue(signIn) : '';
  const maxAge = signIn ? Math.floor((state.idTokenExpiresAt! - now) / 1000) : 0;
  return LANGS.map((lang) => `${START_COOKIE}=${value}; Path=${startPathOf(lang)}; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`);
}

/**
 * Keeps the start page's cookie the same as the sign-in stored on the device (startCookieLines). A sign-out clears it
 * at once, also offline, so the next pupil on a shared Chromebook never gets the last one's page drawn. Writes only on
 * a change: each write is a trip to the browser's cookie store.
 */
export function startCookieWriter(jar: CookieJar, secure: boolean): (state: UserState, now: number) => void {
  let written: string | null = null;
  return (state, now) => {
    const signIn = liveSignIn(state, now);
    const value = signIn ? startCookieValue(signIn) : '';
    if (value === written) return;
    written = value;
    for (const line of startCookieLines(state, now, secure)) jar.cookie = line;
  };
}
