import { type ComponentProps, type ComponentType, createElement, useState } from 'react';
import { lazyWithReload } from './chunkReload';

/**
 * lazyWithReload whose module, once `preload` has fetched it, renders at once instead of suspending first as React.lazy
 * does: a prerendered page preloads its screens (main.tsx), and a screen suspending while hydrating would lose its markup.
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
  // Settled: the module is here, or its fetch failed (shown then, it fetches again).
  return Object.assign(Preloadable, { preload, settled: () => settled });
}
