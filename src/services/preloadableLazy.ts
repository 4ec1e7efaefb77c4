import { type ComponentProps, type ComponentType, createElement, useState } from 'react';
import { lazyWithReload } from './chunkReload';

/**
 * lazyWithReload whose module, once `preload` has fetched it, renders at once instead of suspending first
 * (React.lazy suspends at its first render even when its module is there). A prerendered page fetches its
 * screens before it hydrates (main.tsx), so React hydrates the server's markup as it is. A screen that suspended while
 * hydrating would have its markup dropped for the loading look at the app's first update. And a suspension is a
 * throw: with DevTools' Runtime domain on (Lighthouse has it on) every throw records a stack trace with the source
 * position of each frame, which V8 reparses the functions to find. A failed fetch is tried again when next asked for.
 */
export function preloadableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: T | undefined;
  let settled = false;
  let fetching: Promise<{ default: T }> | undefined;
  const preload = () =>
    (fetching ??= load().then(
      (module) => {
        loaded = module.default;
        settled = true;
        return module;
      },
      (err: unknown) => {
        fetching = undefined;
        settled = true;
        throw err;
      },
    ));
  const Lazy = lazyWithReload(preload);
  function Preloadable(props: ComponentProps<T>) {
    // Chosen once per mount, so the component under it is never swapped for another (which would lose its state).
    const [Shown] = useState<ComponentType<any>>(() => loaded ?? Lazy);
    return createElement(Shown, props);
  }
  // Settled: the module is here, or a fetch of it failed (shown then, it fetches again and reports a second failure).
  return Object.assign(Preloadable, { preload, settled: () => settled });
}
