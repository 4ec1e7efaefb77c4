import { FormattedMessage, useIntl } from 'react-intl';
import type { ProgressView } from './adminView';
import { Button } from '../../design/Button';
import { ErrorAlert } from '../../design/StatusMessage';
import { ClassAddressBlock } from './ClassAddressBlock';

export interface ThrottledPupilsProps {
  progress: Pick<ProgressView, 'throttled' | 'lettingIn' | 'letIn' | 'helpErrorKey' | 'classAddress' | 'liftingAddress' | 'addressLifted'>;
  /** A temporary password is being set: its buttons wait. */
  settingPassword: boolean;
  onLetIn: (userId: string) => void;
  /** A pupil who has forgotten the password rather than mistyped it gets a temporary one (by e-mail address). */
  onNewPassword: (email: string) => void;
  /** Opens the class's network again after a flood of failed sign-ins from it stopped it. */
  onLiftAddress?: () => void;
}

/**
 * The class's pupils whose sign-in is slowed down after wrong passwords, so a teacher can let a
 * pupil who mistyped back in during the lesson. Shown only while someone waits, or right after letting one in.
 */
export function ThrottledPupils({ progress, settingPassword, onLetIn, onNewPassword, onLiftAddress }: ThrottledPupilsProps) {
  const address = onLiftAddress ? <ClassAddressBlock progress={progress} onLift={onLiftAddress} /> : null;
  return (
    <>
      {address}
      <WaitingPupils progress={progress} settingPassword={settingPassword} onLetIn={onLetIn} onNewPassword={onNewPassword} />
    </>
  );
}

function WaitingPupils({ progress, settingPassword, onLetIn, onNewPassword }: ThrottledPupilsProps) {
  const intl = useIntl();
  const { throttled, lettingIn, letIn, helpErrorKey } = progress;
  const waiting = throttled ?? [];
  if (waiting.length === 0 && !letIn && !helpErrorKey) return null;
  return (
    <section className="admin-throttled" aria-labelledby="throttled-title">
      <h3 id="throttled-title">
        <FormattedMessage id="admin.throttled.title" />
      </h3>
      <p className="hint">
        <FormattedMessage id="admin.throttled.intro" />
      </p>
      <p role="status">{letIn && !lettingIn && !helpErrorKey ? <FormattedMessage id="admin.throttled.done" values={{ email: letIn }} /> : null}</p>
      <ErrorAlert messageKey={helpErrorKey} />
      {waiting.length > 0 && (
        // A list rather than a table: at 360 px each pupil's line and button stay whole, with no sideways scroll.
        <ul className="admin-throttled-list" aria-label={intl.formatMessage({ id: 'admin.throttled.caption' })}>
          {waiting.map((p) => (
            <li key={p.userId}>
              <span className="admin-throttled-email">
                {p.displayName ? (
                  <>
                    <strong>{p.displayName}</strong> ({p.email})
                  </>
                ) : (
                  p.email
                )}
              </span>
              <span className="hint">
                <FormattedMessage id="admin.throttled.status" values={{ failures: p.failures }} />{' '}
                {p.retryAfterSeconds === 0 ? (
                  <FormattedMessage id="admin.throttled.now" />
                ) : (
                  <FormattedMessage id="admin.throttled.inMinutes" values={{ minutes: Math.ceil(p.retryAfterSeconds / 60) }} />
                )}
              </span>
              <Button
                variant="secondary"
                disabled={lettingIn}
                aria-label={intl.formatMessage({ id: 'admin.throttled.letInLabel' }, { email: p.email })}
                onClick={() => onLetIn(p.userId)}
              >
                <FormattedMessage id="admin.throttled.letIn" />
              </Button>
              <Button
                variant="secondary"
                disabled={settingPassword}
                aria-label={intl.formatMessage({ id: 'admin.throttled.newPasswordLabel' }, { email: p.email })}
                onClick={() => onNewPassword(p.email)}
              >
                <FormattedMessage id="admin.throttled.newPassword" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
