import type { ClassProgress, PupilProgress } from '../contracts/admin';
import { sameAnswer } from './answerMerge';

/** `before` when `next` holds the same, so whoever drew it need not draw it again. */
export const kept = <T>(before: T | null | undefined, next: T): T => (before != null && sameAnswer(before, next) ? before : next);

/**
 * A new count with every unchanged part kept as the very object it was, so the class view, which counts again all
 * lesson, redraws only the rows of pupils who did something.
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
