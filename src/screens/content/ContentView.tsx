import { FormattedMessage, useIntl } from 'react-intl';
import type { ContentDocument } from '../../../machines/contentPageMachine';
import type { Lang } from '../../contracts/lang';
import { LoadingPanel } from '../../design/LoadingPanel';
import { RichText } from '../../components/RichText';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ErrorPage } from '../ErrorPage';
import { Button } from '../../design/Button';
import { Card } from '../../design/Card';
import { ErrorAlert } from '../../design/StatusMessage';

export type ContentStatus = 'loading' | 'loaded' | 'notFound' | 'failed';

export interface ContentViewProps {
  lang: Lang;
  path: string;
  status: ContentStatus;
  document: ContentDocument | null;
  errorKey: string | null;
  /** A message page (/melding) is framed as a notice rather than an article. */
  variant: 'article' | 'message';
  onRetry: () => void;
}

/** A content page or the FAQ in each of its loading states. */
export function ContentView({ lang, path, status, document, errorKey, variant, onRetry }: ContentViewProps) {
  const intl = useIntl();
  const title = document?.kind === 'page' ? document.page.title : document?.kind === 'faq' ? document.faq.title : undefined;
  useDocumentTitle(title ?? (status === 'loading' ? intl.formatMessage({ id: 'content.loading' }) : undefined));

  if (status === 'notFound') return <ErrorPage lang={lang} statusCode={404} path={path} />;
  if (status === 'failed') {
    return (
      <Card width="narrow" aria-labelledby="content-failed">
        <h1 id="content-failed">
          <FormattedMessage id="content.failed.title" />
        </h1>
        <ErrorAlert messageKey={errorKey ?? 'txt_error_default'} />
        <p className="actions">
          <Button onClick={onRetry}>
            <FormattedMessage id="content.retry" />
          </Button>
        </p>
      </Card>
    );
  }
  if (status === 'loading' || !document || (document.kind !== 'page' && document.kind !== 'faq')) {
    return <LoadingPanel id="content-loading" />;
  }
  if (document.kind === 'faq') {
    return (
      <Card aria-labelledby="faq-title">
        <h1 id="faq-title">{document.faq.title}</h1>
        <p className="lead">{document.faq.intro}</p>
        <div className="faq">
          {document.faq.items.map((item) => (
            <details key={item.id} id={item.id}>
              <summary>{item.question}</summary>
              <RichText html={item.answer} />
            </details>
          ))}
        </div>
      </Card>
    );
  }
  const { page } = document;
  return (
    <article className={variant === 'message' ? 'panel narrow message' : 'panel'} aria-labelledby="page-title">
      <h1 id="page-title">{page.title}</h1>
      <p className="lead">{page.intro}</p>
      <RichText html={page.body} />
      <p className="muted">
        <FormattedMessage id="content.updated" values={{ date: intl.formatDate(page.updated, { dateStyle: 'long', timeZone: 'UTC' }) }} />
      </p>
    </article>
  );
}
