import { sameAnswer } from './sameAnswer';

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
