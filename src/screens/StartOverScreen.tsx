import { FormattedMessage, useIntl } from 'react-intl';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { Button, ButtonLink } from '../design/Button';
import { Card } from '../design/Card';
import { StatusMessage } from '../design/StatusMessage';

export interface StartOverScreenProps {
  lang: Lang;
  busy: boolean;
  /** Message key of a failed attempt. */
  errorKey: string | null;
  onConfirm: () => void;
}

/** /{lang}/start-pa-nytt: says plainly what starting over deletes, and asks before anything is deleted. */
export function StartOverScreen({ lang, busy, errorKey, onConfirm }: StartOverScreenProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'startOver.title' }));
  return (
    <Card width="narrow" aria-labelledby="start-over-title">
      <h1 id="start-over-title">
        <FormattedMessage id="startOver.title" />
      </h1>
      <p>
        <FormattedMessage id="startOver.body" />
      </p>
      {errorKey && (
        <StatusMessage variant="error" live="alert">
          <FormattedMessage id={`error.${errorKey}`} />
        </StatusMessage>
      )}
      <p className="actions">
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          <FormattedMessage id={busy ? 'login.busy' : 'startOver.confirm'} />
        </Button>
        <ButtonLink href={`/${lang}/start`} variant="secondary">
          <FormattedMessage id="startOver.cancel" />
        </ButtonLink>
      </p>
    </Card>
  );
}
