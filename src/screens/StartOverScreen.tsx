import { FormattedMessage } from 'react-intl';
import type { Lang } from '../contracts/lang';
import { Page } from '../components/Page';
import { Button, ButtonLink } from '../design/Button';
import { ErrorAlert } from '../design/StatusMessage';

export interface StartOverScreenProps {
  lang: Lang;
  busy: boolean;
  errorKey: string | null;
  onConfirm: () => void;
}

/** /{lang}/start-pa-nytt: says plainly what starting over deletes, and asks before anything is deleted. */
export function StartOverScreen({ lang, busy, errorKey, onConfirm }: StartOverScreenProps) {
  return (
    <Page headingId="start-over-title" titleId="startOver.title" width="narrow">
      <FormattedMessage id="startOver.body" tagName="p" />
      <ErrorAlert messageKey={errorKey} />
      <p className="actions">
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          <FormattedMessage id={busy ? 'login.busy' : 'startOver.confirm'} />
        </Button>
        <ButtonLink href={`/${lang}/start`} variant="secondary">
          <FormattedMessage id="startOver.cancel" />
        </ButtonLink>
      </p>
    </Page>
  );
}
