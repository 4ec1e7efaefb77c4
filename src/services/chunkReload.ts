import { type ComponentType, lazy } from 'react';
import { RELOAD_GUARD_MS, reloadKeyOf } from '../contracts/reloadGuard';

/** True (and remembered) when this path may reload now; false when it reloaded too recently. */
export function claimReload(storage: Storage, path: string, now: number): boolean {
  const key = reloadKeyOf(path);
  const last = Number(storage.getItem(key) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

/** React.lazy that answers a stale deploy (the old chunk is gone) with one reload; other errors reach the error boundary. */
export function lazyWithReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (err) {
      if (claimReload(window.sessionStorage, window.location.pathname, Date.now())) {
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw err;
    }
  });
}
