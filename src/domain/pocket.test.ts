import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couldBuy, pocketCost } from './pocket';

describe('pocketCost', () => {
  it('adds up a 45 kr energy drink five times a week (hand-worked)', () => {
    // week 45 · 5 = 225; year 225 · 52 = 11 700; month 11 700 / 12 = 975
    expect(pocketCost(45, 5)).toEqual({ perWeek: 225, perMonth: 975, perYear: 11_700 });
  });

  it('rounds the month to whole kroner', () => {
    // year 39 · 3 · 52 = 6 084; 6 084 / 12 = 507; year 35 · 1 · 52 = 1 820; 1 820 / 12 = 151.67 → 152
    expect(pocketCost(39, 3).perMonth).toBe(507);
    expect(pocketCost(35, 1).perMonth).toBe(152);
  });

  it('is all zero for a habit you have given up', () => {
    expect(pocketCost(45, 0)).toEqual({ perWeek: 0, perMonth: 0, perYear: 0 });
  });

  it('rejects negative or non-numeric input', () => {
    expect(() => pocketCost(-1, 2)).toThrow(RangeError);
    expect(() => pocketCost(45, -2)).toThrow(RangeError);
    expect(() => pocketCost(45, Number.NaN)).toThrow(RangeError);
  });

  it('keeps week, month and year in step (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 1_000 }), fc.integer({ min: 0, max: 14 }), (price, times) => {
        const c = pocketCost(price, times);
        expect(c.perYear).toBe(c.perWeek * 52);
        expect(Math.abs(c.perMonth - c.perYear / 12)).toBeLessThanOrEqual(0.5);
        expect(Number.isInteger(c.perMonth)).toBe(true);
      }),
    );
  });
});

describe('couldBuy', () => {
  it('counts whole items only (hand-worked)', () => {
    // 11 700 / 5 000 = 2.34 → 2; 11 700 / 11 700 = 1; 11 700 / 12 000 → 0
    expect(couldBuy(11_700, 5_000)).toBe(2);
    expect(couldBuy(11_700, 11_700)).toBe(1);
    expect(couldBuy(11_700, 12_000)).toBe(0);
  });

  it('rejects a price of 0 or less and a negative sum', () => {
    expect(() => couldBuy(1_000, 0)).toThrow(RangeError);
    expect(() => couldBuy(1_000, -5)).toThrow(RangeError);
    expect(() => couldBuy(-1, 100)).toThrow(RangeError);
  });

  it('is the most items the year pays for (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 100_000 }), (perYear, price) => {
        const n = couldBuy(perYear, price);
        expect(n * price).toBeLessThanOrEqual(perYear);
        expect((n + 1) * price).toBeGreaterThan(perYear);
      }),
    );
  });
});
