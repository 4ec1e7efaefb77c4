import { whenIdle } from '../services/idle';
import { readRuntimeConfig } from '../services/runtimeConfig';

/** Registers the offline support (src/app/sw.ts) in production builds; browsers allow it only on https and localhost. */
export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    // The Firebase profile's worker stores the Firebase adapters too.
    const url = readRuntimeConfig(win.document).profile === 'firebase' ? '/sw.js?profile=firebase' : '/sw.js';
    win.navigator.serviceWorker
      .register(url)
      .then(() => win.navigator.serviceWorker.ready)
      .then((registration) => {
        // What this page loaded before the worker existed, so workbox's routes store it for offline use too.
        const urlsToCache = win.performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
      })
      .catch(() => {
        // Without it the app still works; only a reload while offline will not.
      });
  };
  // After the page's load, so the worker's downloads do not compete with it; if already loaded, at the next idle moment.
  if (win.document.readyState === 'complete') whenIdle(register, win);
  else win.addEventListener('load', register);
}
