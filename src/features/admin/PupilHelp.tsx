import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PupilByEmailEvent } from '../../../machines/pupilByEmailMachine';
import type { PupilByEmailView } from './adminView';
import { Button } from '../../design/Button';
import { FormField } from '../../design/FormField';

/** The address a pupil signs in with, as the teacher types it to help that pupil. */
const EMAIL_INPUT = { name: 'email', type: 'email', inputMode: 'email', autoComplete: 'off', spellCheck: false } as const;

const emailOf = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  return String(new FormData(event.currentTarget).get('email') ?? '');
};

interface ByEmailProps {
  view: PupilByEmailView;
  send: (event: PupilByEmailEvent) => void;
}

/** A temporary password just set, shown this once; `children` is what follows it (the button that puts it away). */
export function ShownPassword({ intro, password, children }: { intro: ReactNode; password: string; children?: ReactNode }) {
  return (
    <div className="admin-temporary-result">
      <p>{intro}</p>
      <p className="admin-temporary-password">
        <code>{password}</code>
      </p>
      <p className="hint">
        <FormattedMessage id="admin.temporary.once" />
      </p>
      {children}
    </div>
  );
}

/** A temporary password for a pupil without a working e-mail, found by their sign-in address; shown once, replaced at sign-in. */
export function TemporaryPassword({ view, send }: ByEmailProps) {
  const { temporary: shown, setting } = view;
  return (
    <section className="admin-temporary" aria-labelledby="temporary-title">
      <h3 id="temporary-title">
        <FormattedMessage id="admin.temporary.title" />
      </h3>
      {/* Announced when it appears; not a second role=status beside the count's own on this page. */}
      <div aria-live="polite">
        {shown && <ShownPassword intro={<FormattedMessage id="admin.temporary.done" values={{ email: <strong>{shown.email}</strong> }} />} password={shown.password} />}
      </div>
      {shown ? (
        <Button variant="secondary" onClick={() => send({ type: 'temporary.dismiss' })}>
          <FormattedMessage id="admin.temporary.dismiss" />
        </Button>
      ) : (
        <form noValidate onSubmit={(event) => send({ type: 'pupil.temporaryPassword', email: emailOf(event) })}>
          <p className="hint">
            <FormattedMessage id="admin.temporary.intro" />
          </p>
          <FormField id="temporary-email" label={<FormattedMessage id="admin.temporary.email" />} errorKey={view.passwordErrorKey} {...EMAIL_INPUT} />
          <Button type="submit" disabled={setting} aria-busy={setting || undefined}>
            <FormattedMessage id={setting ? 'admin.temporary.setting' : 'admin.temporary.submit'} />
          </Button>
        </form>
      )}
    </section>
  );
}

/** A pupil taken out of the class by the address they sign in with; their answers in the class go. */
export function RemovePupil({ view, send }: ByEmailProps) {
  const { removing, removed } = view;
  return (
    <section className="admin-remove" aria-labelledby="remove-title">
      <h3 id="remove-title">
        <FormattedMessage id="admin.remove.title" />
      </h3>
      <p className="hint">
        <FormattedMessage id="admin.remove.intro" />
      </p>
      <p aria-live="polite">{removed && <FormattedMessage id="admin.remove.done" values={{ email: removed.email }} />}</p>
      <form noValidate onSubmit={(event) => send({ type: 'pupil.remove', email: emailOf(event) })}>
        <FormField id="remove-email" label={<FormattedMessage id="admin.remove.email" />} errorKey={view.removeErrorKey} {...EMAIL_INPUT} />
        <Button type="submit" variant="secondary" className="danger-text" disabled={removing} aria-busy={removing || undefined}>
          <FormattedMessage id={removing ? 'admin.remove.busy' : 'admin.remove.submit'} />
        </Button>
      </form>
    </section>
  );
}
