import { lazy, Suspense } from 'react';
import type { Lang } from '../../contracts/lang';

const NoPdf = () => null;

// A failed fetch leaves out the panel, never the page: the PDF is an extra here, and the start page offers it too.
const PdfContainer = lazy(() =>
  import('./PdfContainer').then(
    (m) => ({ default: m.PdfContainer }),
    () => ({ default: NoPdf }),
  ),
);

/** The PDF panel fetched once the page has shown (its machine runs in machines/activityPageMachine.ts); nothing stands in meanwhile. */
export function LazyPdfContainer({ lang }: { lang: Lang }) {
  return (
    <Suspense fallback={null}>
      <PdfContainer lang={lang} />
    </Suspense>
  );
}
