import type { SnapshotFrom } from 'xstate';
import type { progressMachine } from '../../../machines/progressMachine';
import type { StoryObjects } from '../../activities/types';

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

/** The stored user-state objects (spec §3) activities build on. */
export function selectObjects(s: SnapshotFrom<typeof progressMachine>): StoryObjects {
  const { job, creditPurchase, unexpectedExpense, insuranceTotal } = s.context;
  return { job, creditPurchase, unexpectedExpense, insuranceTotal } as StoryObjects;
}

/** A new object each snapshot, so compare by field: activities re-render only when an object changes. */
export const sameObjects = (a: StoryObjects, b: StoryObjects) =>
  a.job === b.job && a.creditPurchase === b.creditPurchase && a.unexpectedExpense === b.unexpectedExpense && a.insuranceTotal === b.insuranceTotal;
