import { type ComponentProps, lazy, Suspense } from 'react';
import type * as LineSelect from './LineSelect';

// The line choices, their texts and the lived budget they check against come in a chunk of their own, once the
// activity shows: they sit below what the pupil works on, and the session pages stay within their first-load budget.
const load = () => import('./LineSelect');
const PlaceRestLazy = lazy(() => load().then((m) => ({ default: m.PlaceRest })));
const PayFromLazy = lazy(() => load().then((m) => ({ default: m.PayFrom })));

export function PlaceRest(props: ComponentProps<typeof LineSelect.PlaceRest>) {
  return (
    <Suspense fallback={null}>
      <PlaceRestLazy {...props} />
    </Suspense>
  );
}

export function PayFrom(props: ComponentProps<typeof LineSelect.PayFrom>) {
  return (
    <Suspense fallback={null}>
      <PayFromLazy {...props} />
    </Suspense>
  );
}
