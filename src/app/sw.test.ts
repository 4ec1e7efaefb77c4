import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { warmStrategyCache } from 'workbox-recipes';
import type { Strategy } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';

vi.mock('workbox-precaching', () => ({ precacheAndRoute: vi.fn(), cleanupOutdatedCaches: vi.fn() }));
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));
vi.mock('workbox-recipes', () => ({ warmStrategyCache: vi.fn() }));
vi.mock('workbox-core', () => ({ clientsClaim: vi.fn(), cacheNames: { precache: 'workbox-precache-v2-http://localhost/' } }));

/** The list the build writes into the worker (server/build/precacheList.ts). */
const MANIFEST = [
  { url: 'assets/index-a.js', revision: null },
  { url: 'assets/adapters-c.js', revision: null, profile: 'firebase' },
  { url: 'assets/load-watch-b.js', revision: null },
];

type Match = (options: { url: URL; request: Request }) => boolean;

/** Loads the worker as the browser would at `scriptUrl`, and returns the route table it set up. */
async function startWorker(scriptUrl = '/sw.js') {
  vi.resetModules();
  vi.clearAllMocks();
  window.history.replaceState(null, '', scriptUrl);
  (globalThis as unknown as { __WB_MANIFEST: typeof MANIFEST }).__WB_MANIFEST = MANIFEST;
  const worker = await import('./sw');
  const routes = vi.mocked(registerRoute).mock.calls.map(([match, strategy]) => ({ match: match as unknown as Match, strategy: strategy as Strategy }));
  /** The strategy of the first route that takes the request, as workbox's router picks it. */
  const strategyFor = (href: string, mode: RequestMode = 'cors') => {
    const url = new URL(href, window.location.origin);
    const request = { mode, url: url.href } as Request;
    return routes.find((route) => route.match({ url, request }))?.strategy;
  };
  return { worker, strategyFor };
}

/** The event a strategy's plugins are called for (unused by this worker's). */
const FETCH = new Event('fetch') as ExtendableEvent;

const precached = () => vi.mocked(precacheAndRoute).mock.calls[0]![0].map((entry) => (typeof entry === 'string' ? entry : entry.url));

describe('the service worker', () => {
  const listeners = new Map<string, EventListener>();
  beforeEach(() => {
    vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => listeners.set(type, listener as EventListener));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    listeners.clear();
    window.history.replaceState(null, '', '/');
  });

  it('stores the build’s files but the Firebase adapters on a self-hosted server, and clears outdated precaches', async () => {
    await startWorker('/sw.js');
    expect(precached()).toEqual(['assets/index-a.js', 'assets/load-watch-b.js']);
    expect(vi.mocked(cleanupOutdatedCaches)).toHaveBeenCalled();
  });

  it('stores the Firebase adapters on the Firebase profile', async () => {
    await startWorker('/sw.js?profile=firebase');
    expect(precached()).toEqual(['assets/index-a.js', 'assets/adapters-c.js', 'assets/load-watch-b.js']);
    expect(vi.mocked(precacheAndRoute).mock.calls[0]![0]).toContainEqual({ url: 'assets/adapters-c.js', revision: null });
  });

  it('serves pages from the network first, kept under one shell key, hashed files from the cache first, public content from the network first, and never a private call', async () => {
    const { strategyFor, worker } = await startWorker();
    const page = strategyFor('/no/okt/1/O1A', 'navigate');
    expect(page?.constructor.name).toBe('NetworkFirst');
    expect(page?.cacheName).toBe(worker.CACHES.pages);
    expect(strategyFor('/assets/buildPdf-x.js')?.constructor.name).toBe('CacheFirst');
    expect(strategyFor('/api/public/no/get/okt-content-all')?.constructor.name).toBe('NetworkFirst');
    expect(strategyFor('/api/public/no/get/okt-content-all')?.cacheName).toBe(worker.CACHES.content);
    for (const privateCall of ['/api/users/me', '/api/store/progress', '/api/teacher/classes']) expect(strategyFor(privateCall)).toBeUndefined();
    expect(strategyFor('https://firestore.googleapis.com/assets/x.js')).toBeUndefined();
    // The shell is kept from the install on, so a reload works offline from the first visit.
    expect(vi.mocked(warmStrategyCache)).toHaveBeenCalledWith({ urls: ['/no'], strategy: page });
  });

  it('keeps one copy of the last page drawn for anyone: never a page drawn for one pupil (no-store) or a failed one', async () => {
    const { strategyFor, worker } = await startWorker();
    const plugins = strategyFor('/nn/start', 'navigate')!.plugins as WorkboxPlugin[];
    const keep = (response: Response) =>
      Promise.all(plugins.filter((p) => p.cacheWillUpdate).map((p) => p.cacheWillUpdate!({ response, request: new Request('http://localhost/nn'), event: FETCH, state: {} })));
    expect(await keep(new Response('<html>', { headers: { 'cache-control': 'no-cache' } }))).not.toContain(null);
    expect(await keep(new Response('<html>', { headers: { 'cache-control': 'private, no-store' } }))).toContain(null);
    expect(await keep(new Response('<html>', { status: 503 }))).toContain(null);
    const key = plugins.find((p) => p.cacheKeyWillBeUsed)!.cacheKeyWillBeUsed!;
    expect(await key({ request: new Request('http://localhost/nn/okt/2/O2B'), mode: 'write', event: FETCH, state: {} })).toBe(worker.SHELL);
    expect(await key({ request: new Request('http://localhost/no'), mode: 'read', event: FETCH, state: {} })).toBe(worker.SHELL);
  });

  it('takes over at once, and deletes the caches it does not name', async () => {
    await startWorker();
    const skipWaiting = vi.fn();
    vi.stubGlobal('skipWaiting', skipWaiting);
    listeners.get('install')!(new Event('install'));
    expect(skipWaiting).toHaveBeenCalled();

    const names = ['workbox-precache-v2-http://localhost/', 'pages', 'files', 'content', 'personlig-okonomi-v2'];
    const deleted: string[] = [];
    vi.stubGlobal('caches', { keys: async () => names, delete: async (name: string) => deleted.push(name) });
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('activate')!(Object.assign(new Event('activate'), { waitUntil: (promise: Promise<unknown>) => (done = promise) }));
    await done;
    expect(deleted).toEqual(['personlig-okonomi-v2']);
  });
});
