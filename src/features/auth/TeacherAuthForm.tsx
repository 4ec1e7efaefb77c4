import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Fylke } from '../../contracts/content';
import type { Lang } from '../../contracts/lang';
import { FormField } from '../../components/FormField';
import type { TeacherRegistration } from '../../services/backendApi';
import { CredentialFields } from './CredentialFields';
import { FormError } from './FormError';
import { AccountDeletedNotice, ModeSwitch, SessionExpiredNotice } from './ModeSwitch';
import type { LoginView } from './authView';

export interface TeacherAuthFormProps {
  lang: Lang;
  view: LoginView;
  /** The counties for registration; null while they load. */
  fylker: Fylke[] | null;
  initialMode?: 'login' | 'register';
  onLogin: (values: { email: string; password: string }) => void;
  onRegister: (values: TeacherRegistration) => void;
}

/** Teachers sign in or register here, never on the pupils' page. */
export function TeacherAuthForm({ lang, view, fylker, initialMode = 'login', onLogin, onRegister }: TeacherAuthFormProps) {
  const intl = useIntl();
  const [mode, setMode] = useState(initialMode);
  const fieldError = (field: string) => (view.error?.field === field ? view.error.messageKey : null);
  const generalError = view.error && !view.error.field ? view.error : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    if (mode === 'login') onLogin({ email: value('email'), password: value('password') });
    else
      onRegister({
        email: value('email'),
        password: value('password'),
        fylkeId: value('fylkeId'),
        fylkeEmail: value('fylkeEmail'),
        isNewTeacher: data.get('hasAccount') !== 'on',
      });
  }

  const fylkeError = fieldError('fylkeId');
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <ModeSwitch
        legendId="teacherLogin.mode.legend"
        options={[
          { mode: 'login', labelId: 'teacherLogin.mode.login' },
          { mode: 'register', labelId: 'teacherLogin.mode.register' },
        ]}
        value={mode}
        onChange={setMode}
      />
      {view.sessionExpired && <SessionExpiredNotice />}
      {view.accountDeleted && <AccountDeletedNotice />}

      <CredentialFields view={view} newPassword={mode === 'register'} />

      {mode === 'register' && (
        <>
          <div className={fylkeError ? 'field has-error' : 'field'}>
            <label htmlFor="fylkeId">
              <FormattedMessage id="teacherLogin.fylke" />
            </label>
            {fylkeError && (
              <p id="fylkeId-error" className="field-error">
                <FormattedMessage id={`error.${fylkeError}`} />
              </p>
            )}
            <select id="fylkeId" name="fylkeId" required defaultValue="" aria-invalid={fylkeError ? true : undefined} aria-describedby={fylkeError ? 'fylkeId-error' : undefined} disabled={!fylker}>
              <option value="" disabled>
                {intl.formatMessage({ id: fylker ? 'teacherLogin.fylke.choose' : 'content.loading' })}
              </option>
              {fylker?.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </div>
          <FormField
            id="fylkeEmail"
            type="email"
            autoComplete="work email"
            required
            label={intl.formatMessage({ id: 'teacherLogin.fylkeEmail' })}
            hint={intl.formatMessage({ id: 'teacherLogin.fylkeEmail.hint' })}
            errorKey={fieldError('fylkeEmail')}
          />
          <div className="field checkbox">
            <input id="hasAccount" name="hasAccount" type="checkbox" />
            <label htmlFor="hasAccount">
              <FormattedMessage id="teacherLogin.hasAccount" />
            </label>
          </div>
        </>
      )}

      {generalError && <FormError id="teacher-login-error" lang={lang} error={generalError} />}

      <p className="actions">
        <button type="submit" className="button" disabled={view.busy} aria-busy={view.busy || undefined}>
          <FormattedMessage id={view.busy ? 'login.busy' : mode === 'login' ? 'teacherLogin.submit.login' : 'teacherLogin.submit.register'} />
        </button>
      </p>
      <p>
        <Link href={`/${lang}/auth`}>
          <FormattedMessage id="login.forgotPassword" />
        </Link>
      </p>
    </form>
  );
}
