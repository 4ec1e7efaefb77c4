import { whenIdle } from '../services/idle';

/**
 * Registers the offline support in production builds. Browsers allow service workers only on https
 * and localhost; elsewhere this does nothing and the app works online only.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker
      .register('/sw.js')
      .then(() => win.navigator.serviceWorker.ready)
      .then((registration) => {
        // What this page loaded before the worker existed, so it too is there offline.
        const urls = win.performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'cache', urls });
      })
      .catch(() => {
        // Without it the app still works; only a reload while offline will not.
      });
  };
  // After the page's load, so the worker's downloads do not compete with it. Where the load is already over, at the
  // next idle moment, since registering inside the entry's evaluation would lengthen a task that TBT counts.
  if (win.document.readyState === 'complete') whenIdle(register, win);
  else win.addEventListener('load', register);
}
