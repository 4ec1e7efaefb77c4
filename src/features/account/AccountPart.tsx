import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountView, PasswordChange } from '../../../machines/accountMachine';
import { RetryAlert } from '../../design/RetryAlert';
import { FormField } from '../../design/FormField';
import { Button } from '../../design/Button';
import { ErrorAlert } from '../../design/StatusMessage';

export interface AccountPartProps {
  /** Signed in with Feide: no password to change. */
  feide?: boolean;
  view: AccountView;
  onChangePassword: (change: PasswordChange) => void;
  onEdit: () => void;
  onEndSession: (id: string) => void;
  onRetry: () => void;
}

const DAY_AND_TIME = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;

/** «Kontoen din» in the admin area: change the password (ASVS 6.2.2/6.2.3) and see and end sessions (ASVS 7.5.2). */
export function AccountPart({ view, onChangePassword, onEdit, onEndSession, onRetry, feide = false }: AccountPartProps) {
  const intl = useIntl();
  const fieldError = (field: string) => (view.passwordErrorField === field ? view.passwordErrorKey : null);
  const formError = view.passwordErrorKey && !['currentPassword', 'newPassword'].includes(view.passwordErrorField ?? '') ? view.passwordErrorKey : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onChangePassword({ currentPassword: String(data.get('currentPassword') ?? ''), newPassword: String(data.get('newPassword') ?? '') });
  };
  const saving = view.passwordState === 'saving';
  return (
    <section aria-labelledby="account-title" className="account">
      <h2 id="account-title">
        <FormattedMessage id="account.title" />
      </h2>

      <FormattedMessage id="account.password.title" tagName="h3" />
      {/* An account that signs in with Feide has no password here to change. */}
      {feide ? (
        <FormattedMessage id="account.password.feide" tagName="p" />
      ) : (
      <form onSubmit={submit} onChange={onEdit} noValidate>
        <FormField
          id="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          label={intl.formatMessage({ id: 'account.password.current' })}
          errorKey={fieldError('currentPassword')}
        />
        <FormField
          id="newPassword"
          type="password"
          autoComplete="new-password"
          required
          label={intl.formatMessage({ id: 'account.password.new' })}
          hint={intl.formatMessage({ id: 'login.password.hint' })}
          errorKey={fieldError('newPassword')}
        />
        <ErrorAlert messageKey={formError} />
        <Button type="submit" aria-busy={saving || undefined} disabled={saving}>
          <FormattedMessage id="account.password.submit" />
        </Button>
        <p role="status">{view.passwordState === 'saved' && <FormattedMessage id="account.password.saved" />}</p>
      </form>
      )}

      <FormattedMessage id="account.sessions.title" tagName="h3" />
      {view.sessionsState === 'failed' && <RetryAlert messageId="account.sessions.loadFailed" onRetry={onRetry} />}
      {view.sessionsState === 'loading' && view.sessions.length === 0 && <div className="skeleton" aria-hidden="true" />}
      <ErrorAlert messageKey={view.sessionsState === 'failed' ? null : view.sessionsErrorKey} />
      <ul className="account-sessions">
        {view.sessions.map((session) => (
          <li key={session.id}>
            <p>
              <strong>{session.device || intl.formatMessage({ id: 'account.sessions.unknownDevice' })}</strong>
              {session.current && (
                <>
                  {' '}
                  <FormattedMessage id="account.sessions.current" />
                </>
              )}
            </p>
            <p>
              <FormattedMessage
                id="account.sessions.times"
                values={{ created: intl.formatDate(session.createdAt, DAY_AND_TIME), lastSeen: intl.formatDate(session.lastSeenAt, DAY_AND_TIME) }}
              />
            </p>
            {!session.current && (
              <Button
                variant="secondary"
                onClick={() => onEndSession(session.id)}
                disabled={view.sessionsState !== 'ready'}
                aria-busy={view.ending === session.id || undefined}
              >
                <FormattedMessage id="account.sessions.end" />
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
