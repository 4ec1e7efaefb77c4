import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { LoadingPanel } from '../design/LoadingPanel';
import type { Lang } from '../contracts/lang';
import type { Messages } from './useCatalogue';
import { loadTeacherTexts, TEACHER_MARKER } from './teacherTextsLoader';

/**
 * The admin area's texts (catalogueParts.ts) beside the page's own: no pupil's page carries them. Until they
 * arrive the area shows as loading; if they cannot be fetched, the ids show rather than nothing. A prerendered
 * teachers' page hydrates with them already given (main.tsx), as tests and stories give the whole catalogue: then
 * they show at once.
 */
export function TeacherTexts({ lang, children }: { lang: Lang; children: ReactNode }) {
  const outer = useIntl();
  const whole = TEACHER_MARKER in outer.messages;
  const [loaded, setLoaded] = useState<{ lang: Lang; messages: Messages } | null>(null);
  useEffect(() => {
    if (whole) return;
    let live = true;
    void loadTeacherTexts(lang).then((messages) => live && setLoaded({ lang, messages }));
    return () => {
      live = false;
    };
  }, [whole, lang]);
  // Made once per arrival, so the area's redraws keep react-intl's formatters; Object.assign, not a spread.
  const messages = useMemo(() => loaded && Object.assign({}, outer.messages as Messages, loaded.messages), [outer.messages, loaded]);
  if (whole) return <>{children}</>;
  if (loaded?.lang !== lang || !messages) return <LoadingPanel id="teacher-texts" />;
  return (
    <IntlProvider locale={outer.locale} defaultLocale={outer.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
