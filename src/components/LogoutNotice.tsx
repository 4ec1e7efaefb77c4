import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../design/Button';
import { Card } from '../design/Card';

export type LogoutState = 'none' | 'sending' | 'unsent';

export interface LogoutNoticeProps {
  state: LogoutState;
  onRetry: () => void;
  onLogoutAnyway: () => void;
  onCancel: () => void;
}

/** Logout with unconfirmed answers: sent first; failing that, the pupil waits for the network or leaves them on this device. */
export function LogoutNotice({ state, onRetry, onLogoutAnyway, onCancel }: LogoutNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state === 'unsent') heading.current?.focus();
  }, [state]);
  if (state === 'none') return null;
  if (state === 'sending') {
    return (
      <Card as="div" width="narrow" className="logout-notice" role="status">
        <FormattedMessage id="logout.sending" tagName="p" />
      </Card>
    );
  }
  return (
    <Card width="narrow" className="logout-notice" role="alert" aria-labelledby="logout-unsent-title">
      <h2 id="logout-unsent-title" tabIndex={-1} ref={heading}>
        <FormattedMessage id="logout.unsent.title" />
      </h2>
      <FormattedMessage id="logout.unsent.text" tagName="p" />
      <div className="button-row">
        <Button onClick={onRetry}>
          <FormattedMessage id="logout.unsent.retry" />
        </Button>
        <Button variant="secondary" onClick={onLogoutAnyway}>
          <FormattedMessage id="logout.unsent.anyway" />
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <FormattedMessage id="logout.unsent.cancel" />
        </Button>
      </div>
    </Card>
  );
}
