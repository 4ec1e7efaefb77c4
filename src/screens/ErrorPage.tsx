import { FormattedMessage, useIntl } from 'react-intl';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { Button, ButtonLink } from '../design/Button';
import { Card } from '../design/Card';
import { Facts } from '../components/Page';

export interface ErrorPageProps {
  lang: Lang;
  statusCode: 404 | 500;
  /** What the spec shows as the description; a 404 given `path` describes it in the page's language instead. */
  description?: string;
  path?: string;
  onReload?: () => void;
}

/** Spec §2's generic error page: status code, status message and description. */
export function ErrorPage({ lang, statusCode, description, path, onReload }: ErrorPageProps) {
  const intl = useIntl();
  const notFound = statusCode === 404;
  // Pupils read the 404 in their own language; the 500 keeps the spec's English wording.
  const statusMessage = notFound ? intl.formatMessage({ id: 'errorPage.notFound.statusMessage' }) : 'Internal Server Error';
  const shownDescription = notFound && path !== undefined ? intl.formatMessage({ id: 'errorPage.notFound.description' }, { path }) : (description ?? '');
  const textLang = notFound ? undefined : 'en';
  const title = intl.formatMessage({ id: statusCode === 404 ? 'errorPage.notFound.title' : 'errorPage.serverError.title' });
  useDocumentTitle(title);
  return (
    <Card className="error-page" aria-labelledby="error-title">
      <p className="status-code" aria-hidden="true">
        {statusCode}
      </p>
      <h1 id="error-title">{title}</h1>
      <FormattedMessage id={statusCode === 404 ? 'errorPage.notFound.explanation' : 'errorPage.serverError.explanation'} tagName="p" />
      <Facts
        facts={[
          ['errorPage.statusCode', statusCode],
          ['errorPage.statusMessage', <span lang={textLang}>{statusMessage}</span>],
          ['errorPage.description', <span lang={textLang} className="break-anywhere">{shownDescription}</span>],
        ]}
      />
      <p className="actions">
        {onReload && (
          <Button onClick={onReload}>
            <FormattedMessage id="errorPage.reload" />
          </Button>
        )}
        <ButtonLink href={`/${lang}`} variant="secondary">
          <FormattedMessage id="nav.toFrontPage" />
        </ButtonLink>
      </p>
    </Card>
  );
}
