import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';

/** /{lang}/okt/{okt}/{part}: the frame an activity of a session is shown in. */
export function OktScreen({ lang, okt, part }: { lang: Lang; okt: number; part: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'okt.title' }, { okt });
  useDocumentTitle(title);
  return (
    <section className="panel" aria-labelledby="okt-title">
      <p className="eyebrow">
        <FormattedMessage id="okt.activity" values={{ part }} />
      </p>
      <h1 id="okt-title">{title}</h1>
      <p>
        <FormattedMessage id="okt.body" />
      </p>
      <p className="actions">
        <Link href={`/${lang}/start`} className="button secondary">
          <FormattedMessage id="nav.toOverview" />
        </Link>
      </p>
    </section>
  );
}
