import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AuthFailure } from '../../machines/authErrors';
import type { Lang } from '../contracts/lang';
import { FormField } from '../design/FormField';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { FormError } from '../components/FormError';
import { Button, ButtonLink } from '../design/Button';
import { Card } from '../design/Card';

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
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.title' }));
  const fieldError = (field: string) => (view.error?.field === field ? view.error.messageKey : null);
  const generalError = view.error && !view.error.field && view.step !== 'invalidCode' ? view.error : null;
  const loginPath = view.isTeacher ? `/${lang}/veiledere` : `/${lang}`;

  const read = (event: FormEvent<HTMLFormElement>, name: string) => {
    event.preventDefault();
    return String(new FormData(event.currentTarget).get(name) ?? '');
  };

  let body;
  switch (view.step) {
    case 'verifying':
      body = (
        <p role="status">
          <FormattedMessage id="auth.verifying" />
        </p>
      );
      break;
    case 'newPassword':
    case 'saving':
      body = (
        <form onSubmit={(e) => onConfirm(read(e, 'newPassword'))} noValidate>
          <p>
            <FormattedMessage id="auth.newPassword.for" values={{ email: <strong>{view.email}</strong> }} />
          </p>
          <FormField
            id="newPassword"
            type="password"
            autoComplete="new-password"
            required
            label={intl.formatMessage({ id: 'auth.newPassword' })}
            hint={intl.formatMessage({ id: 'login.password.hint' })}
            errorKey={fieldError('password')}
          />
          {generalError && <FormError id="reset-error" lang={lang} error={generalError} />}
          <p className="actions">
            <Button type="submit" disabled={view.step === 'saving'} aria-busy={view.step === 'saving' || undefined}>
              <FormattedMessage id={view.step === 'saving' ? 'login.busy' : 'auth.newPassword.submit'} />
            </Button>
          </p>
        </form>
      );
      break;
    case 'done':
      body = (
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
      break;
    case 'sent':
      body = (
        <p role="status">
          <FormattedMessage id="auth.sent" />
        </p>
      );
      break;
    case 'invalidCode':
      body = (
        <div role="alert">
          <p>
            <FormattedMessage id="error.txt_error_reset_code_invalid" />
          </p>
          <p className="actions">
            <ButtonLink href={`/${lang}/auth`} variant="secondary">
              <FormattedMessage id="auth.requestAgain" />
            </ButtonLink>
          </p>
        </div>
      );
      break;
    default:
      body = (
        <form onSubmit={(e) => onRequest(read(e, 'resetEmail'))} noValidate>
          <p>
            <FormattedMessage id="auth.request.body" />
          </p>
          <FormField id="resetEmail" type="email" autoComplete="email" required label={intl.formatMessage({ id: 'login.email' })} errorKey={fieldError('email')} />
          {generalError && <FormError id="reset-error" lang={lang} error={generalError} />}
          <p className="actions">
            <Button type="submit" disabled={view.step === 'sending'} aria-busy={view.step === 'sending' || undefined}>
              <FormattedMessage id={view.step === 'sending' ? 'login.busy' : 'auth.request.submit'} />
            </Button>
          </p>
        </form>
      );
  }

  return (
    <Card width="narrow" aria-labelledby="auth-title">
      <h1 id="auth-title">
        <FormattedMessage id="auth.title" />
      </h1>
      {body}
      {view.step !== 'done' && (
        <p>
          <Link href={loginPath}>
            <FormattedMessage id="auth.backToLogin" />
          </Link>
        </p>
      )}
    </Card>
  );
}
