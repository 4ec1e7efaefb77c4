import { FormattedMessage } from 'react-intl';

/** Something could not be fetched: what, said at once, and a button to try again. */
export function RetryAlert({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <div className="form-error" role="alert">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <FormattedMessage id="content.retry" />
      </button>
    </div>
  );
}
