import type { AnswerChanges, AnswerConflict, AnswerStamps } from '../contracts/answers';

/**
 * Whether two answers hold the same value, whatever their keys' order: jsonb and Firestore's maps give keys back in
 * an order of their own. Arrays keep order.
 */
export const sameAnswer = (a: unknown, b: unknown): boolean => a === b || sortedJson(a) === sortedJson(b);

// JSON.stringify asks the replacer again for each member of the object it returns, so every level is sorted.
const sortedJson = (value: unknown) =>
  JSON.stringify(value, (_, member: unknown) =>
    member && typeof member === 'object' && !Array.isArray(member) ? Object.fromEntries(Object.entries(member).sort(([p], [q]) => (p < q ? -1 : 1))) : member,
  );

/** An answer whose fields merge one by one; text, numbers and lists are one value each. */
const isFields = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface MergedAnswer {
  value: unknown;
  /** `''` when the answers clash as a whole. */
  clashes: string[];
}

/**
 * Three-way merge of one activity's answer: a field changed on both sides differently clashes and takes `prefer`'s
 * side. A non-object answer is whole: it clashes, even with the same value.
 */
export function mergeAnswer(base: unknown, ours: unknown, theirs: unknown, prefer: 'ours' | 'theirs' = 'theirs'): MergedAnswer {
  if (!isFields(ours) || !isFields(theirs) || !(base === null || base === undefined || isFields(base))) {
    return { value: (prefer === 'ours' ? ours : theirs) ?? null, clashes: [''] };
  }
  if (sameAnswer(ours, theirs) || sameAnswer(base ?? {}, ours)) return { value: theirs, clashes: [] };
  const from = isFields(base) ? base : {};
  const clashes: string[] = [];
  const fields = new Set([...Object.keys(from), ...Object.keys(ours), ...Object.keys(theirs)]);
  const merged = [...fields].map((field): [string, unknown] => {
    const [b, o, t] = [from[field], ours[field], theirs[field]];
    if (sameAnswer(o, t) || sameAnswer(b, o)) return [field, t];
    if (sameAnswer(b, t)) return [field, o];
    clashes.push(field);
    return [field, prefer === 'ours' ? o : t];
  });
  // fromEntries defines own fields, so no key (not even `__proto__`) reaches a prototype.
  return { value: Object.fromEntries(merged.filter(([, v]) => v !== undefined)), clashes };
}

/** A change on the current version applies as sent; an older one with a base applies if it merges cleanly, else conflicts. */
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
