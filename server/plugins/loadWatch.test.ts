import { describe, expect, it } from 'vitest';
import { LOAD_FAILED_EVENT, RELOAD_GUARD_MS, reloadKeyOf } from '../../src/contracts/reloadGuard';
import { claimReload } from '../../src/services/chunkReload';
import { LOAD_FAILED_ID, LOAD_WATCH_PATH, LOAD_WATCH_SCRIPT, loadFailedNotice } from './loadWatch';
import { renderIndexHtml } from './spa';
import { buildTestApp, testConfig } from '../test/testApp';
import { memoryStorage } from '../../src/test/memoryStorage';

class FakeScript {
  constructor(readonly type: string) {}
}

/** A page with the watch in its head, at `now`: what happens when `target` fails to load, and when the network comes back. */
function pageWith({ online = true, storage = memoryStorage() as unknown, now = 1_000_000 } = {}) {
  const listeners = new Map<string, (event: { target: unknown }) => void>();
  const notice = { hidden: true };
  const clock = { now };
  const timers: { work: () => void; ms: number }[] = [];
  let reloads = 0;
  const window = {
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => void listeners.set(type, listener),
  };
  new Function('addEventListener', 'location', 'navigator', 'sessionStorage', 'document', 'HTMLScriptElement', 'Date', 'setTimeout', LOAD_WATCH_SCRIPT)(
    window.addEventListener,
    {
      pathname: '/nn/okt/1/O1A',
      reload: () => void (reloads += 1),
    },
    { onLine: online },
    storage,
    { getElementById: (id: string) => (id === LOAD_FAILED_ID ? notice : null) },
    FakeScript,
    { now: () => clock.now },
    (work: () => void, ms: number) => void timers.push({ work, ms }),
  );
  return {
    fail: (target: unknown) => listeners.get('error')?.({ target }),
    /** The entry says a later stage of its start did not load (src/main.tsx). */
    stageFailed: () => listeners.get(LOAD_FAILED_EVENT)?.({ target: window }),
    clock,
    timers,
    backOnline: () => listeners.get('online')?.({ target: null }),
    notice,
    reloads: () => reloads,
  };
}

describe('the load watch (a weak network drops the app’s scripts)', () => {
  it('reloads once when the entry or a module it imports fails to load, remembering when', () => {
    const storage = memoryStorage();
    const page = pageWith({ storage });
    page.fail(new FakeScript('module'));
    expect(page.reloads()).toBe(1);
    expect(page.notice.hidden).toBe(true);
    expect(storage.getItem(reloadKeyOf('/nn/okt/1/O1A'))).toBe('1000000');
  });

  it('answers the entry’s word that a later stage of its start did not load as it answers a failed script', () => {
    const storage = memoryStorage();
    const page = pageWith({ storage });
    page.stageFailed();
    expect(page.reloads()).toBe(1);
    expect(storage.getItem(reloadKeyOf('/nn/okt/1/O1A'))).toBe('1000000');
    // …with the same guard: a second within 10 seconds shows the notice instead.
    const again = pageWith({ storage, online: true, now: 1_000_000 + 1 });
    again.stageFailed();
    expect(again.reloads()).toBe(0);
    expect(again.notice.hidden).toBe(false);
  });

  it('shares the app’s guard: no second reload of the same path within 10 seconds, the notice instead until the network is back', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/nn/okt/1/O1A', 1_000_000 - RELOAD_GUARD_MS + 1)).toBe(true);
    const page = pageWith({ storage });
    page.fail(new FakeScript('module'));
    expect(page.reloads()).toBe(0);
    expect(page.notice.hidden).toBe(false);
    page.backOnline();
    expect(page.reloads()).toBe(1);
  });

  it('online, tries once more as soon as the guard allows (a server restarting), and remembers that reload too', () => {
    const storage = memoryStorage({ [reloadKeyOf('/nn/okt/1/O1A')]: String(1_000_000 - 4_000) });
    const page = pageWith({ storage });
    page.fail(new FakeScript('module'));
    expect(page.reloads()).toBe(0);
    expect(page.timers.map((t) => t.ms)).toEqual([RELOAD_GUARD_MS - 4_000]);
    page.clock.now += RELOAD_GUARD_MS - 4_000;
    page.timers[0]!.work();
    expect(page.reloads()).toBe(1);
    expect(storage.getItem(reloadKeyOf('/nn/okt/1/O1A'))).toBe(String(1_000_000 + RELOAD_GUARD_MS - 4_000));
  });

  it('reloads again once the guard’s 10 seconds have passed', () => {
    const storage = memoryStorage({ [reloadKeyOf('/nn/okt/1/O1A')]: String(1_000_000 - RELOAD_GUARD_MS) });
    const page = pageWith({ storage });
    page.fail(new FakeScript('module'));
    expect(page.reloads()).toBe(1);
  });

  it('offline, shows the notice and waits for the network rather than reloading into the browser’s error page', () => {
    const page = pageWith({ online: false });
    page.fail(new FakeScript('module'));
    expect(page.reloads()).toBe(0);
    expect(page.timers).toEqual([]);
    expect(page.notice.hidden).toBe(false);
    page.backOnline();
    expect(page.reloads()).toBe(1);
  });

  it('with session storage refused, shows the notice rather than risk reloading for ever', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    const page = pageWith({ storage: refusing });
    page.fail(new FakeScript('module'));
    expect(page.reloads()).toBe(0);
    expect(page.timers).toEqual([]);
    expect(page.notice.hidden).toBe(false);
  });

  it.each([
    ['a classic script', new FakeScript('text/javascript')],
    ['an image', { src: '/favicon-32.png' }],
    ['a script that loaded and threw (the error reaches the window)', {}],
  ])('leaves alone %s', (_, target) => {
    const page = pageWith();
    page.fail(target);
    expect(page.reloads()).toBe(0);
    expect(page.notice.hidden).toBe(true);
  });
});

describe('the load watch in every page', () => {
  const template =
    '<html lang="nb"><head><!--app-config--><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body class="gradient blue"><div id="root"></div></body></html>';

  it('is named deferred right before the entry, with the notice hidden first in the body in the page’s language', () => {
    for (const [path, text] of [
      ['/no/faq', 'Siden ble ikke ferdig lastet.'],
      ['/nn/faq', 'Sida vart ikkje ferdig lasta.'],
    ] as const) {
      const html = renderIndexHtml(template, testConfig(), path);
      expect(html).toContain(`<script defer src="${LOAD_WATCH_PATH}"></script><script type="module" crossorigin src="/assets/index-abc.js"></script>`);
      expect(html).not.toContain(LOAD_WATCH_SCRIPT);
      expect(html).toContain(`<body class="gradient blue">${loadFailedNotice(path.startsWith('/nn') ? 'nn' : 'no')}<div id="root">`);
      expect(html).toContain(text);
      expect(html).toMatch(/<p id="load-failed"[^>]* role="alert" hidden>/);
    }
  });

  it('is sent as a script of its own that browsers keep, named by its text', async () => {
    expect(LOAD_WATCH_PATH).toMatch(/^\/assets\/load-watch-[\w-]{10}\.js$/);
    const app = await buildTestApp();
    const res = await app.inject(LOAD_WATCH_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(LOAD_WATCH_SCRIPT);
    await app.close();
  });
});
