import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeAnswer, rebaseChanges, sameAnswer } from './answerMerge';

const budget = { boutgifter: 6000, mat: 3000, transport: 800, fritid: 1000 };

describe('mergeAnswer', () => {
  it('takes each line changed on one side only from that side', () => {
    const ours = { ...budget, fritid: 1500 };
    const theirs = { ...budget, mat: 3500 };
    expect(mergeAnswer(budget, ours, theirs)).toEqual({ value: { ...budget, mat: 3500, fritid: 1500 }, clashes: [] });
  });

  it('calls a line changed on both sides to different values a clash, and takes the preferred side', () => {
    const ours = { ...budget, mat: 2800, fritid: 1500 };
    const theirs = { ...budget, mat: 3500 };
    expect(mergeAnswer(budget, ours, theirs)).toEqual({ value: { ...budget, mat: 3500, fritid: 1500 }, clashes: ['mat'] });
    expect(mergeAnswer(budget, ours, theirs, 'ours')).toEqual({ value: { ...budget, mat: 2800, fritid: 1500 }, clashes: ['mat'] });
  });

  it('does not call the same change on both sides a clash', () => {
    const both = { ...budget, mat: 3500 };
    expect(mergeAnswer(budget, both, { ...both, transport: 900 })).toEqual({ value: { ...both, transport: 900 }, clashes: [] });
  });

  it('merges quiz answers given on two devices', () => {
    expect(mergeAnswer({ q1: 'a' }, { q1: 'a', q2: 'b' }, { q1: 'a', q3: 'c' })).toEqual({ value: { q1: 'a', q2: 'b', q3: 'c' }, clashes: [] });
  });

  it('keeps a field removed on one side removed', () => {
    expect(mergeAnswer({ a: 1, b: 2 }, { a: 1 }, { a: 3, b: 2 })).toEqual({ value: { a: 3 }, clashes: [] });
  });

  it('merges two first answers as if from an empty one', () => {
    expect(mergeAnswer(null, { mat: 1, fritid: 2 }, { mat: 1, transport: 3 })).toEqual({ value: { mat: 1, fritid: 2, transport: 3 }, clashes: [] });
    expect(mergeAnswer(null, { mat: 1 }, { mat: 2 }).clashes).toEqual(['mat']);
  });

  it('keeps text, numbers, lists and a cleared answer whole', () => {
    expect(mergeAnswer('a', 'b', 'c')).toEqual({ value: 'c', clashes: [''] });
    // Both sides edited it, even to what it was or to the same text: a clash, for the newer edit to win.
    expect(mergeAnswer('a', 'b', 'a')).toEqual({ value: 'a', clashes: [''] });
    expect(mergeAnswer('a', 'a', 'c', 'ours')).toEqual({ value: 'a', clashes: [''] });
    expect(mergeAnswer('a', 'b', 'b', 'ours')).toEqual({ value: 'b', clashes: [''] });
    expect(mergeAnswer(['x'], ['x', 'y'], ['z'], 'ours')).toEqual({ value: ['x', 'y'], clashes: [''] });
    expect(mergeAnswer(budget, null, { ...budget, mat: 1 })).toEqual({ value: { ...budget, mat: 1 }, clashes: [''] });
    expect(mergeAnswer(budget, null, budget)).toEqual({ value: budget, clashes: [''] });
  });

  it('never puts a field on the prototype', () => {
    const ours = JSON.parse('{"__proto__": {"polluted": 1}, "a": 1}') as Record<string, unknown>;
    const { value } = mergeAnswer({}, ours, { b: 2 });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value as object, '__proto__')).toBe(true);
  });

  const lines = fc.dictionary(fc.constantFrom('mat', 'fritid', 'transport', 'klær'), fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }));
  it('keeps every line changed on one side only, and clashes only where both changed a line differently', () => {
    fc.assert(
      fc.property(lines, lines, lines, (base, ours, theirs) => {
        const { value, clashes } = mergeAnswer(base, ours, theirs);
        const merged = value as Record<string, unknown>;
        for (const field of new Set([...Object.keys(base), ...Object.keys(ours), ...Object.keys(theirs)])) {
          const [b, o, t] = [base[field], ours[field], theirs[field]];
          const oursChanged = o !== b;
          const theirsChanged = t !== b;
          if (oursChanged && theirsChanged && o !== t) expect(clashes).toContain(field);
          else {
            expect(clashes).not.toContain(field);
            expect(merged[field]).toBe(oursChanged ? o : t);
          }
        }
      }),
    );
  });
});

describe('sameAnswer', () => {
  it('is the same answer with its keys in another order, at any depth (as jsonb gives them back)', () => {
    const sent = { boutgifter: 10000, transport: 985, mat: 4500, notes: { why: 'bo', aa: [1, 2] } };
    const stored = JSON.parse('{"mat": 4500, "notes": {"aa": [1, 2], "why": "bo"}, "transport": 985, "boutgifter": 10000}') as unknown;
    expect(JSON.stringify(sent)).not.toBe(JSON.stringify(stored));
    expect(sameAnswer(sent, stored)).toBe(true);
  });

  it('tells different answers apart', () => {
    expect(sameAnswer({ mat: 1 }, { mat: 2 })).toBe(false);
    expect(sameAnswer({ mat: 1 }, { mat: 1, fritid: 0 })).toBe(false);
    expect(sameAnswer({ mat: 1, fritid: 0 }, { mat: 1, transport: 0 })).toBe(false);
    expect(sameAnswer([1, 2], [2, 1])).toBe(false);
    expect(sameAnswer([1], { 0: 1 })).toBe(false);
    expect(sameAnswer('1', 1)).toBe(false);
    expect(sameAnswer(null, {})).toBe(false);
    expect(sameAnswer('helse', 'helse')).toBe(true);
  });

  it('leaves out members that JSON leaves out', () => {
    expect(sameAnswer({ mat: 1, fritid: undefined }, { mat: 1 })).toBe(true);
  });
});

describe('rebaseChanges', () => {
  const stamps = { O2E: { version: 3, editedAt: 500 } };

  it('applies a change on the current version as sent', () => {
    const change = { value: { ...budget, mat: 1 }, baseVersion: 3, editedAt: 900 };
    expect(rebaseChanges({ O2E: budget }, stamps, { O2E: change })).toEqual({ changes: { O2E: change }, conflicts: {} });
  });

  it('merges a change on an older version that carries its base onto the current version, with the newer edit time', () => {
    const stored = { ...budget, mat: 3500 };
    const change = { value: { ...budget, fritid: 1500 }, baseVersion: 2, editedAt: 400, base: budget };
    expect(rebaseChanges({ O2E: stored }, stamps, { O2E: change })).toEqual({
      changes: { O2E: { value: { ...budget, mat: 3500, fritid: 1500 }, baseVersion: 3, editedAt: 500 } },
      conflicts: {},
    });
  });

  it('refuses a change on an older version that clashes, or carries no base', () => {
    const stored = { ...budget, mat: 3500 };
    const conflict = { O2E: { value: stored, version: 3, editedAt: 500 } };
    expect(rebaseChanges({ O2E: stored }, stamps, { O2E: { value: { ...budget, mat: 2000 }, baseVersion: 2, editedAt: 900, base: budget } })).toEqual({ changes: {}, conflicts: conflict });
    expect(rebaseChanges({ O2E: stored }, stamps, { O2E: { value: { ...budget, fritid: 1 }, baseVersion: 2, editedAt: 900 } })).toEqual({ changes: {}, conflicts: conflict });
  });

  it('treats an activity the record has never had as version 0', () => {
    const change = { value: 'svar', baseVersion: 0, editedAt: 1, base: null };
    expect(rebaseChanges({}, {}, { O1C: change })).toEqual({ changes: { O1C: change }, conflicts: {} });
    expect(rebaseChanges({}, {}, { O1C: { ...change, baseVersion: 2 } }).conflicts).toEqual({ O1C: { value: null, version: 0, editedAt: 0 } });
  });
});
