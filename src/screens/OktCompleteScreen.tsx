import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';

/** /{lang}/okt/{okt}/Fullfort: the session is done. */
export function OktCompleteScreen({ lang, okt }: { lang: Lang; okt: number }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'oktComplete.title' }, { okt });
  useDocumentTitle(title);
  return (
    <section className="panel" aria-labelledby="okt-complete-title">
      <h1 id="okt-complete-title">{title}</h1>
      <p>
        <FormattedMessage id="oktComplete.body" />
      </p>
      <p className="actions">
        <Link href={`/${lang}/start`} className="button">
          <FormattedMessage id="nav.toOverview" />
        </Link>
      </p>
    </section>
  );
}
