import type { SnapshotFrom } from 'xstate';
import type { AnswerNotice, progressMachine } from '../../../machines/progressMachine';
import type { storyMachine } from '../../../machines/storyMachine';
import type { StoryObjects } from '../../activities/types';

export { sameObjects } from '../../domain/story';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'expired' | 'held' | 'idle';

/** The calm save status a pupil sees: "Lagret", "Lagrer …", "Ikke lagret – prøver igjen". */
export function selectSaveStatus(s: SnapshotFrom<typeof progressMachine>): SaveStatus {
  if (s.matches('inactive')) return 'idle';
  if (s.matches({ active: 'saving' }) || s.matches({ active: 'clearingRecord' }) || s.matches({ active: 'callingBackend' })) return 'saving';
  if (s.matches({ active: 'retrying' }) || s.matches({ active: 'unsent' })) return 'retrying';
  if (s.matches({ active: 'awaitingLogin' })) return 'expired';
  if (s.matches({ active: 'held' })) return 'held';
  if (s.matches({ active: 'dirty' })) return 'pending';
  return 'saved';
}

/** Why the server holds the answers back (an archived class, say), for the held status. */
export const selectHeldReason = (s: SnapshotFrom<typeof progressMachine>) => (s.matches({ active: 'held' }) ? s.context.errorKey : null);

/** The notice for the activity on screen, when another device changed its answer. */
export const selectNoticeFor = (code: string) => (s: SnapshotFrom<typeof progressMachine>): AnswerNotice['kind'] | null =>
  s.context.notices.find((n) => n.code === code)?.kind ?? null;

/** The stored user-state objects (spec §3) activities build on, rebuilt from the answers by the story machine. */
export const selectObjects = (s: SnapshotFrom<typeof storyMachine>): StoryObjects => s.context.objects;

/** The objects are being rebuilt from the server's answers (a fresh device): activities wait rather than say "choose first". */
export const selectStoryLoading = (s: SnapshotFrom<typeof storyMachine>) => !s.context.settled;
