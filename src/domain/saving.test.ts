import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanCost } from './credit';
import { comparePayment, interestEarned, MAX_SAVING_MONTHS, monthsToSave, savedAfter } from './saving';

const RUNS = { numRuns: 300 };
const anyRate = fc.double({ min: 0, max: 0.1, noNaN: true });

describe('monthsToSave', () => {
  it('without interest is price / monthly, rounded up (hand-worked)', () => {
    // 8 000 / 1 000 = 8; 8 000 / 1 500 = 5.33 → 6
    expect(monthsToSave(8_000, 1_000)).toBe(8);
    expect(monthsToSave(8_000, 1_500)).toBe(6);
  });

  it('with interest can save a month (hand-worked)', () => {
    // 1 000 a month at 12 % (1 % a month): after 9 months 1 000 · (1.01^9 − 1) / 0.01 = 9 368.53,
    // after 10 months 10 462.21. So 10 000 needs 10 months, but 9 300 needs 9 (not 10 as without interest).
    expect(savedAfter(9, 1_000, 0.12)).toBeCloseTo(9_368.53, 2);
    expect(monthsToSave(10_000, 1_000, 0.12)).toBe(10);
    expect(monthsToSave(9_300, 1_000, 0)).toBe(10);
    expect(monthsToSave(9_300, 1_000, 0.12)).toBe(9);
  });

  it('is null when the pupil saves nothing, and 0 when there is nothing to buy', () => {
    expect(monthsToSave(8_000, 0)).toBeNull();
    expect(monthsToSave(8_000, -100)).toBeNull();
    expect(monthsToSave(0, 500)).toBe(0);
    expect(monthsToSave(-10, 0)).toBe(0);
  });

  it('gives up (null) beyond a hundred years', () => {
    // 1 kr a month takes 100 000 months to reach 100 000 kr without interest.
    expect(monthsToSave(100_000, 1)).toBeNull();
    expect(monthsToSave(MAX_SAVING_MONTHS, 1)).toBe(MAX_SAVING_MONTHS);
  });

  it('rejects a negative rate', () => {
    expect(() => monthsToSave(1_000, 100, -0.01)).toThrow(RangeError);
  });

  it('is the first month the balance reaches the price (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 50, max: 10_000 }), anyRate, (price, monthly, rate) => {
        const months = monthsToSave(price, monthly, rate);
        if (months === null) return;
        expect(savedAfter(months, monthly, rate)).toBeGreaterThanOrEqual(price);
        expect(savedAfter(months - 1, monthly, rate)).toBeLessThan(price);
        // Interest never makes it take longer than saving without it.
        expect(months).toBeLessThanOrEqual(Math.ceil(price / monthly));
      }),
      RUNS,
    );
  });
});

describe('savedAfter and interestEarned', () => {
  it('are the deposits, and no interest, at 0 %', () => {
    expect(savedAfter(12, 500)).toBe(6_000);
    expect(interestEarned(12, 500)).toBe(0);
    expect(savedAfter(0, 500, 0.05)).toBe(0);
  });

  it('follow the future-value formula (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 10_000 }), fc.double({ min: 0.001, max: 0.1, noNaN: true }), (months, monthly, rate) => {
        const r = rate / 12;
        const expected = (monthly * ((1 + r) ** months - 1)) / r;
        expect(savedAfter(months, monthly, rate)).toBeCloseTo(expected, 4);
        expect(interestEarned(months, monthly, rate)).toBeGreaterThanOrEqual(-1e-9);
      }),
      RUNS,
    );
  });

  it('rejects a month count that is not a whole number ≥ 0', () => {
    expect(() => savedAfter(-1, 100)).toThrow(RangeError);
    expect(() => savedAfter(1.5, 100)).toThrow(RangeError);
  });
});

describe('comparePayment', () => {
  const loan = { principal: 5_000, nominalRate: 0.22, months: 12, establishmentFee: 0, monthlyFee: 45 };

  it('compares saving 1 000 a month with the instalment example (hand-worked)', () => {
    // Saving 5 000 at 1 000 a month and 12 %: after 5 months 1 000 · (1.01^5 − 1) / 0.01 = 5 101.01, so 5 months,
    // earning 101.01 kr interest: the item costs 5 000 − 101.01 = 4 898.99. Credit: 6 155.66 in all.
    const c = comparePayment(5_000, 1_000, 0.12, loan);
    expect(c.saveMonths).toBe(5);
    expect(c.creditMonths).toBe(12);
    expect(c.savePaid).toBeCloseTo(4_898.99, 2);
    expect(c.creditPaid).toBeCloseTo(6_155.66, 2);
    expect(c.extraCostOfCredit).toBeCloseTo(1_256.67, 2);
  });

  it('counts the full price when the pupil saves nothing', () => {
    const c = comparePayment(5_000, 0, 0.05, loan);
    expect(c.saveMonths).toBeNull();
    expect(c.savePaid).toBe(5_000);
  });

  it('keeps its parts consistent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 100_000 }), fc.integer({ min: 0, max: 10_000 }), anyRate, fc.integer({ min: 3, max: 60 }), (price, monthly, rate, months) => {
        const terms = { principal: price, nominalRate: 0.2, months, establishmentFee: 0, monthlyFee: 30 };
        const c = comparePayment(price, monthly, rate, terms);
        expect(c.creditPaid).toBe(loanCost(terms).totalPaid);
        expect(c.savePaid).toBeGreaterThanOrEqual(0);
        expect(c.savePaid).toBeLessThanOrEqual(price);
        expect(c.extraCostOfCredit).toBeCloseTo(c.creditPaid - c.savePaid, 9);
        // With fees and interest, credit always costs more than saving up.
        expect(c.extraCostOfCredit).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });
});
