import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../design/FormField';
import { Button } from '../../design/Button';
import { ErrorAlert } from '../../design/StatusMessage';

export interface MustChangePasswordProps {
  error: { messageKey: string; field?: string } | null;
  busy: boolean;
  onSubmit: (password: string) => void;
}

/** «Lag et nytt passord» after a sign-in with a temporary password: the auth machine's `signingIn.choosingPassword`. */
export function MustChangePassword({ error, busy, onSubmit }: MustChangePasswordProps) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('newPassword') ?? ''));
  };
  const onField = error && (error.field === 'newPassword' || error.field === 'password');
  return (
    <section aria-labelledby="must-change-title">
      <h1 id="must-change-title">
        <FormattedMessage id="mustChange.title" />
      </h1>
      <FormattedMessage id="mustChange.intro" tagName="p" />
      <form onSubmit={submit} noValidate>
        <FormField
          id="newPassword"
          type="password"
          autoComplete="new-password"
          required
          label={intl.formatMessage({ id: 'mustChange.newPassword' })}
          hint={intl.formatMessage({ id: 'login.password.hint' })}
          errorKey={onField ? error.messageKey : null}
        />
        <ErrorAlert messageKey={onField ? null : error?.messageKey} />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          <FormattedMessage id="mustChange.submit" />
        </Button>
      </form>
    </section>
  );
}
