import type { Lang } from './lang';

/**
 * Issue 20: the start page drawn by the server for the pupil signed in on the device. The browser keeps the pupil's
 * sign-in in localStorage, which an HTML request does not carry; this cookie carries the same sign-in (the class and
 * the token) to the start page's two addresses only, so the server can draw the pupil's own sessions into the HTML
 * (server/plugins/pupilStart.ts). The app writes and clears it with the stored sign-in (src/services/startCookie.ts);
 * the server never takes it as a sign-in for anything else (no API reads it).
 */
export const START_COOKIE = 'ue_start';

/** The start page of each language: the cookie's paths, so no other request carries it. */
export const startPathOf = (lang: Lang) => `/${lang}/start`;

export interface StartSignIn {
  classCode: string;
  token: string;
}

/** The cookie's value: form-encoded, so neither part needs a separator of its own. */
export const startCookieValue = ({ classCode, token }: StartSignIn) => new URLSearchParams({ k: classCode, t: token }).toString();

/** The sign-in in the cookie's value, or null where it is missing or not of this shape. */
export function parseStartCookie(value: string | undefined): StartSignIn | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  const classCode = params.get('k');
  const token = params.get('t');
  return classCode && token ? { classCode, token } : null;
}
