import type { SnapshotFrom } from 'xstate';
import type { progressMachine } from '../../../machines/progressMachine';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'expired' | 'idle';

/** The calm save status a pupil sees: "Lagret", "Lagrer …", "Ikke lagret – prøver igjen". */
export function selectSaveStatus(s: SnapshotFrom<typeof progressMachine>): SaveStatus {
  if (s.matches('inactive')) return 'idle';
  if (s.matches({ active: 'saving' }) || s.matches({ active: 'clearingRecord' }) || s.matches({ active: 'callingBackend' })) return 'saving';
  if (s.matches({ active: 'retrying' })) return 'retrying';
  if (s.matches({ active: 'awaitingLogin' })) return 'expired';
  if (s.matches({ active: 'dirty' })) return 'pending';
  return 'saved';
}
