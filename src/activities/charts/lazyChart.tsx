import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A chart in a chunk of its own, fetched when first shown (issue 18): the session pages stay within their first-load
 * budget, and without a network the activity still works without its chart (its texts and table say it all).
 */
export function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Chart = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: (() => null) as ComponentType<P> }),
    ),
  );
  const Lazy = (props: P) => (
    <Suspense fallback={null}>
      <Chart {...props} />
    </Suspense>
  );
  return Lazy;
}
