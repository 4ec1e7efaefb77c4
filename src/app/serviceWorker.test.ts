import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './serviceWorker';

/** A window whose document is at `readyState` with the server's `config`, and a service worker container that records registrations. */
function fakeWindow(readyState: DocumentReadyState, config: object = {}, worker: { postMessage: (message: unknown) => void } | null = null) {
  const listeners: Record<string, () => void> = {};
  const register = vi.fn(() => (worker ? Promise.resolve() : new Promise<never>(() => {})));
  const win = {
    document: { readyState, getElementById: (id: string) => (id === 'app-config' ? { textContent: JSON.stringify(config) } : null) },
    navigator: { serviceWorker: { register, ready: worker ? Promise.resolve({ active: worker }) : new Promise(() => {}) } },
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    requestIdleCallback: (fn: () => void) => (listeners.idle = fn),
    performance: { getEntriesByType: () => [{ name: 'http://localhost/assets/index-a.js' }, { name: 'http://localhost/api/public/no/get/faq' }] },
  } as unknown as Window;
  return { win, register, load: () => listeners.load?.(), idle: () => listeners.idle?.() };
}

const FIREBASE = { profile: 'firebase', firebase: { projectId: 'demo-okonomi', apiKey: 'nokkel', authDomain: 'demo-okonomi.firebaseapp.com', cacheSizeBytes: -1, longPollingTimeoutSeconds: 10 } };

describe('registerServiceWorker', () => {
  it('waits for the page to load, so the worker does not compete with it', () => {
    vi.stubEnv('PROD', true);
    const { win, register, load } = fakeWindow('interactive');
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledWith('/sw.js');
    vi.unstubAllEnvs();
  });

  it('registers at the next idle moment when the app starts after the load, as a prerendered page does', () => {
    vi.stubEnv('PROD', true);
    const { win, register, idle } = fakeWindow('complete');
    registerServiceWorker(win);
    // Not in the entry's evaluation, a task of its own.
    expect(register).not.toHaveBeenCalled();
    idle();
    expect(register).toHaveBeenCalledWith('/sw.js');
    vi.unstubAllEnvs();
  });

  it('registers the worker that stores the Firebase adapters on the Firebase profile', () => {
    vi.stubEnv('PROD', true);
    const { win, register, load } = fakeWindow('interactive', FIREBASE);
    registerServiceWorker(win);
    load();
    expect(register).toHaveBeenCalledWith('/sw.js?profile=firebase');
    vi.unstubAllEnvs();
  });

  it('hands the worker what the page loaded before it existed, for workbox to store as its routes say', async () => {
    vi.stubEnv('PROD', true);
    const postMessage = vi.fn();
    const { win, load } = fakeWindow('interactive', {}, { postMessage });
    registerServiceWorker(win);
    load();
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: ['http://localhost/assets/index-a.js', 'http://localhost/api/public/no/get/faq'] } });
    vi.unstubAllEnvs();
  });
});
