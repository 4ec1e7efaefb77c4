import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';

const SESSIONS = [1, 2, 3, 4, 5] as const;
const SESSION_TITLES = ['landing.okt1', 'landing.okt2', 'landing.okt3', 'landing.okt4', 'landing.okt5'];

/** /{lang}/start: the five sessions, reached after sign-in and after Start over. */
export function StartScreen({ lang }: { lang: Lang }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'start.title' }));
  return (
    <section aria-labelledby="start-title">
      <h1 id="start-title" className="on-dark">
        <FormattedMessage id="start.title" />
      </h1>
      <ol className="cards">
        {SESSIONS.map((n, i) => (
          <li key={n} className="card">
            <Link href={`/${lang}/okt/${n}/O${n}A`}>
              <span className="card-number">{intl.formatMessage({ id: 'okt.title' }, { okt: n })}</span>
              <span className="card-title">{intl.formatMessage({ id: SESSION_TITLES[i]! })}</span>
            </Link>
          </li>
        ))}
      </ol>
      <p>
        <Link href={`/${lang}/start-pa-nytt`} className="on-dark">
          <FormattedMessage id="startOver.link" />
        </Link>
      </p>
    </section>
  );
}
