import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A chart in a chunk of its own, fetched when first shown (issue 18): the session pages stay within their first-load
 * budget, and without a network the activity still works without its chart (its texts and table say it all).
 */
export function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>, reserve?: (props: P) => number): ComponentType<P> {
  const Chart = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: (() => null) as ComponentType<P> }),
    ),
  );
  // With `reserve` (the drawing's height in px), the chart's place is held while its code and texts arrive,
  // so the page below does not jump when it appears (CLS; issue 20). The title, legend and «Vis som tabell»
  // around the drawing are --chart-frame (charts.css).
  const Lazy = (props: P) => {
    const chart = (
      <Suspense fallback={null}>
        <Chart {...props} />
      </Suspense>
    );
    if (!reserve) return chart;
    return (
      <div className="chart-slot" style={{ minHeight: `calc(${reserve(props)}px + var(--chart-frame))` }}>
        {chart}
      </div>
    );
  };
  return Lazy;
}
