import { describe, expect, it } from 'vitest';
import { PAGE_SHELL_CLASS } from '../../src/contracts/pageViewer';
import { forgetPageCopy, type PageCopy, writePageCopy } from '../../src/services/pageCopy';
import { INITIAL_USER_STATE, USER_STATE_KEY } from '../../src/services/userState';
import { PAGE_COPY_SCRIPT, pageCopyElement } from './pageCopy';
import { memoryStorage } from '../../src/test/memoryStorage';

const LOADING = '<section><h1>Dine økter</h1><div class="panel skeleton"></div></section>';
const copy: PageCopy = { owner: 'u1', path: '/no/start', version: 'v1', html: '<section><h1>Dine økter</h1><ol class="cards"></ol></section>' };
const pupil = { ...INITIAL_USER_STATE, isLoggedIn: true, firestoreUserId: 'u1', idToken: 't', idTokenExpiresAt: Number.MAX_SAFE_INTEGER };

/** Runs the script as the browser would, after the page's markup, on a device whose storage the app wrote: what the held element then shows. */
function shownAfter(storage: Storage, { at = '/no/start', search = '', version = 'v1' } = {}): string {
  const held = { innerHTML: LOADING };
  const document = {
    currentScript: { dataset: { version } },
    querySelector: (selector: string) => (selector === `#root .${PAGE_SHELL_CLASS}` ? held : null),
  };
  new Function('localStorage', 'document', 'location', PAGE_COPY_SCRIPT)(storage, document, { pathname: at, search });
  return held.innerHTML;
}

const deviceWith = (state: unknown, kept: PageCopy | null) => {
  const storage = memoryStorage({ [USER_STATE_KEY]: JSON.stringify(state) });
  if (kept) writePageCopy(storage, kept);
  return storage;
};

describe('the start page’s copy on this device (issue 20)', () => {
  it('puts the page as the app kept it in place of the loading look, for the pupil it was drawn for', () => {
    expect(shownAfter(deviceWith(pupil, copy))).toBe(copy.html);
  });

  it.each([
    ['another pupil signed in on the shared device', deviceWith({ ...pupil, firestoreUserId: 'u2' }, copy)],
    ['nobody signed in', deviceWith(INITIAL_USER_STATE, { ...copy })],
    ['a copy with no owner', deviceWith({ ...pupil, firestoreUserId: null }, { ...copy, owner: null as unknown as string })],
    ['no copy kept', deviceWith(pupil, null)],
    ['a copy of the Nynorsk page', deviceWith(pupil, { ...copy, path: '/nn/start' })],
    ['a copy of an earlier build', deviceWith(pupil, { ...copy, version: 'v0' })],
    ['a copy whose markup is not text', deviceWith(pupil, { ...copy, html: 42 as unknown as string })],
    ['unreadable storage', memoryStorage({ [USER_STATE_KEY]: '{"isLoggedIn":tru', 'ueokonomiapp:side': '{' })],
  ])('keeps the loading look with %s', (_, storage) => {
    expect(shownAfter(storage)).toBe(LOADING);
  });

  it('is never applied at another address (the service worker’s offline copy of the last page)', () => {
    expect(shownAfter(deviceWith(pupil, copy), { at: '/no/okt/1/O1A' })).toBe(LOADING);
  });

  it('names the class view’s class by its address’s query: another class’s page is not shown', () => {
    const classView = { ...copy, path: '/no/admin/fremdrift?klasse=DEMO26' };
    const teacher = { ...pupil, canAdmin: true };
    expect(shownAfter(deviceWith(teacher, classView), { at: '/no/admin/fremdrift', search: '?klasse=DEMO26' })).toBe(copy.html);
    expect(shownAfter(deviceWith(teacher, classView), { at: '/no/admin/fremdrift', search: '?klasse=10B' })).toBe(LOADING);
    expect(shownAfter(deviceWith(teacher, classView), { at: '/no/admin/fremdrift' })).toBe(LOADING);
  });

  it('is gone after logout, and a copy too large to keep is not kept', () => {
    const storage = deviceWith(pupil, copy);
    forgetPageCopy(storage);
    expect(shownAfter(storage)).toBe(LOADING);
    writePageCopy(storage, { ...copy, html: 'x'.repeat(200_000) });
    expect(shownAfter(storage)).toBe(LOADING);
  });

  it('gives the page as it was when storage refuses the copy', () => {
    const storage = deviceWith(pupil, null);
    const full = { ...storage, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as Storage;
    expect(() => writePageCopy(full, copy)).not.toThrow();
    expect(shownAfter(storage)).toBe(LOADING);
  });

  it('is named by the element the server writes, whose attribute leaves the policy’s hash alone', () => {
    expect(pageCopyElement('abc')).toBe(`<script data-version="abc">${PAGE_COPY_SCRIPT}</script>`);
  });
});
