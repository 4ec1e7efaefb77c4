/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa into /sw.js, its precache list written in by workbox): keeps the app
 * usable on a weak or lost network. The pages and session content the pupil has loaded are served from here when the
 * network is gone; answers are never cached: they wait in localStorage until the server confirms them
 * (machines/progressMachine.ts). Every build names its files in the list, so a deploy installs a new worker, which
 * fetches only what changed and drops the files the build no longer has.
 */
import { cacheNames, clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { warmStrategyCache } from 'workbox-recipes';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';

declare const self: ServiceWorkerGlobalScope;

/** The build's scripts and style sheets (server/build/precacheList.ts), each marked with the profile that alone runs it. */
const manifest = self.__WB_MANIFEST as { url: string; revision: string | null; profile?: string }[];

/** The cache key of the one page copy: every page is the same app shell, so one copy serves any deep link. */
export const SHELL = '/__app-shell';

/** The caches this worker fills besides the precache. */
export const CACHES = { pages: 'pages', files: 'files', content: 'content' } as const;

/**
 * A page the server drew for one pupil (their start page) says no-store: it must not outlive their sign-in on a shared
 * Chromebook, so the copy kept is the last page drawn for anyone. Failed answers are never kept.
 */
export const keepable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.ok && !/no-store/.test(response.headers.get('cache-control') ?? '') ? response : null),
};

/** Every page is kept and found under the shell's key. */
export const asShell: WorkboxPlugin = { cacheKeyWillBeUsed: async () => SHELL };

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// A page on the Firebase profile registers the worker as /sw.js?profile=firebase (src/app/serviceWorker.ts): a
// self-hosted server's pupils never store the Firebase adapters and SDK, 184 kB of gzip each.
const profile = new URL(self.location.href).searchParams.get('profile') ?? 'self-hosted';
precacheAndRoute(manifest.filter((entry) => !entry.profile || entry.profile === profile).map(({ url, revision }) => ({ url, revision })));
cleanupOutdatedCaches();

const pages = new NetworkFirst({ cacheName: CACHES.pages, plugins: [asShell, keepable] });
registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url), pages);
// Hashed file names never change content, so a stored copy is always right: the PDF renderer (stored when first used),
// a file of another build that a page still open asks for.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: CACHES.files, plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })] }),
);
// Public content (pages, sessions, counties); never private calls.
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/public/'), new NetworkFirst({ cacheName: CACHES.content, plugins: [keepable] }));

// The app shell, so a reload works offline from the first visit on.
warmStrategyCache({ urls: ['/no'], strategy: pages });

// A new build's worker takes over at once, and deletes the caches it does not name (another worker's).
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
self.addEventListener('activate', (event) => {
  const kept = new Set<string>([cacheNames.precache, ...Object.values(CACHES)]);
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => !kept.has(name)).map((name) => caches.delete(name)))));
});
