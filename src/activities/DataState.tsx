import { FormattedMessage } from 'react-intl';

/** While an activity's choices load, or when they could not be loaded. */
export function DataState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) {
    return (
      <p className="muted" role="status">
        <FormattedMessage id="content.loading" />
      </p>
    );
  }
  return (
    <div className="form-error" role="alert">
      <p>
        <FormattedMessage id="activity.loadFailed" />
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <FormattedMessage id="content.retry" />
      </button>
    </div>
  );
}
