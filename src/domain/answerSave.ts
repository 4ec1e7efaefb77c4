import type { AnswerChanges, AnswerConflict, AnswerStamps } from '../contracts/answers';
import { rebaseChanges, sameAnswer } from './answerMerge';

/**
 * The rules of a pupil's saves for every store (SQLite, PostgreSQL, Firestore): each reads the record in its own
 * transaction, asks these functions what to write, and writes it in the same transaction.
 */

/** One class record's answers in bytes: far above five sessions' worth, far below Firestore's 1 MiB. */
export const MAX_RESPONSES_BYTES = 100 * 1024;

export type Answers = Record<string, unknown>;

/** The empty list a record is created with (spec §3) holds no answers. */
export interface StoredAnswers {
  responses: Answers | unknown[];
  versions: AnswerStamps;
}

/** In UTF-8 bytes, as the stores measure text. */
export const answersTooLarge = (answers: unknown) => new TextEncoder().encode(JSON.stringify(answers)).length > MAX_RESPONSES_BYTES;

export const answersOf = (responses: StoredAnswers['responses']): Answers => (Array.isArray(responses) ? {} : { ...responses });

export type SaveMerge =
  | { kind: 'applied'; responses: Answers; versions: AnswerStamps }
  | { kind: 'conflict'; conflicts: Record<string, AnswerConflict> }
  /** A retry of a save whose reply was lost: the first attempt's effect stands. */
  | { kind: 'replayed' }
  | { kind: 'missing' }
  | { kind: 'tooLarge' };

/**
 * The per-activity save: one clash and nothing applies; `null` clears an answer (its stamp stays). Edit times are
 * capped at `now`, so a fast clock cannot win every merge. `keyUsed`: the idempotency key was applied before.
 */
export function mergeSave(stored: StoredAnswers | undefined, changes: AnswerChanges, now: number, keyUsed = false): SaveMerge {
  if (keyUsed) return { kind: 'replayed' };
  if (!stored) return { kind: 'missing' };
  const responses = answersOf(stored.responses);
  const { changes: rebased, conflicts } = rebaseChanges(responses, stored.versions, changes);
  if (Object.keys(conflicts).length > 0) return { kind: 'conflict', conflicts };
  const versions = { ...stored.versions };
  for (const [code, change] of Object.entries(rebased)) {
    if (change.value === null) delete responses[code];
    else responses[code] = change.value;
    versions[code] = { version: (versions[code]?.version ?? 0) + 1, editedAt: Math.min(change.editedAt, now) };
  }
  return answersTooLarge(responses) ? { kind: 'tooLarge' } : { kind: 'applied', responses, versions };
}

/** The spec's "set": each activity whose answer changed gets a new version, so an edit based on the old one is refused. */
export function replaceAnswers(stored: StoredAnswers | undefined, next: StoredAnswers['responses'], now: number): AnswerStamps {
  const before = stored ? answersOf(stored.responses) : {};
  const after = answersOf(next);
  const versions: AnswerStamps = { ...stored?.versions };
  for (const code of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!sameAnswer(before[code] ?? null, after[code] ?? null)) versions[code] = { version: (versions[code]?.version ?? 0) + 1, editedAt: now };
  }
  return versions;
}
