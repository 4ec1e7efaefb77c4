import { FormattedMessage } from 'react-intl';
import type { SaveStatus } from './sessionView';

const TEXT: Record<SaveStatus, string | null> = {
  idle: null,
  saved: 'save.saved',
  pending: 'save.pending',
  saving: 'save.saving',
  retrying: 'save.retrying',
  expired: 'save.expired',
  held: 'save.held',
};

/** Announced politely, so a screen reader hears "Lagret" without losing its place. `reason` says why the server holds answers back. */
export function SaveStatusView({ status, reason = null }: { status: SaveStatus; reason?: string | null }) {
  const id = TEXT[status];
  return (
    <p className={`save-status save-${status}`} role="status" aria-live="polite">
      {id && <FormattedMessage id={id} />}
      {status === 'held' && reason && (
        <>
          {' '}
          <FormattedMessage id={`error.${reason}`} />
        </>
      )}
    </p>
  );
}
