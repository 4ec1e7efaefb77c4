import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerChanges, AnswerStamps } from '../contracts/answers';
import { MAX_RESPONSES_BYTES, mergeSave, replaceAnswers, type StoredAnswers } from './answerSave';

const budget = { boutgifter: 6000, mat: 3000, transport: 800, fritid: 1000 };
const NOW = 10_000;

describe('mergeSave', () => {
  const stored: StoredAnswers = { responses: { O1E: 'svar', O2E: budget }, versions: { O1E: { version: 1, editedAt: 100 }, O2E: { version: 3, editedAt: 500 } } };

  it('applies changes on the versions they were based on, each on the next version, and clears a null answer keeping its stamp', () => {
    const merged = mergeSave(stored, { O1E: { value: null, baseVersion: 1, editedAt: 900 }, O1C: { value: 'ny', baseVersion: 0, editedAt: 901 } }, NOW);
    expect(merged).toEqual({
      kind: 'applied',
      responses: { O2E: budget, O1C: 'ny' },
      versions: { O1E: { version: 2, editedAt: 900 }, O2E: { version: 3, editedAt: 500 }, O1C: { version: 1, editedAt: 901 } },
    });
  });

  it('merges a change on an older version with another device’s lines, stamped with the newer edit', () => {
    const change = { value: { ...budget, fritid: 1 }, baseVersion: 2, editedAt: 400, base: budget };
    const theirs = { responses: { O2E: { ...budget, mat: 2000 } }, versions: { O2E: { version: 3, editedAt: 500 } } };
    expect(mergeSave(theirs, { O2E: change }, NOW)).toEqual({
      kind: 'applied',
      responses: { O2E: { ...budget, mat: 2000, fritid: 1 } },
      versions: { O2E: { version: 4, editedAt: 500 } },
    });
  });

  it('applies nothing of a save with one change that clashes', () => {
    const merged = mergeSave(stored, { O1C: { value: 'ny', baseVersion: 0, editedAt: 900 }, O1E: { value: 'gammel', baseVersion: 0, editedAt: 900 } }, NOW);
    expect(merged).toEqual({ kind: 'conflict', conflicts: { O1E: { value: 'svar', version: 1, editedAt: 100 } } });
  });

  it('never stamps an edit later than the server’s time', () => {
    const merged = mergeSave(stored, { O1E: { value: 'fra fremtiden', baseVersion: 1, editedAt: NOW * 2 } }, NOW);
    expect(merged.kind === 'applied' && merged.versions.O1E).toEqual({ version: 2, editedAt: NOW });
  });

  it('replays a save whose key was used, and answers a missing record', () => {
    const change = { O1E: { value: 'svar', baseVersion: 0, editedAt: 1 } };
    expect(mergeSave(stored, change, NOW, true)).toEqual({ kind: 'replayed' });
    expect(mergeSave(undefined, change, NOW)).toEqual({ kind: 'missing' });
  });

  it('treats the empty list a record is created with as no answers', () => {
    expect(mergeSave({ responses: [], versions: {} }, { O1A: { value: ['a'], baseVersion: 0, editedAt: 5 } }, NOW)).toMatchObject({ kind: 'applied', responses: { O1A: ['a'] } });
  });

  it('refuses answers above the size limit, counted in UTF-8 bytes', () => {
    // Two bytes a character: half the limit in characters is at it, one more is above.
    const at = 'ø'.repeat(MAX_RESPONSES_BYTES / 2 - 20);
    expect(mergeSave({ responses: [], versions: {} }, { O1E: { value: at, baseVersion: 0, editedAt: 5 } }, NOW).kind).toBe('applied');
    expect(mergeSave({ responses: [], versions: {} }, { O1E: { value: `${at}${'ø'.repeat(20)}`, baseVersion: 0, editedAt: 5 } }, NOW)).toEqual({ kind: 'tooLarge' });
  });

  const codes = fc.constantFrom('O1C', 'O1E', 'O2E');
  const values = fc.oneof(fc.constantFrom('a', 'b', null), fc.dictionary(fc.constantFrom('mat', 'fritid'), fc.integer({ min: 0, max: 3 })));
  const record = fc.dictionary(codes, fc.record({ value: values, version: fc.integer({ min: 1, max: 3 }), editedAt: fc.nat(NOW * 2) }));
  const changes = fc.dictionary(codes, fc.record({ value: values, baseVersion: fc.nat(3), editedAt: fc.nat(NOW * 2), base: fc.option(values, { nil: undefined }) }), {
    minKeys: 1,
  });
  const storedOf = (r: Record<string, { value: unknown; version: number; editedAt: number }>): StoredAnswers => ({
    responses: Object.fromEntries(Object.entries(r).flatMap(([code, s]) => (s.value === null ? [] : [[code, s.value]]))),
    versions: Object.fromEntries(Object.entries(r).map(([code, s]) => [code, { version: s.version, editedAt: s.editedAt }])),
  });

  it('applies every change on the next version and leaves the other activities as they were, or applies none of them', () => {
    fc.assert(
      fc.property(record, changes, (r, c) => {
        const before = storedOf(r);
        const merged = mergeSave(before, c as AnswerChanges, NOW);
        if (merged.kind === 'conflict') {
          for (const code of Object.keys(merged.conflicts)) expect(c[code]!.baseVersion).not.toBe(before.versions[code]?.version ?? 0);
          return;
        }
        expect(merged.kind).toBe('applied');
        if (merged.kind !== 'applied') return;
        for (const code of ['O1C', 'O1E', 'O2E']) {
          const was = before.versions[code]?.version ?? 0;
          if (code in c) {
            expect(merged.versions[code]!.version).toBe(was + 1);
            expect(merged.versions[code]!.editedAt).toBeLessThanOrEqual(NOW);
            if (c[code]!.baseVersion === was) expect(merged.responses[code] ?? null).toEqual(c[code]!.value);
          } else {
            expect(merged.versions[code]).toEqual(before.versions[code]);
            expect(merged.responses[code]).toEqual((before.responses as Record<string, unknown>)[code]);
          }
        }
      }),
    );
  });
});

describe('replaceAnswers', () => {
  it('gives a new version to each activity whose answer changed or went, whatever order its keys come in', () => {
    const stamps: AnswerStamps = { O1E: { version: 2, editedAt: 1 }, O2E: { version: 1, editedAt: 1 }, O1C: { version: 4, editedAt: 1 } };
    const before = { responses: { O1E: 'svar', O2E: { mat: 1, fritid: 2 }, O1C: 'går' }, versions: stamps };
    expect(replaceAnswers(before, { O1E: 'nytt', O2E: { fritid: 2, mat: 1 }, O3B: 14 }, NOW)).toEqual({
      O1E: { version: 3, editedAt: NOW },
      O2E: { version: 1, editedAt: 1 },
      O1C: { version: 5, editedAt: NOW },
      O3B: { version: 1, editedAt: NOW },
    });
  });

  it('stamps nothing for a record created with the empty list', () => {
    expect(replaceAnswers(undefined, [], NOW)).toEqual({});
  });
});
