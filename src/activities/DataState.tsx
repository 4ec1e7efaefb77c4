import { FormattedMessage } from 'react-intl';
import { RetryAlert } from '../design/RetryAlert';

/** While an activity's choices load, or when they could not be loaded. */
export function DataState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) {
    return (
      <p className="muted activity-loading" role="status">
        <FormattedMessage id="content.loading" />
      </p>
    );
  }
  return <RetryAlert messageId="activity.loadFailed" onRetry={onRetry} />;
}
