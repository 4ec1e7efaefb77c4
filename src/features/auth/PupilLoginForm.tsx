import { type FormEvent, useState } from 'react';
import { useHydrated } from '../../components/useHydrated';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../../contracts/lang';
import { FormField } from '../../design/FormField';
import { CredentialFields, SignInNotices } from './CredentialFields';
import { FormError } from '../../components/FormError';
import type { LoginView } from './authView';
import { Button } from '../../design/Button';
import { FeideSignIn } from './FeideSignIn';

export interface PupilLoginValues {
  email: string;
  password: string;
  classCode: string;
  isNewUser: boolean;
  /** A new pupil's first name or nickname, as the teacher will see them in the class. */
  displayName: string;
}

export interface PupilLoginFormProps {
  lang: Lang;
  view: LoginView;
  initialMode?: 'new' | 'existing';
  onSubmit: (values: PupilLoginValues) => void;
  /** «Logg inn med Feide», with the class code typed so far. */
  onFeide?: (classCode: string) => void;
}

const MODES = ['new', 'existing'] as const;

/** The pupil's one form: first time here (with class code) or I have an account, chosen in a radio group. */
export function PupilLoginForm({ lang, view, initialMode = 'new', onSubmit, onFeide }: PupilLoginFormProps) {
  const intl = useIntl();
  // UI state only; what the pupil sends goes to the auth machine.
  const [mode, setMode] = useState(initialMode);
  // Prerendered on the landing page: the fields take typing at once, the mode and the button wait for the app.
  const hydrated = useHydrated();
  const fieldError = (field: string) => (view.error?.field === field ? view.error.messageKey : null);
  const generalError = view.error && !view.error.field ? view.error : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'feide') {
      onFeide?.(String(data.get('classCode') ?? ''));
      return;
    }
    onSubmit({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      classCode: String(data.get('classCode') ?? ''),
      isNewUser: mode === 'new',
      displayName: String(data.get('displayName') ?? ''),
    });
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-describedby={generalError ? 'login-error' : undefined}>
      <fieldset className="mode-switch" disabled={!hydrated}>
        <FormattedMessage id="login.mode.legend" tagName="legend" />
        {MODES.map((option) => (
          <label key={option} className={mode === option ? 'mode-option selected' : 'mode-option'}>
            <input type="radio" name="mode" value={option} checked={mode === option} onChange={() => setMode(option)} />
            <FormattedMessage id={option === 'new' ? 'login.mode.new' : 'login.mode.existing'} />
          </label>
        ))}
      </fieldset>
      <SignInNotices view={view} />

      <CredentialFields view={view} newPassword={mode === 'new'} />
      <FormField
        id="classCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required={mode === 'new'}
        label={intl.formatMessage({ id: 'login.classCode' })}
        hint={intl.formatMessage({ id: mode === 'new' ? 'login.classCode.hint' : 'login.classCode.hintExisting' })}
        defaultValue={view.classCode ?? ''}
        errorKey={fieldError('classCode')}
      />
      {mode === 'new' && (
        <FormField
          id="displayName"
          autoComplete="given-name"
          required
          maxLength={60}
          label={intl.formatMessage({ id: 'login.displayName' })}
          hint={intl.formatMessage({ id: 'login.displayName.hint' })}
          errorKey={fieldError('displayName')}
        />
      )}

      {generalError && <FormError id="login-error" lang={lang} error={generalError} />}

      <p className="actions">
        <Button type="submit" disabled={view.busy || !hydrated} aria-busy={view.busy || undefined}>
          <FormattedMessage id={view.busy ? 'login.busy' : mode === 'new' ? 'login.submit.new' : 'login.submit.existing'} />
        </Button>
      </p>
      <FeideSignIn lang={lang} page="pupil" view={view} hintId="login.feide.hint.pupil" disabled={!hydrated} />
      <p>
        <Link href={`/${lang}/auth`}>
          <FormattedMessage id="login.forgotPassword" />
        </Link>
      </p>
    </form>
  );
}
