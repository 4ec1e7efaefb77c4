import { FormattedMessage } from 'react-intl';
import { StatusMessage } from '../../design/StatusMessage';

export interface ModeSwitchProps<M extends string> {
  legendId: string;
  /** Each mode with the message id of its label, in display order. */
  options: readonly { mode: M; labelId: string }[];
  value: M;
  onChange: (mode: M) => void;
  /** Until the app runs on a prerendered page (useHydrated). */
  disabled?: boolean;
}

/** The two ways into a form (first time / I have an account; sign in / register) as a radio group. */
export function ModeSwitch<M extends string>({ legendId, options, value, onChange, disabled }: ModeSwitchProps<M>) {
  return (
    <fieldset className="mode-switch" disabled={disabled}>
      <legend>
        <FormattedMessage id={legendId} />
      </legend>
      {options.map(({ mode, labelId }) => (
        <label key={mode} className={value === mode ? 'mode-option selected' : 'mode-option'}>
          <input type="radio" name="mode" value={mode} checked={value === mode} onChange={() => onChange(mode)} />
          <FormattedMessage id={labelId} />
        </label>
      ))}
    </fieldset>
  );
}

/** Said where a pupil signs in again after a school day's sign-in ran out. */
export function SessionExpiredNotice() {
  return (
    <StatusMessage live="status">
      <FormattedMessage id="login.sessionExpired" />
    </StatusMessage>
  );
}

/** The account was deleted from «Mine data», and this device signed out of it. */
export function AccountDeletedNotice() {
  return (
    <StatusMessage live="status">
      <FormattedMessage id="login.accountDeleted" />
    </StatusMessage>
  );
}
