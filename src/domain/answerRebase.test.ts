import { describe, expect, it } from 'vitest';
import { rebaseChanges } from './answerRebase';

const budget = { boutgifter: 6000, mat: 3000, transport: 800, fritid: 1000 };

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
