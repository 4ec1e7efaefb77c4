import type { AnswerChanges, AnswerConflict, AnswerStamps } from '../contracts/answers';

/**
 * Whether two answers hold the same value, whatever order their objects' keys come in. PostgreSQL's jsonb and
 * Firestore's maps give keys back in an order of their own (jsonb: shorter first), so an answer saved and read back
 * is the same answer with its keys moved: comparing JSON text called it another device's work. Arrays keep order.
 */
export const sameAnswer = (a: unknown, b: unknown): boolean => a === b || sortedJson(a) === sortedJson(b);

// JSON.stringify asks the replacer again for each member of the object it returns, so every level is sorted.
const sortedJson = (value: unknown) =>
  JSON.stringify(value, (_, member: unknown) =>
    member && typeof member === 'object' && !Array.isArray(member) ? Object.fromEntries(Object.entries(member).sort(([p], [q]) => (p < q ? -1 : 1))) : member,
  );

/** An answer whose fields merge one by one (a budget's lines, a quiz's answers); text, numbers and lists are one value each. */
const isFields = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface MergedAnswer {
  value: unknown;
  /** The fields changed on both sides to different values; `''` when the answers clash as a whole. Empty: a clean merge. */
  clashes: string[];
}

/**
 * One activity's answer, edited here (`ours`) since `base` while another device saved `theirs`. A plain object merges
 * field by field: a field changed on both sides to different values clashes and takes `prefer`'s side. Any other
 * answer (text, a number, a list, a cleared answer) is whole: it clashes, even with the same value.
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

/**
 * A save's changes read against the record (answerSave.ts): one on the current version applies as sent; one on an
 * older version with its base is merged (mergeAnswer) and applies when nothing clashes; any other is a conflict.
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
