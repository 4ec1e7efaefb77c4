import { describe, expect, it } from 'vitest';
import { type PageViewer, SHELL_HIDDEN_CLASS, viewerOf } from '../../src/contracts/pageViewer';
import { INITIAL_USER_STATE, readUserState, USER_STATE_KEY, type UserState } from '../../src/services/userState';
import { SHELL_GUARD_SCRIPT, shellGuardElement } from './shellGuard';

const NOW = Date.UTC(2026, 10, 29, 8, 0);

/** Runs the guard as the browser would, on a device that stores `raw`: whether it hid the page. */
function guardHides(raw: string | null, at = '/no/okt/2/O2B', drawnFor = '/no/okt/2/O2B', viewer: PageViewer = 'pupil', owner?: string): boolean {
  const classes = new Set<string>();
  const storage = { getItem: (key: string) => (key === USER_STATE_KEY ? raw : null) };
  const dataset = owner === undefined ? { path: drawnFor, viewer } : { path: drawnFor, viewer, owner };
  const document = { currentScript: { dataset }, documentElement: { classList: { add: (name: string) => classes.add(name) } } };
  const FixedDate = { now: () => NOW };
  new Function('localStorage', 'document', 'Date', 'location', SHELL_GUARD_SCRIPT)(storage, document, FixedDate, { pathname: at });
  return classes.has(SHELL_HIDDEN_CLASS);
}

/** What the app reads from the same storage (main.tsx): whom it hydrates the page for. */
function appViewer(raw: string | null) {
  const store = new Map<string, string>(raw === null ? [] : [[USER_STATE_KEY, raw]]);
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } as unknown as Storage;
  return viewerOf(readUserState(storage), NOW);
}

const pupil: UserState = { ...INITIAL_USER_STATE, isLoggedIn: true, firestoreUserId: 'u1', idToken: 't', idTokenExpiresAt: NOW + 60_000 };

describe('the session page’s guard (issue 20)', () => {
  const devices: [string, string | null][] = [
    ['a signed-in pupil', JSON.stringify(pupil)],
    ['nothing stored', null],
    ['a visitor', JSON.stringify(INITIAL_USER_STATE)],
    ['a pupil whose sign-in has expired', JSON.stringify({ ...pupil, idTokenExpiresAt: NOW - 1 })],
    ['a teacher', JSON.stringify({ ...pupil, canAdmin: true })],
    ['a state without its role (a pupil, as the app reads it)', JSON.stringify({ ...pupil, canAdmin: undefined })],
    ['a teacher whose sign-in has expired', JSON.stringify({ ...pupil, canAdmin: true, idTokenExpiresAt: NOW - 1 })],
    ['a sign-in without its token', JSON.stringify({ ...pupil, idToken: null })],
    ['unreadable state', '{"isLoggedIn":tru'],
    ['a string', '"isLoggedIn"'],
  ];

  it.each(devices)('decides as the app does for %s: it shows a page only where the app hydrates it for the same viewer', (_, raw) => {
    expect(guardHides(raw)).toBe(appViewer(raw) !== 'pupil');
    expect(guardHides(raw, '/no/admin/fremdrift', '/no/admin/fremdrift', 'teacher')).toBe(appViewer(raw) !== 'teacher');
  });

  it('shows a pupil’s page to a signed-in pupil only, and a teacher’s to a signed-in teacher only', () => {
    expect(devices.filter(([, raw]) => !guardHides(raw)).map(([who]) => who)).toEqual(['a signed-in pupil', 'a state without its role (a pupil, as the app reads it)']);
    expect(devices.filter(([, raw]) => !guardHides(raw, '/no/admin/fremdrift', '/no/admin/fremdrift', 'teacher')).map(([who]) => who)).toEqual(['a teacher']);
  });

  it('hides it at another address than it was drawn for: the service worker’s offline copy of the last page', () => {
    expect(guardHides(JSON.stringify(pupil), '/no/start', '/no/okt/2/O2B')).toBe(true);
  });

  it('shows a start page the server drew for one pupil to that pupil only (issue 20, pupilStart.ts)', () => {
    const drawn = (raw: string | null) => guardHides(raw, '/no/start', '/no/start', 'pupil', 'u1');
    expect(drawn(JSON.stringify(pupil))).toBe(false);
    // The next pupil on a shared Chromebook, whose sign-in the page was not drawn from.
    expect(drawn(JSON.stringify({ ...pupil, firestoreUserId: 'u2' }))).toBe(true);
    expect(drawn(JSON.stringify({ ...pupil, idTokenExpiresAt: NOW - 1 }))).toBe(true);
    expect(drawn(JSON.stringify(INITIAL_USER_STATE))).toBe(true);
    expect(drawn(null)).toBe(true);
    expect(shellGuardElement('/no/start', 'pupil', 'u1')).toBe(`<script data-path="/no/start" data-viewer="pupil" data-owner="u1">${SHELL_GUARD_SCRIPT}</script>`);
  });

  it('is named by the element the server writes, whose attribute leaves the policy’s hash alone', () => {
    expect(shellGuardElement('/nn/okt/1/O1C', 'pupil')).toBe(`<script data-path="/nn/okt/1/O1C" data-viewer="pupil">${SHELL_GUARD_SCRIPT}</script>`);
  });
});
