import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import { StatusMessage } from './StatusMessage';

/** Something could not be fetched: what, said at once, and a button to try again. */
export function RetryAlert({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <StatusMessage variant="error" as="div" live="alert">
      <FormattedMessage id={messageId} tagName="p" />
      <Button onClick={onRetry}>
        <FormattedMessage id="content.retry" />
      </Button>
    </StatusMessage>
  );
}
