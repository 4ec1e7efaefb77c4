import { lazy, Suspense } from 'react';
import type { Lang } from '../../contracts/lang';

const NoPdf = () => null;

// A failed fetch (offline for a moment, or a new deploy) leaves out the panel, never the page around it:
// the PDF is an extra here, and the start page offers it too.
const PdfContainer = lazy(() =>
  import('./PdfContainer').then(
    (m) => ({ default: m.PdfContainer }),
    () => ({ default: NoPdf }),
  ),
);

/**
 * The PDF panel fetched once the page it sits on has shown, so the summary's first load leaves it out (its machine
 * runs in the session page's, machines/activityPageMachine.ts). Nothing stands in for it meanwhile: the button waits
 * for the server's answer anyway.
 */
export function LazyPdfContainer({ lang }: { lang: Lang }) {
  return (
    <Suspense fallback={null}>
      <PdfContainer lang={lang} />
    </Suspense>
  );
}
