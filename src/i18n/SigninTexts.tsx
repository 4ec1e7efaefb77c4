import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Lang } from '../contracts/lang';
import type { Messages } from './useCatalogue';

/** The sign-in part of a language's texts; a failure gives none (the ids show) rather than no page. */
export const loadSigninTexts = (lang: Lang): Promise<Messages> =>
  (lang === 'nn' ? import('catalogue:nn/signin') : import('catalogue:no/signin')).then((m) => m.default, () => ({}));

/** A text of the sign-in part (catalogueParts.test.ts holds it there): where it is, the whole part is. */
export const SIGNIN_MARKER = 'login.submit.new';

/**
 * The sign-in pages' texts (catalogueParts.ts), beside the page's own, so no session page carries them.
 * The server preloads them with these pages; a prerendered landing page hydrates with them already given (main.tsx),
 * as tests and stories give the whole catalogue: then they show at once. Not LaterTexts, and nothing of the kit
 * chunk (vite.config.ts): the entry importing it makes the bundler split the entry's shared modules into chunks of a
 * few hundred bytes each.
 */
export function SigninTexts({ lang, children }: { lang: Lang; children: ReactNode }) {
  const outer = useIntl();
  const whole = SIGNIN_MARKER in outer.messages;
  const [arrived, setArrived] = useState<{ lang: Lang; messages: Messages } | null>(null);
  useEffect(() => {
    if (whole) return;
    let live = true;
    void loadSigninTexts(lang).then((messages) => live && setArrived({ lang, messages }));
    return () => {
      live = false;
    };
  }, [whole, lang]);
  if (whole) return <>{children}</>;
  // The screens' own loading look (App's Suspense fallback); not LoadingPanel, which is in the kit chunk.
  if (arrived?.lang !== lang) return <div className="panel skeleton" aria-hidden="true" />;
  return (
    <IntlProvider locale={outer.locale} defaultLocale={outer.defaultLocale} messages={Object.assign({}, outer.messages as Messages, arrived.messages)}>
      {children}
    </IntlProvider>
  );
}
