import type { ReactNode } from 'react';
import type { Lang } from '../contracts/lang';
import { PartTexts } from './PartTexts';
import type { Messages } from './useCatalogue';

/** The sign-in part of a language's texts; a failure gives none (the ids show) rather than no page. */
export const loadSigninTexts = (lang: Lang): Promise<Messages> =>
  (lang === 'nn' ? import('catalogue:nn/signin') : import('catalogue:no/signin')).then((m) => m.default, () => ({}));

/** A text of the sign-in part (catalogueParts.test.ts holds it there). */
export const SIGNIN_MARKER = 'login.submit.new';

/** The sign-in pages' texts (catalogueParts.ts); nothing of the kit chunk (vite.config.ts) here, as the entry imports this. */
export function SigninTexts({ lang, children }: { lang: Lang; children: ReactNode }) {
  // The screens' own loading look (App's Suspense fallback); not LoadingPanel, which is in the kit chunk.
  const fallback = <div className="panel skeleton" aria-hidden="true" />;
  return <PartTexts lang={lang} marker={SIGNIN_MARKER} load={loadSigninTexts} fallback={fallback}>{children}</PartTexts>;
}
