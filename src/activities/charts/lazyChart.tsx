import { type ComponentType, lazy, Suspense } from 'react';
import { withLaterTexts } from '../../i18n/LaterTexts';

/** The place a chart takes: its drawing's height in px, and whether a legend sits above it. */
export interface ChartPlace {
  drawing: number;
  legend: boolean;
}

/** A chart in a chunk of its own, fetched when first shown with its texts (src/i18n/LaterTexts.tsx); offline the activity works without it. */
export function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>, place: (props: P) => ChartPlace): ComponentType<P> {
  const Chart = lazy(() =>
    load().then(
      (component) => ({ default: withLaterTexts(component) }),
      () => ({ default: (() => null) as ComponentType<P> }),
    ),
  );
  // The chart's place is held while it loads, so nothing below jumps (CLS) under a pupil's tap.
  // The title, legend and «Vis som tabell» around the drawing are --chart-frame (app.css).
  const Lazy = (props: P) => {
    const { drawing, legend } = place(props);
    return (
      <div className={legend ? 'chart-slot' : 'chart-slot chart-slot-plain'} style={{ minHeight: `calc(${drawing}px + var(--chart-frame))` }}>
        <Suspense fallback={null}>
          <Chart {...props} />
        </Suspense>
      </div>
    );
  };
  return Lazy;
}
