import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../design/FormField';
import { StatusMessage } from '../../design/StatusMessage';
import type { LoginView } from './authView';

/** E-post and Passord; a new password gets the length hint and `new-password`, so a password manager offers to save it. */
export function CredentialFields({ view, newPassword }: { view: LoginView; newPassword: boolean }) {
  const intl = useIntl();
  const fieldError = (field: string) => (view.error?.field === field ? view.error.messageKey : null);
  return (
    <>
      <FormField id="email" type="email" autoComplete="email" required label={intl.formatMessage({ id: 'login.email' })} defaultValue={view.email ?? ''} errorKey={fieldError('email')} />
      <FormField
        id="password"
        type="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        required
        label={intl.formatMessage({ id: 'login.password' })}
        hint={newPassword ? intl.formatMessage({ id: 'login.password.hint' }) : undefined}
        errorKey={fieldError('password')}
      />
    </>
  );
}

// Written out so every message id stands in the code.
const NOTICES = { sessionExpired: 'login.sessionExpired', accountDeleted: 'login.accountDeleted' } as const;

/** Said above a sign-in form: a school day's sign-in ran out, or the account was deleted from «Mine data» on this device. */
export function SignInNotices({ view }: { view: LoginView }) {
  return (Object.keys(NOTICES) as (keyof typeof NOTICES)[])
    .filter((key) => view[key])
    .map((key) => (
      <StatusMessage key={key} live="status">
        <FormattedMessage id={NOTICES[key]} />
      </StatusMessage>
    ));
}
