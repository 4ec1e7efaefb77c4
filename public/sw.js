// Keeps the app usable on a weak or lost network: the pages and session content the pupil has already
// loaded are served from here when the network is gone. Answers are never cached: they wait in
// localStorage until the server confirms them (machines/progressMachine.ts).
const CACHE = 'personlig-okonomi-v2';

const SHELL = '/__app-shell';

// The app shell and the files it names, so a reload works offline from the first visit on.
async function cacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch('/no', { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  // Once each: Cache.addAll refuses a list that names a file twice (the entry is both a script and a preload).
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];
  await cache.addAll(assets);
  // Every chunk of the build this server's profile runs (server/build/precacheList.ts): each activity is a chunk of
  // its own, and a pupil whose network drops right after opening a session must still be able to go on.
  const list = await fetch('/api/public/precache', { cache: 'no-cache' });
  const files = list.ok ? (await list.json()).data : [];
  if (Array.isArray(files)) await cache.addAll(files.filter((u) => typeof u === 'string' && u.startsWith('/assets/')));
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().catch(() => undefined).then(() => self.skipWaiting()));
});

// The page hands over what it loaded before this worker existed (lazy chunks, session content).
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'cache' && Array.isArray(event.data.urls) ? event.data.urls : [];
  const wanted = urls.filter((u) => {
    try {
      const url = new URL(u, self.location.origin);
      return url.origin === self.location.origin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/api/public/'));
    } catch {
      return false;
    }
  });
  event.waitUntil(
    caches.open(CACHE).then((cache) => Promise.all(wanted.map((u) => cache.match(u).then((hit) => hit || cache.add(u).catch(() => undefined))))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// A page the server drew for one pupil (their start page) says no-store: it must not outlive their sign-in on a
// shared Chromebook, so the copy kept is the last page drawn for anyone.
const keepable = (response) => response.ok && !/no-store/.test(response.headers.get('cache-control') || '');

async function networkFirst(request, cacheKey) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (keepable(response)) await cache.put(cacheKey ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Every page is the same app shell, so one cached copy serves any deep link.
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, SHELL));
  // Hashed file names never change content, so a cached copy is always right.
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  // Public content (pages, sessions, counties); never private calls.
  else if (url.pathname.startsWith('/api/public/')) event.respondWith(networkFirst(request));
});
