import { FormattedMessage } from 'react-intl';
import type { SaveStatus } from './sessionView';

const TEXT: Record<SaveStatus, string | null> = {
  idle: null,
  saved: 'save.saved',
  pending: 'save.pending',
  saving: 'save.saving',
  retrying: 'save.retrying',
  expired: 'save.expired',
};

/** Announced politely, so a screen reader hears "Lagret" without losing its place. */
export function SaveStatusView({ status }: { status: SaveStatus }) {
  const id = TEXT[status];
  return (
    <p className={`save-status save-${status}`} role="status" aria-live="polite">
      {id && <FormattedMessage id={id} />}
    </p>
  );
}
