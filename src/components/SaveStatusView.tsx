import { FormattedMessage, FormattedTime } from 'react-intl';

/** The save states a pupil is told of; selectSaveStatus (src/features/okt/sessionView.ts) reads one from the progress machine. */
export type SaveStatus = 'auto' | 'saved' | 'pending' | 'saving' | 'retrying' | 'offline' | 'expired' | 'held' | 'idle';

const TEXT: Record<SaveStatus, string | null> = {
  idle: null,
  auto: 'save.auto',
  saved: 'save.saved',
  pending: 'save.pending',
  saving: 'save.saving',
  retrying: 'save.retrying',
  offline: 'save.offline',
  expired: 'save.expired',
  held: 'save.held',
};

/** Announced politely, so a screen reader hears "Lagret" without losing its place; `reason` is why the server holds answers back. */
export function SaveStatusView({ status, savedAt = null, reason = null }: { status: SaveStatus; savedAt?: number | null; reason?: string | null }) {
  const id = TEXT[status];
  return (
    <p className={`save-status save-${status}`} role="status" aria-live="polite">
      {status === 'saved' && savedAt !== null ? (
        <FormattedMessage id="save.savedAt" values={{ time: <FormattedTime value={savedAt} hour="2-digit" minute="2-digit" /> }} />
      ) : (
        id && <FormattedMessage id={id} />
      )}
      {status === 'held' && reason && (
        <>
          {' '}
          <FormattedMessage id={`error.${reason}`} />
        </>
      )}
    </p>
  );
}
