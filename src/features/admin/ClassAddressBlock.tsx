import { FormattedMessage } from 'react-intl';
import type { ProgressView } from './adminView';
import { Button } from '../../design/Button';

export interface ClassAddressBlockProps {
  progress: Pick<ProgressView, 'classAddress' | 'liftingAddress' | 'addressLifted'>;
  onLift: () => void;
}

/**
 * The address the class's pupils sign in from (the school's network), stopped after a flood of failed sign-ins from
 * it: the teacher is told, never shown the address, and can open it for the class again. Shown only while it is
 * stopped, or right after it was opened.
 */
export function ClassAddressBlock({ progress, onLift }: ClassAddressBlockProps) {
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
          <Button variant="secondary" disabled={liftingAddress} aria-busy={liftingAddress || undefined} onClick={onLift}>
            <FormattedMessage id="admin.classAddress.lift" />
          </Button>
        </>
      )}
    </section>
  );
}
