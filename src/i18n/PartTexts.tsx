import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Lang } from '../contracts/lang';
import type { Messages } from './useCatalogue';

interface PartTextsProps {
  lang: Lang;
  /** A text of the part (catalogueParts.test.ts holds it there): where it is, the whole part is. */
  marker: string;
  /** Fetches the part; a failure gives no texts (the ids show) rather than no page. */
  load: (lang: Lang) => Promise<Messages>;
  have?: Messages;
  fallback: ReactNode;
  children: ReactNode;
}

/** A part of the UI texts (catalogueParts.ts), fetched as it first shows; joined once per arrival, so redraws keep react-intl's formatters. */
export function PartTexts({ lang, marker, load, have, fallback, children }: PartTextsProps) {
  const outer = useIntl();
  const whole = marker in outer.messages;
  const [arrived, setArrived] = useState<{ lang: Lang; messages: Messages } | null>(have ? { lang, messages: have } : null);
  useEffect(() => {
    if (whole || arrived?.lang === lang) return;
    let live = true;
    void load(lang).then((messages) => live && setArrived({ lang, messages }));
    return () => {
      live = false;
    };
  }, [whole, lang, arrived, load]);
  const messages = useMemo(() => arrived && Object.assign({}, outer.messages as Messages, arrived.messages), [outer.messages, arrived]);
  if (whole) return <>{children}</>;
  if (arrived?.lang !== lang || !messages) return <>{fallback}</>;
  return (
    <IntlProvider locale={outer.locale} defaultLocale={outer.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
