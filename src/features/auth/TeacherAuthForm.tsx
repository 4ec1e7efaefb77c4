import '../../styles/teacherForms.css';
import { type FormEvent, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TeacherForm } from '../../../machines/authMachine';
import type { Fylke } from '../../contracts/content';
import type { Lang } from '../../contracts/lang';
import { Field, FormField } from '../../design/FormField';
import type { TeacherRegistration } from '../../services/backendApi';
import { CredentialFields, SignInNotices } from './CredentialFields';
import { FormError } from '../../components/FormError';
import type { ResetView } from '../../screens/AuthScreen';
import type { LoginView } from './authView';
import { Button } from '../../design/Button';
import { FeideSignIn } from './FeideSignIn';
import { useHydrated } from '../../components/useHydrated';
import { StatusMessage } from '../../design/StatusMessage';

export interface TeacherAuthFormProps {
  lang: Lang;
  /** Which task is shown: the auth machine's `teacherForm`. */
  form: TeacherForm;
  view: LoginView;
  /** The reset request's step (sending, sent) for the «Glemt passordet?» form. */
  reset: ResetView;
  /** The counties for registration; null while they load. */
  fylker: Fylke[] | null;
  onShow: (form: TeacherForm) => void;
  onLogin: (values: { email: string; password: string }) => void;
  onRegister: (values: TeacherRegistration) => void;
  onResetRequest: (email: string) => void;
  onFeide?: () => void;
}

// Written out so every message id stands in the code.
const TITLE = { login: 'veiledere.login.title', register: 'teacherForm.register.title', reset: 'teacherForm.reset.title' } as const;
const SWITCH = { login: 'teacherForm.switch.login', register: 'teacherForm.switch.register', reset: 'teacherForm.switch.reset' } as const;
const FORMS: readonly TeacherForm[] = ['login', 'register', 'reset'];

/** Sign in, register or ask for a new password, switched by the auth machine; its texts come with TeacherLandingScreen. */
export function TeacherAuthForm({ lang, form, view, reset, fylker, onShow, onLogin, onRegister, onResetRequest, onFeide }: TeacherAuthFormProps) {
  const intl = useIntl();
  // Prerendered: fields take typing at once, buttons wait for the app (a native submit puts the password in the address).
  const hydrated = useHydrated();
  // Registration has one e-mail address: the server's county e-mail (fylkeEmail) is the same address (docs/decisions/teachers-and-schools.md).
  const error = view.error?.field === 'fylkeEmail' ? { ...view.error, field: 'email' } : view.error;
  const shownView = { ...view, error };
  const fieldError = (field: string) => (error?.field === field ? error.messageKey : null);
  const generalError = error && !error.field ? error : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    if (form === 'login') onLogin({ email: value('email'), password: value('password') });
    else if (form === 'register') onRegister({ email: value('email'), password: value('password'), fylkeId: value('fylkeId'), fylkeEmail: value('email'), isNewTeacher: true });
    else onResetRequest(value('email'));
  }

  // The link just used goes away with the switch: the keyboard continues from the new form's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(form);
  useEffect(() => {
    if (shown.current !== form) heading.current?.focus();
    shown.current = form;
  }, [form]);

  const sending = reset.step === 'sending';
  const busy = view.busy || sending;
  const submitText = busy ? 'login.busy' : form === 'login' ? 'teacherLogin.submit.login' : form === 'register' ? 'teacherLogin.submit.register' : 'auth.request.submit';
  return (
    <div className="teacher-forms">
      <h2 id="veiledere-login" ref={heading} tabIndex={-1}>
        <FormattedMessage id={TITLE[form]} />
      </h2>
      <SignInNotices view={view} />
      <FormattedMessage id={form === 'login' ? 'veiledere.login.body' : form === 'register' ? 'teacherForm.register.body' : 'auth.request.body'} tagName="p" />
      {form === 'reset' && reset.step === 'sent' ? (
        <StatusMessage live="status">
          <FormattedMessage id="auth.sent" />
        </StatusMessage>
      ) : (
        // The key gives each task fresh fields: an address typed for one task is not sent by another by mistake.
        <form key={form} className="login-form" aria-labelledby="veiledere-login" onSubmit={submit} noValidate>
          {form === 'reset' ? (
            <FormField id="email" type="email" autoComplete="email" required label={intl.formatMessage({ id: 'login.email' })} defaultValue={view.email ?? ''} errorKey={fieldError('email')} />
          ) : (
            <CredentialFields view={shownView} newPassword={form === 'register'} />
          )}
          {form === 'register' && (
            <Field id="fylkeId" label={<FormattedMessage id="teacherLogin.fylke" />} errorKey={fieldError('fylkeId')}>
              {(control) => (
                <select name="fylkeId" required defaultValue="" disabled={!fylker} {...control}>
                  <option value="" disabled>
                    {intl.formatMessage({ id: fylker ? 'teacherLogin.fylke.choose' : 'content.loading' })}
                  </option>
                  {fylker?.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {generalError && <FormError id="teacher-login-error" lang={lang} error={generalError} />}
          <p className="actions">
            <Button type="submit" disabled={busy || !hydrated} aria-busy={busy || undefined}>
              <FormattedMessage id={submitText} />
            </Button>
          </p>
        </form>
      )}
      {form === 'login' && onFeide && <FeideSignIn lang={lang} page="teacher" view={view} hintId="login.feide.hint.teacher" onStart={onFeide} disabled={!hydrated} />}
      <nav className="teacher-form-switch" aria-label={intl.formatMessage({ id: 'teacherForm.switch.label' })}>
        <ul>
          {FORMS.filter((f) => f !== form).map((f) => (
            <li key={f}>
              <button type="button" className="link-button" onClick={() => onShow(f)} disabled={busy || !hydrated}>
                <FormattedMessage id={SWITCH[f]} />
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
