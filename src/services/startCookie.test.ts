import { describe, expect, it } from 'vitest';
import { parseStartCookie, START_COOKIE } from '../contracts/startCookie';
import { startCookieWriter } from './startCookie';
import { INITIAL_USER_STATE, type UserState } from './userState';

const NOW = Date.UTC(2026, 11, 2, 9, 0);
const pupil: UserState = {
  ...INITIAL_USER_STATE,
  isLoggedIn: true,
  firestoreUserId: 'pupil-0000001',
  idToken: 'header.claims.signature',
  idTokenExpiresAt: NOW + 3_600_000,
  classCode: 'DEMO26',
};

/** The value a cookie line sets. */
const valueOf = (line: string) => line.slice(`${START_COOKIE}=`.length, line.indexOf(';'));

/** A writer over a jar that keeps every line written to it. */
function recorded(secure = false) {
  const lines: string[] = [];
  const jar = {
    get cookie() {
      return '';
    },
    set cookie(line: string) {
      lines.push(line);
    },
  };
  return { lines, write: startCookieWriter(jar, secure) };
}

describe('the start page’s cookie (issue 20)', () => {
  it('carries a signed-in pupil’s class and token to the two start pages only, until the token runs out', () => {
    const { lines, write } = recorded();
    write(pupil, NOW);
    expect(lines).toEqual(['no', 'nn'].map((lang) => expect.stringMatching(new RegExp(`^${START_COOKIE}=[^;]+; Path=/${lang}/start; Max-Age=3600; SameSite=Lax$`))));
    expect(parseStartCookie(valueOf(lines[0]!))).toEqual({ classCode: 'DEMO26', token: 'header.claims.signature' });
  });

  it('is sent over HTTPS only where the page is', () => {
    const { lines, write } = recorded(true);
    write(pupil, NOW);
    expect(lines.every((line) => line.endsWith('; Secure'))).toBe(true);
  });

  it('is written again only when the sign-in changes: each write is a trip to the cookie store', () => {
    const { lines, write } = recorded();
    write(pupil, NOW);
    write({ ...pupil, responses: { O1A: ['a'] } }, NOW + 1000);
    expect(lines).toHaveLength(2);
    write({ ...pupil, idToken: 'renewed.claims.signature', idTokenExpiresAt: NOW + 7_200_000 }, NOW + 2000);
    expect(lines).toHaveLength(4);
    expect(parseStartCookie(valueOf(lines[2]!))?.token).toBe('renewed.claims.signature');
  });

  it('is cleared on both paths when the pupil signs out, and at the start for anyone not a signed-in pupil', () => {
    const cleared = (state: UserState) => {
      const { lines, write } = recorded();
      write(state, NOW);
      return lines;
    };
    const clearing = ['/no/start', '/nn/start'].map((path) => `${START_COOKIE}=; Path=${path}; Max-Age=0; SameSite=Lax`);
    expect(cleared(INITIAL_USER_STATE)).toEqual(clearing);
    expect(cleared({ ...pupil, canAdmin: true })).toEqual(clearing);
    expect(cleared({ ...pupil, idTokenExpiresAt: NOW - 1 })).toEqual(clearing);
    expect(cleared({ ...pupil, classCode: null })).toEqual(clearing);

    const { lines, write } = recorded();
    write(pupil, NOW);
    write(INITIAL_USER_STATE, NOW + 1000);
    expect(lines.slice(2)).toEqual(clearing);
  });
});

describe('parseStartCookie', () => {
  it('reads the class and token, and nothing from a value of another shape', () => {
    expect(parseStartCookie('k=ABCD12&t=a.b.c')).toEqual({ classCode: 'ABCD12', token: 'a.b.c' });
    expect(parseStartCookie(undefined)).toBeNull();
    expect(parseStartCookie('')).toBeNull();
    expect(parseStartCookie('k=ABCD12')).toBeNull();
  });
});
