import type { AnswerChanges, AnswerConflict, AnswerStamps } from '../contracts/answers';
import { rebaseChanges, sameAnswer } from './answerMerge';

/**
 * The rules of a pupil's saves, written once for every store: the server's SQLite and PostgreSQL, and Firestore
 * from the browser. Each store reads the record inside its own transaction (a PostgreSQL row lock, SQLite's one
 * connection, Firestore's runTransaction), asks these functions what to write, and writes it in the same transaction.
 */

/** Serialised answers of one class record: far above what five sessions of answers take, far below Firestore's 1 MiB. */
export const MAX_RESPONSES_BYTES = 100 * 1024;

/** Answers keyed by activity code. */
export type Answers = Record<string, unknown>;

/** A class record's answers and stamps as a store holds them; the empty list a record is created with (spec §3) holds no answers. */
export interface StoredAnswers {
  responses: Answers | unknown[];
  versions: AnswerStamps;
}

/** In UTF-8 bytes, as the stores measure text. */
export const answersTooLarge = (answers: unknown) => new TextEncoder().encode(JSON.stringify(answers)).length > MAX_RESPONSES_BYTES;

/** A copy of the record's answers, which a save may change. */
export const answersOf = (responses: StoredAnswers['responses']): Answers => (Array.isArray(responses) ? {} : { ...responses });

export type SaveMerge =
  | { kind: 'applied'; responses: Answers; versions: AnswerStamps }
  /** Nothing applies: a change clashed with what another device saved since it was based. */
  | { kind: 'conflict'; conflicts: Record<string, AnswerConflict> }
  /** A retry of a save whose reply was lost: the first attempt's effect stands, whatever came since. */
  | { kind: 'replayed' }
  | { kind: 'missing' }
  | { kind: 'tooLarge' };

/**
 * The per-activity save: each change applies on its base version or merged with what another device saved since
 * (answerMerge.ts); one clash and nothing applies. `null` clears an answer (its stamp stays). Each applied change gets
 * the next version, stamped with its edit time but never later than `now`, so a fast clock cannot win every merge.
 * `keyUsed`: the save's idempotency key was applied before.
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

/**
 * The spec's "set": the answers are replaced, and each activity whose answer changed or went gets a new version, so an
 * edit based on the old answer is refused later. A null answer is no answer. Answers the stamps to store with `next`.
 */
export function replaceAnswers(stored: StoredAnswers | undefined, next: StoredAnswers['responses'], now: number): AnswerStamps {
  const before = stored ? answersOf(stored.responses) : {};
  const after = answersOf(next);
  const versions: AnswerStamps = { ...stored?.versions };
  for (const code of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!sameAnswer(before[code] ?? null, after[code] ?? null)) versions[code] = { version: (versions[code]?.version ?? 0) + 1, editedAt: now };
  }
  return versions;
}
