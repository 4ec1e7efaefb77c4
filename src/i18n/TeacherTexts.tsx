import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { LoadingPanel } from '../design/LoadingPanel';
import type { Lang } from '../contracts/lang';
import type { Messages } from './useCatalogue';

const LOADERS: Record<Lang, () => Promise<{ default: Messages }>> = {
  no: () => import('catalogue:no/teacher'),
  nn: () => import('catalogue:nn/teacher'),
};

/**
 * The admin area's texts (catalogueParts.ts) beside the page's own: no pupil's page carries them. Until they
 * arrive the area shows as loading; if they cannot be fetched, the ids show rather than nothing.
 */
export function TeacherTexts({ lang, children }: { lang: Lang; children: ReactNode }) {
  const outer = useIntl();
  const [loaded, setLoaded] = useState<{ lang: Lang; messages: Messages } | null>(null);
  useEffect(() => {
    let live = true;
    LOADERS[lang]().then(
      (module) => live && setLoaded({ lang, messages: module.default }),
      () => live && setLoaded({ lang, messages: {} }),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  if (loaded?.lang !== lang) return <LoadingPanel id="teacher-texts" />;
  return (
    <IntlProvider locale={outer.locale} defaultLocale={outer.defaultLocale} messages={{ ...(outer.messages as Messages), ...loaded.messages }}>
      {children}
    </IntlProvider>
  );
}
