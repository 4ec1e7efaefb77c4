import { lazy, type ReactNode, Suspense } from 'react';
import type { Lang } from '../../contracts/lang';

interface RecapProps {
  lang: Lang;
  okt: number;
  /** The last page: the whole course and the PDF button. */
  course: boolean;
}

const NoRecap = (_: RecapProps) => null;

// A failed fetch of the chunk leaves out the recap, never the completion page around it.
const OktRecapContainer = lazy<(props: RecapProps) => ReactNode>(() =>
  import('./OktRecapContainer').then(
    (m) => ({ default: m.OktRecapContainer }),
    () => ({ default: NoRecap }),
  ),
);

/** The completion page's recap, fetched once the page has shown: readStory and its figures stay out of the first load. */
export function LazyOktRecap(props: RecapProps) {
  return (
    <Suspense fallback={<div className="recap skeleton" aria-busy="true" />}>
      <OktRecapContainer {...props} />
    </Suspense>
  );
}
