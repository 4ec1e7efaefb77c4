import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RemovePupilView } from './adminView';
import { PupilEmailField } from './PupilEmailField';
import { Button } from '../../design/Button';

export interface RemovePupilProps {
  view: RemovePupilView;
  onRemove: (email: string) => void;
}

/** A pupil taken out of the class by the address they sign in with; their answers in the class go. */
export function RemovePupil({ view, onRemove }: RemovePupilProps) {
  const intl = useIntl();
  const { removing, removed, errorKey } = view;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onRemove(String(new FormData(event.currentTarget).get('email') ?? ''));
  }

  return (
    <section className="admin-remove" aria-labelledby="remove-title">
      <h3 id="remove-title">
        <FormattedMessage id="admin.remove.title" />
      </h3>
      <p className="hint">
        <FormattedMessage id="admin.remove.intro" />
      </p>
      <p aria-live="polite">{removed && <FormattedMessage id="admin.remove.done" values={{ email: removed.email }} />}</p>
      <form noValidate onSubmit={submit}>
        <PupilEmailField id="remove-email" labelId="admin.remove.email" errorKey={errorKey} />
        <Button type="submit" variant="secondary" className="danger-text" disabled={removing} aria-busy={removing || undefined}>
          {intl.formatMessage({ id: removing ? 'admin.remove.busy' : 'admin.remove.submit' })}
        </Button>
      </form>
    </section>
  );
}
