import { useIntl } from 'react-intl';
import { FormField } from '../../design/FormField';
import type { LoginView } from './authView';

/**
 * E-post and Passord, as every sign-in form asks for them. A new password gets the length hint and
 * `new-password`, so a password manager offers to save it rather than to fill in an old one.
 */
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
