import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AuthFailure } from '../../machines/authErrors';
import type { Lang } from '../contracts/lang';
import { FormField } from '../design/FormField';
import { FormError } from '../components/FormError';
import { Page } from '../components/Page';
import { Button, ButtonLink } from '../design/Button';

export type ResetStep = 'request' | 'sending' | 'sent' | 'verifying' | 'newPassword' | 'saving' | 'done' | 'invalidCode';

export interface ResetView {
  step: ResetStep;
  email: string | null;
  error: AuthFailure | null;
  isTeacher: boolean;
}

export interface AuthScreenProps {
  lang: Lang;
  view: ResetView;
  onRequest: (email: string) => void;
  onConfirm: (password: string) => void;
}

/** /{lang}/auth: ask for a reset e-mail, or, arriving from its link, choose the new password. */
export function AuthScreen({ lang, view, onRequest, onConfirm }: AuthScreenProps) {
  const loginPath = view.isTeacher ? `/${lang}/veiledere` : `/${lang}`;
  return (
    <Page headingId="auth-title" titleId="auth.title" width="narrow">
      <ResetStepBody lang={lang} view={view} loginPath={loginPath} onRequest={onRequest} onConfirm={onConfirm} />
      {view.step !== 'done' && (
        <p>
          <Link href={loginPath}>
            <FormattedMessage id="auth.backToLogin" />
          </Link>
        </p>
      )}
    </Page>
  );
}

function ResetStepBody({ lang, view, loginPath, onRequest, onConfirm }: AuthScreenProps & { loginPath: string }) {
  const intl = useIntl();
  const fieldError = (field: string) => (view.error?.field === field ? view.error.messageKey : null);
  switch (view.step) {
    case 'verifying':
    case 'sent':
      return (
        <p role="status">
          <FormattedMessage id={view.step === 'sent' ? 'auth.sent' : 'auth.verifying'} />
        </p>
      );
    case 'done':
      return (
        <>
          <p role="status">
            <FormattedMessage id="auth.done" />
          </p>
          <p className="actions">
            <ButtonLink href={loginPath}>
              <FormattedMessage id="auth.toLogin" />
            </ButtonLink>
          </p>
        </>
      );
    case 'invalidCode':
      return (
        <div role="alert">
          <FormattedMessage id="error.txt_error_reset_code_invalid" tagName="p" />
          <p className="actions">
            <ButtonLink href={`/${lang}/auth`} variant="secondary">
              <FormattedMessage id="auth.requestAgain" />
            </ButtonLink>
          </p>
        </div>
      );
  }
  // The request for an e-mail, or the new password once its link is verified.
  const choosing = view.step === 'newPassword' || view.step === 'saving';
  const busy = view.step === 'saving' || view.step === 'sending';
  const generalError = view.error && !view.error.field ? view.error : null;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(choosing ? 'newPassword' : 'resetEmail') ?? '');
    if (choosing) onConfirm(value);
    else onRequest(value);
  }
  return (
    <form onSubmit={submit} noValidate>
      <p>
        {choosing ? (
          <FormattedMessage id="auth.newPassword.for" values={{ email: <strong>{view.email}</strong> }} />
        ) : (
          <FormattedMessage id="auth.request.body" />
        )}
      </p>
      {choosing ? (
        <FormField
          id="newPassword"
          type="password"
          autoComplete="new-password"
          required
          label={intl.formatMessage({ id: 'auth.newPassword' })}
          hint={intl.formatMessage({ id: 'login.password.hint' })}
          errorKey={fieldError('password')}
        />
      ) : (
        <FormField id="resetEmail" type="email" autoComplete="email" required label={intl.formatMessage({ id: 'login.email' })} errorKey={fieldError('email')} />
      )}
      {generalError && <FormError id="reset-error" lang={lang} error={generalError} />}
      <p className="actions">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          <FormattedMessage id={busy ? 'login.busy' : choosing ? 'auth.newPassword.submit' : 'auth.request.submit'} />
        </Button>
      </p>
    </form>
  );
}
