import type { AnswerChanges, AnswerConflict, AnswerStamps } from '../contracts/answers';
import { mergeAnswer } from './answerMerge';

/**
 * A save's changes read against the record (answerSave.ts): one on the current version applies as sent; one on an
 * older version with its base is merged (answerMerge.ts) and applies when nothing clashes; any other is a conflict.
 */
export function rebaseChanges(
  answers: Readonly<Record<string, unknown>>,
  versions: AnswerStamps,
  changes: AnswerChanges,
): { changes: AnswerChanges; conflicts: Record<string, AnswerConflict> } {
  const rebased: AnswerChanges = {};
  const conflicts: Record<string, AnswerConflict> = {};
  for (const [code, change] of Object.entries(changes)) {
    const stamp = versions[code];
    const version = stamp?.version ?? 0;
    if (change.baseVersion === version) {
      rebased[code] = change;
      continue;
    }
    const current = answers[code] ?? null;
    const merged = change.base !== undefined && change.baseVersion < version ? mergeAnswer(change.base, change.value, current) : null;
    if (merged && merged.clashes.length === 0) {
      // The merged answer holds the newer of the two edits.
      rebased[code] = { value: merged.value, baseVersion: version, editedAt: Math.max(change.editedAt, stamp?.editedAt ?? 0) };
    } else conflicts[code] = { value: current, version, editedAt: stamp?.editedAt ?? 0 };
  }
  return { changes: rebased, conflicts };
}
