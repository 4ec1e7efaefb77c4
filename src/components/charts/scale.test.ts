import { describe, expect, it } from 'vitest';
import { niceCeiling, percent, share, ticks } from './scale';

describe('chart scales', () => {
  it('ends an axis at a round amount just above the largest value', () => {
    expect(niceCeiling(23_716)).toBe(25_000);
    expect(niceCeiling(25_001)).toBe(30_000);
    expect(niceCeiling(9_540)).toBe(10_000);
    expect(niceCeiling(100_000_000)).toBe(100_000_000);
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(-5)).toBe(1);
  });

  it('puts values on 0–1 of the width, negatives and a zero scale at 0, nothing past the end', () => {
    expect(share(50, 200)).toBe(0.25);
    expect(share(-50, 200)).toBe(0);
    expect(share(50, 0)).toBe(0);
    expect(share(500, 200)).toBe(1);
    expect(percent(0.5)).toBe('50.00%');
    expect(percent(0, 5)).toBe('5.00%');
    expect(percent(1, 5)).toBe('95.00%');
  });

  it('labels months at most three steps apart', () => {
    expect(ticks(12, [1, 2, 3, 6, 12])).toEqual([0, 6, 12]);
    expect(ticks(24, [1, 2, 3, 6, 12])).toEqual([0, 12, 24]);
    expect(ticks(8, [1, 2, 3, 6, 12])).toEqual([0, 3, 6]);
  });
});
