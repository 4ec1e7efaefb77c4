import '../../styles/pdf.css';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../../contracts/lang';
import type { PdfReadiness } from '../../domain/pdfGate';
import { Button } from '../../design/Button';
import { Card } from '../../design/Card';
import { StatusMessage } from '../../design/StatusMessage';

export type PdfPanelState = 'checking' | 'hidden' | 'available' | 'building' | 'done' | 'failed';

export interface PdfPanelProps {
  lang: Lang;
  readiness: PdfReadiness | null;
  state: PdfPanelState;
  /** Message key of a failure (pdf.error.build, or a fetch error). */
  errorKey: string | null;
  onDownload: () => void;
  onRetry: () => void;
  /** The link to the first activity not done; the start page leaves it out, its main action leads there. */
  showNext?: boolean;
}

/** «Last ned PDF» once every activity is complete and the server allows it; before that, what is left and a link to it. */
export function PdfPanel({ lang, readiness, state, errorKey, onDownload, onRetry, showNext = true }: PdfPanelProps) {
  if (!readiness) return null;
  if (!readiness.complete) {
    return (
      <Card className="pdf-panel" aria-labelledby="pdf-title">
        <h2 id="pdf-title">
          <FormattedMessage id="pdf.title" />
        </h2>
        <FormattedMessage id="pdf.incomplete" values={{ left: readiness.left }} tagName="p" />
        {showNext && readiness.left > 0 && (
          <p>
            <Link href={`/${lang}/okt/${readiness.okt}/${readiness.code}`}>
              <FormattedMessage id="pdf.next" values={{ activity: readiness.title, okt: readiness.okt }} />
            </Link>
          </p>
        )}
      </Card>
    );
  }
  if (state === 'checking' || state === 'hidden') return null;
  const busy = state === 'building';
  return (
    <Card className="pdf-panel" aria-labelledby="pdf-title">
      <h2 id="pdf-title">
        <FormattedMessage id="pdf.title" />
      </h2>
      <FormattedMessage id="pdf.intro" tagName="p" />
      {state === 'failed' ? (
        <StatusMessage variant="error" as="div" live="alert">
          <FormattedMessage id={errorKey === 'pdf.error.build' ? 'pdf.error.build' : 'pdf.error.content'} tagName="p" />
          <Button onClick={onRetry}>
            <FormattedMessage id="pdf.retry" />
          </Button>
        </StatusMessage>
      ) : (
        <Button onClick={onDownload} disabled={busy} aria-disabled={busy}>
          <FormattedMessage id="pdf.download" />
        </Button>
      )}
      <p role="status" className="pdf-status">
        {busy && <FormattedMessage id="pdf.building" />}
        {state === 'done' && <FormattedMessage id="pdf.done" />}
      </p>
    </Card>
  );
}
