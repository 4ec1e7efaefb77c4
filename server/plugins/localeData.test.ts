import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_USER_STATE, USER_STATE_KEY, type UserState } from '../../src/services/userState';
import { LOCALE_DATA_QUESTIONS, LOCALE_DATA_SCRIPT, LOCALE_DATA_SOURCE, localeDataElement } from './localeData';
import { helmetOptions } from './security';
import { renderIndexHtml } from './spa';
import { testConfig } from '../test/testApp';

afterEach(() => vi.restoreAllMocks());

const NOW = Date.UTC(2026, 11, 2, 9, 0, 0);
const signedIn: UserState = { ...INITIAL_USER_STATE, isLoggedIn: true, firestoreUserId: 'u1', classCode: 'DEMO26', idToken: 'tok', idTokenExpiresAt: NOW + 60_000 };

interface MadeWorker {
  source: string;
  posted: unknown[];
  terminated: boolean;
  onmessage?: () => void;
  onerror?: () => void;
}

/**
 * Runs the head's script as the browser would, on a device that stores `raw`, at `path`, and then its first frame and
 * the task after it (unless `frame` is false): the workers it made, and whether it read the device's storage.
 */
function runScript(raw: string | null, path = '/no/start', { refuse = false, frame = true } = {}) {
  const made: MadeWorker[] = [];
  class Blob {
    constructor(readonly parts: string[]) {}
  }
  const URL = { createObjectURL: (blob: Blob) => blob.parts.join('') };
  class Worker implements MadeWorker {
    posted: unknown[] = [];
    terminated = false;
    constructor(readonly source: string) {
      if (refuse) throw new Error('refused');
      made.push(this);
    }
    postMessage(message: unknown) {
      this.posted.push(message);
    }
    terminate() {
      this.terminated = true;
    }
  }
  const reads: string[] = [];
  const storage = { getItem: (key: string) => (reads.push(key), key === USER_STATE_KEY ? raw : null) };
  const clock = { now: () => NOW };
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  new Function('localStorage', 'location', 'Worker', 'Blob', 'URL', 'Date', 'requestAnimationFrame', 'setTimeout', LOCALE_DATA_SCRIPT)(
    storage,
    { pathname: path },
    Worker,
    Blob,
    URL,
    clock,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
  );
  if (frame) {
    frames.splice(0).forEach((callback) => callback());
    tasks.splice(0).forEach((callback) => callback());
  }
  return Object.assign(made, { reads });
}

describe('a signed-in page has a worker load the browser’s locale data (issue 20)', () => {
  it('starts one for a live sign-in, in the page’s locale, and ends it once it has answered', () => {
    const [worker, ...more] = runScript(JSON.stringify(signedIn), '/nn/okt/2/O2B');
    expect(more).toEqual([]);
    expect(worker!.source).toBe(LOCALE_DATA_QUESTIONS);
    expect(worker!.posted).toEqual(['nn']);
    expect(worker!.terminated).toBe(false);
    worker!.onmessage!();
    expect(worker!.terminated).toBe(true);
    expect(runScript(JSON.stringify({ ...signedIn, canAdmin: true }), '/no/admin/fremdrift')[0]!.posted).toEqual(['nb']);
  });

  it('does nothing while the page is parsed: it reads the storage and starts the worker in a task after the first frame', () => {
    const parsed = runScript(JSON.stringify(signedIn), '/no/okt/2/O2B', { frame: false });
    expect(parsed).toHaveLength(0);
    expect(parsed.reads).toEqual([]);
    expect(runScript(JSON.stringify(signedIn), '/no/okt/2/O2B').reads).toEqual([USER_STATE_KEY]);
  });

  it('ends it when it fails too', () => {
    const [worker] = runScript(JSON.stringify(signedIn));
    worker!.onerror!();
    expect(worker!.terminated).toBe(true);
  });

  it('starts none for a visitor, an expired or unreadable sign-in, and throws nothing where the browser refuses one', () => {
    expect(runScript(null)).toHaveLength(0);
    expect(runScript(JSON.stringify({ ...signedIn, idTokenExpiresAt: NOW - 1 }))).toHaveLength(0);
    expect(runScript(JSON.stringify({ ...signedIn, isLoggedIn: false }))).toHaveLength(0);
    expect(runScript('{not json')).toHaveLength(0);
    expect(() => runScript(JSON.stringify(signedIn), '/no/start', { refuse: true })).not.toThrow();
  });

  it('has the worker ask each Intl service the app formats with, and answer', () => {
    const asked = [Intl.NumberFormat, Intl.PluralRules, Intl.DateTimeFormat, Intl.Collator].map((service) => vi.spyOn(service, 'supportedLocalesOf'));
    // The worker's global scope: its text runs as it is, its `onmessage=` landing here.
    const scope: { onmessage: ((m: { data: string }) => void) | undefined; postMessage: (m: unknown) => void } = { onmessage: undefined, postMessage: vi.fn() };
    new Function('scope', `with (scope) { ${LOCALE_DATA_QUESTIONS} }`)(scope);
    scope.onmessage!({ data: 'nb' });
    for (const spy of asked) expect(spy).toHaveBeenCalledWith('nb');
    expect(scope.postMessage).toHaveBeenCalledWith('nb');
  });

  it('is in every page’s head and allowed by its hash', () => {
    for (const path of ['/no', '/nn/start', '/no/admin/fremdrift', '/no/mine-data']) {
      expect(renderIndexHtml('<html><head><!--app-config--></head><body></body></html>', testConfig(), path)).toContain(localeDataElement());
    }
    // Nothing in it could end its element early.
    expect(LOCALE_DATA_SCRIPT).not.toContain('<');
    const policy = helmetOptions(testConfig()).contentSecurityPolicy;
    expect(JSON.stringify(policy)).toContain(LOCALE_DATA_SOURCE);
  });
});
