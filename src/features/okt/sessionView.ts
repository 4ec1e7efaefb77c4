import type { SnapshotFrom } from 'xstate';
import type { AnswerNotice, progressMachine } from '../../../machines/progressMachine';
import type { storyMachine } from '../../../machines/storyMachine';
import type { SaveStatus } from '../../components/SaveStatusView';
import type { StoryObjects } from '../../domain/story';

export { sameObjects } from '../../domain/story';

/** The calm save status: «Svarene lagres automatisk» until a save is confirmed this session, then «Lagret kl. 10:42». */
export function selectSaveStatus(s: SnapshotFrom<typeof progressMachine>): SaveStatus {
  if (s.matches('inactive')) return 'idle';
  const { offline, savedAt } = s.context;
  const retry = s.matches({ active: 'retrying' }) || s.matches({ active: 'unsent' });
  // A retry after a lost network stays «offline» while it tries, rather than flickering to «Lagrer …».
  if (offline && (retry || s.matches({ active: 'saving' }))) return 'offline';
  if (s.matches({ active: 'saving' }) || s.matches({ active: 'clearingRecord' }) || s.matches({ active: 'callingBackend' })) return 'saving';
  if (retry) return 'retrying';
  if (s.matches({ active: 'awaitingLogin' })) return 'expired';
  if (s.matches({ active: 'held' })) return 'held';
  if (s.matches({ active: 'dirty' })) return 'pending';
  return savedAt === null ? 'auto' : 'saved';
}

/** When the server last confirmed a save (this device's clock), for «Lagret kl. 10:42». */
export const selectSavedAt = (s: SnapshotFrom<typeof progressMachine>) => s.context.savedAt;

/** Why the server holds the answers back (an archived class, say), for the held status. */
export const selectHeldReason = (s: SnapshotFrom<typeof progressMachine>) => (s.matches({ active: 'held' }) ? s.context.errorKey : null);

/** The notice for the activity on screen, when another device changed its answer. */
export const selectNoticeFor = (code: string) => (s: SnapshotFrom<typeof progressMachine>): AnswerNotice['kind'] | null =>
  s.context.notices.find((n) => n.code === code)?.kind ?? null;

/** The stored user-state objects (spec §3) activities build on, rebuilt from the answers by the story machine. */
export const selectObjects = (s: SnapshotFrom<typeof storyMachine>): StoryObjects => s.context.objects;

/** The objects are being rebuilt from the server's answers (a fresh device): activities wait rather than say "choose first". */
export const selectStoryLoading = (s: SnapshotFrom<typeof storyMachine>) => !s.context.settled;
