import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { Card } from '../design/Card';

const SESSION_IDS = ['landing.okt1', 'landing.okt2', 'landing.okt3', 'landing.okt4', 'landing.okt5'];

/** /{lang}: what pupils will do, and where they sign in with the class code. */
export function LandingScreen({ lang, loginForm }: { lang: Lang; loginForm: ReactNode }) {
  useDocumentTitle(undefined);
  const intl = useIntl();
  return (
    <>
      <section className="hero" aria-labelledby="landing-title">
        <h1 id="landing-title">
          <FormattedMessage id="app.name" />
        </h1>
        <p className="lead">
          <FormattedMessage id="landing.lead" />
        </p>
      </section>
      <div className="columns">
        <Card aria-labelledby="landing-sessions">
          <h2 id="landing-sessions">
            <FormattedMessage id="landing.sessions.title" />
          </h2>
          <ol className="session-list">
            {SESSION_IDS.map((id) => (
              <li key={id}>{intl.formatMessage({ id })}</li>
            ))}
          </ol>
        </Card>
        <Card aria-labelledby="landing-login">
          <h2 id="landing-login">
            <FormattedMessage id="landing.login.title" />
          </h2>
          <p>
            <FormattedMessage id="landing.login.body" />{' '}
            <Link href={`/${lang}/faq#klassekode`}>
              <FormattedMessage id="landing.login.help" />
            </Link>
          </p>
          {loginForm}
          <p className="muted">
            <FormattedMessage id="landing.teacherHint" />{' '}
            <Link href={`/${lang}/veiledere`}>
              <FormattedMessage id="nav.teachers" />
            </Link>
          </p>
        </Card>
      </div>
    </>
  );
}
