import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import type * as LineSelect from './LineSelect';

// Its own chunk, once the activity shows, so the session pages stay within their first-load budget.
const load = () => import('./LineSelect');

function later<P extends object>(pick: (m: typeof LineSelect) => ComponentType<P>) {
  const Lazy = lazy(() => load().then((m) => ({ default: pick(m) })));
  return (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

export const PlaceRest = later<ComponentProps<typeof LineSelect.PlaceRest>>((m) => m.PlaceRest);
export const PayFrom = later<ComponentProps<typeof LineSelect.PayFrom>>((m) => m.PayFrom);
