import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TemporaryPasswordView } from './adminView';
import { PupilEmailField } from './PupilEmailField';
import { Button } from '../../design/Button';

export interface TemporaryPasswordProps {
  view: TemporaryPasswordView;
  onSet: (email: string) => void;
  onDismiss: () => void;
}

/**
 * Many pupils have no working e-mail for a reset, so the teacher gives one a temporary password,
 * found by the address the pupil signs in with. It is shown once; the pupil must choose a new one at sign-in.
 */
export function TemporaryPassword({ view, onSet, onDismiss }: TemporaryPasswordProps) {
  const intl = useIntl();
  const { temporary, setting, errorKey } = view;
  const shown = temporary?.password ? { email: temporary.email, password: temporary.password } : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSet(String(new FormData(event.currentTarget).get('email') ?? ''));
  }

  return (
    <section className="admin-temporary" aria-labelledby="temporary-title">
      <h3 id="temporary-title">
        <FormattedMessage id="admin.temporary.title" />
      </h3>
      {/* Announced when it appears; not a second role=status beside the count's own on this page. */}
      <div aria-live="polite">
        {shown && (
          <div className="admin-temporary-result">
            <p>
              <FormattedMessage id="admin.temporary.done" values={{ email: <strong>{shown.email}</strong> }} />
            </p>
            <p className="admin-temporary-password">
              <code>{shown.password}</code>
            </p>
            <p className="hint">
              <FormattedMessage id="admin.temporary.once" />
            </p>
          </div>
        )}
      </div>
      {shown ? (
        <Button variant="secondary" onClick={onDismiss}>
          <FormattedMessage id="admin.temporary.dismiss" />
        </Button>
      ) : (
        <form noValidate onSubmit={submit}>
          <p className="hint">
            <FormattedMessage id="admin.temporary.intro" />
          </p>
          <PupilEmailField id="temporary-email" labelId="admin.temporary.email" errorKey={errorKey} defaultValue={temporary?.email ?? ''} />
          <Button type="submit" disabled={setting} aria-busy={setting || undefined}>
            {setting ? intl.formatMessage({ id: 'admin.temporary.setting' }) : intl.formatMessage({ id: 'admin.temporary.submit' })}
          </Button>
        </form>
      )}
    </section>
  );
}
