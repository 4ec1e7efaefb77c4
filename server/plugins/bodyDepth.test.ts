import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exceedsDepth } from './bodyDepth';

/** The depth JSON.stringify would reach, by recursion (fine for the small values generated here). */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('the body depth limit', () => {
  it('agrees with a recursive count for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 1, max: 8 }), (value, limit) => {
        expect(exceedsDepth(value, limit)).toBe(depthOf(value) > limit);
      }),
      { numRuns: 2000 },
    );
  });

  it('measures a body far deeper than the stack allows without overflowing', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown;
    expect(exceedsDepth(deep, 16)).toBe(true);
    expect(exceedsDepth({ responses: { O2B: { sparing: 1000 }, O1A: ['a', 'b'] } }, 16)).toBe(false);
  });
});
