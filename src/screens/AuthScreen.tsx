import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';

/** /{lang}/auth: where the link in a password-reset e-mail lands. */
export function AuthScreen({ lang }: { lang: Lang }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.title' }));
  return (
    <section className="panel narrow" aria-labelledby="auth-title">
      <h1 id="auth-title">
        <FormattedMessage id="auth.title" />
      </h1>
      <p>
        <FormattedMessage id="auth.body" />
      </p>
      <p className="actions">
        <Link href={`/${lang}`} className="button secondary">
          <FormattedMessage id="nav.toFrontPage" />
        </Link>
      </p>
    </section>
  );
}
