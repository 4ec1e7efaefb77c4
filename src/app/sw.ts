/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa builds /sw.js with workbox's precache list): serves the pages and session content
 * the pupil has loaded when the network is gone. Answers are never cached (machines/progressMachine.ts).
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

export const CACHES = { pages: 'pages', files: 'files', content: 'content' } as const;

/** A no-store page (a pupil's start page) must not outlive their sign-in on a shared Chromebook; failed answers are never kept. */
export const keepable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.ok && !/no-store/.test(response.headers.get('cache-control') ?? '') ? response : null),
};

export const asShell: WorkboxPlugin = { cacheKeyWillBeUsed: async () => SHELL };

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Firebase pages register /sw.js?profile=firebase (src/app/serviceWorker.ts), so self-hosted pupils never store the Firebase SDK.
const profile = new URL(self.location.href).searchParams.get('profile') ?? 'self-hosted';
precacheAndRoute(manifest.filter((entry) => !entry.profile || entry.profile === profile).map(({ url, revision }) => ({ url, revision })));
cleanupOutdatedCaches();

const pages = new NetworkFirst({ cacheName: CACHES.pages, plugins: [asShell, keepable] });
registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url), pages);
// Hashed file names never change content: the PDF renderer, or another build's file a still-open page asks for.
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
