import type { ClassProgress, PupilProgress } from '../contracts/admin';
import { sameAnswer } from './answerMerge';

/** `before` when `next` holds the same (whatever the order of its keys), so whoever drew it need not draw it again. */
export const kept = <T>(before: T | null | undefined, next: T): T => (before != null && sameAnswer(before, next) ? before : next);

/**
 * The class's figures just counted, with every part that has not changed since the last count kept as the very
 * object it was: each pupil's row, the sessions' counts, the questions' results. The class view counts again every
 * 15 s during a lesson, and a new object for an unchanged row redrew it (a table of 30 pupils × 5 sessions); kept,
 * only the rows of the pupils who did something since are drawn again. The time of the count is always new.
 */
export function withUnchangedParts(before: ClassProgress | null, next: ClassProgress): ClassProgress {
  if (!before || before.classCode !== next.classCode) return next;
  const rows = new Map(before.perPupil.map((pupil) => [pupil.pseudonym, pupil]));
  const perPupil: PupilProgress[] = next.perPupil.map((pupil) => kept(rows.get(pupil.pseudonym), pupil));
  const sameRows = perPupil.length === before.perPupil.length && perPupil.every((pupil, i) => pupil === before.perPupil[i]);
  return {
    ...next,
    sessions: kept(before.sessions, next.sessions),
    perPupil: sameRows ? before.perPupil : perPupil,
    questions: kept(before.questions, next.questions),
  };
}
