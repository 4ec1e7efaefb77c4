import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../contracts/lang';
import { useDocumentTitle } from '../components/useDocumentTitle';

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
    <section className="panel narrow" aria-labelledby="start-over-title">
      <h1 id="start-over-title">
        <FormattedMessage id="startOver.title" />
      </h1>
      <p>
        <FormattedMessage id="startOver.body" />
      </p>
      {errorKey && (
        <p className="form-error" role="alert">
          <FormattedMessage id={`error.${errorKey}`} />
        </p>
      )}
      <p className="actions">
        <button type="button" className="button danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          <FormattedMessage id={busy ? 'login.busy' : 'startOver.confirm'} />
        </button>
        <Link href={`/${lang}/start`} className="button secondary">
          <FormattedMessage id="startOver.cancel" />
        </Link>
      </p>
    </section>
  );
}
