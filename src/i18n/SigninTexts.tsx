import type { ReactNode } from 'react';
import type { Lang } from '../contracts/lang';
import { PartTexts } from './PartTexts';
import type { Messages } from './useCatalogue';

/** The sign-in part of a language's texts; a failure gives none (the ids show) rather than no page. */
export const loadSigninTexts = (lang: Lang): Promise<Messages> =>
  (lang === 'nn' ? import('catalogue:nn/signin') : import('catalogue:no/signin')).then((m) => m.default, () => ({}));

/** A text of the sign-in part (catalogueParts.test.ts holds it there). */
export const SIGNIN_MARKER = 'login.submit.new';

/**
 * The sign-in pages' texts (catalogueParts.ts), beside the page's own, so no session page carries them.
 * The server preloads them with these pages; a prerendered landing page hydrates with them already given (main.tsx),
 * as tests and stories give the whole catalogue: then they show at once. Not LaterTexts, and nothing of the kit
 * chunk (vite.config.ts): the entry importing it makes the bundler split the entry's shared modules into chunks of a
 * few hundred bytes each.
 */
export function SigninTexts({ lang, children }: { lang: Lang; children: ReactNode }) {
  // The screens' own loading look (App's Suspense fallback); not LoadingPanel, which is in the kit chunk.
  const fallback = <div className="panel skeleton" aria-hidden="true" />;
  return <PartTexts lang={lang} marker={SIGNIN_MARKER} load={loadSigninTexts} fallback={fallback}>{children}</PartTexts>;
}
