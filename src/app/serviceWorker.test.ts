import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './serviceWorker';

/** A window whose document is at `readyState`, with a service worker container that records registrations. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners: Record<string, () => void> = {};
  const register = vi.fn(() => new Promise<never>(() => {}));
  const win = {
    document: { readyState },
    navigator: { serviceWorker: { register, ready: new Promise(() => {}) } },
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    requestIdleCallback: (fn: () => void) => (listeners.idle = fn),
    performance: { getEntriesByType: () => [] },
  } as unknown as Window;
  return { win, register, load: () => listeners.load?.(), idle: () => listeners.idle?.() };
}

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
});
