import { FormattedMessage, useIntl } from 'react-intl';
import type { ClassProgressEvent } from '../../../machines/classProgressMachine';
import type { ProgressView } from './adminView';
import { Button } from '../../design/Button';
import { ErrorAlert } from '../../design/StatusMessage';

export interface ThrottledPupilsProps {
  progress: Pick<ProgressView, 'throttled' | 'lettingIn' | 'letIn' | 'helpErrorKey' | 'classAddress' | 'liftingAddress' | 'addressLifted'>;
  /** A temporary password is being set: its buttons wait. */
  settingPassword: boolean;
  /** Lets a pupil in again, or opens the class's network again after a flood of failed sign-ins from it stopped it. */
  send: (event: ClassProgressEvent) => void;
  /** A pupil who has forgotten the password rather than mistyped it gets a temporary one (by e-mail address). */
  onNewPassword: (email: string) => void;
}

/** Pupils slowed down after wrong passwords, so the teacher can let one back in; shown while someone waits or was just let in. */
export function ThrottledPupils(props: ThrottledPupilsProps) {
  return (
    <>
      <ClassAddressBlock {...props} />
      <WaitingPupils {...props} />
    </>
  );
}

function WaitingPupils({ progress, settingPassword, send, onNewPassword }: ThrottledPupilsProps) {
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
                onClick={() => send({ type: 'pupil.unthrottle', userId: p.userId })}
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

/** The school network's address, stopped after a flood of failed sign-ins: the teacher may open it again but never sees the address. */
function ClassAddressBlock({ progress, send }: ThrottledPupilsProps) {
  const { classAddress, liftingAddress, addressLifted } = progress;
  const blocked = classAddress?.blocked === true;
  if (!blocked && !addressLifted) return null;
  return (
    <section className="admin-throttled" aria-labelledby="class-address-title">
      <h3 id="class-address-title">
        <FormattedMessage id="admin.classAddress.title" />
      </h3>
      <p role="status">{addressLifted && !blocked ? <FormattedMessage id="admin.classAddress.done" /> : null}</p>
      {blocked && (
        <>
          <p className="hint">
            <FormattedMessage id="admin.classAddress.intro" values={{ minutes: Math.max(1, Math.ceil(classAddress.retryAfterSeconds / 60)) }} />
          </p>
          <Button variant="secondary" disabled={liftingAddress} aria-busy={liftingAddress || undefined} onClick={() => send({ type: 'address.unblock' })}>
            <FormattedMessage id="admin.classAddress.lift" />
          </Button>
        </>
      )}
    </section>
  );
}
