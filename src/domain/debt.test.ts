import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionSalary, type DebtRules, debtTimeline, lateInterest } from './debt';

/** The rules of inkassoforskriften and inkassoloven as the content states them (content/no/okt3.json `debt`). */
const source = { name: 'Lovdata', url: 'https://lovdata.no', year: 2025 };
const rules: DebtRules = {
  purchase: { dueAfterDays: 30, source },
  deadlines: { reminderAfterDays: 14, deadlineDays: 14, heavyAfterDays: 28, source },
  fees: { collectionRate: 700, reminderFee: 35, noticeFee: 35, source },
  salary: {
    light: [
      { upTo: 500, amount: 175 },
      { upTo: 1_000, amount: 245 },
      { upTo: 2_500, amount: 280 },
      { upTo: 10_000, amount: 560 },
      { upTo: 50_000, amount: 1_120 },
      { upTo: 250_000, amount: 2_520 },
      { upTo: null, amount: 5_040 },
    ],
    heavyFactor: 2,
    source,
  },
  lateInterest: { rate: 0.125, from: '2025-01-01', source },
};

describe('lateInterest', () => {
  it('counts by the day on a 365-day year and rounds to whole kroner (hand-worked)', () => {
    // 20 000 · 0.125 · 14 / 365 = 95.89 → 96; 42 days: 287.67 → 288
    expect(lateInterest(20_000, 0.125, 14)).toBe(96);
    expect(lateInterest(20_000, 0.125, 42)).toBe(288);
    expect(lateInterest(20_000, 0.125, 365)).toBe(2_500);
  });

  it('is nothing on the due date itself', () => {
    expect(lateInterest(20_000, 0.125, 0)).toBe(0);
  });

  it('rejects negative or non-numeric input', () => {
    expect(() => lateInterest(-1, 0.125, 10)).toThrow(RangeError);
    expect(() => lateInterest(1_000, 0.125, Number.NaN)).toThrow(RangeError);
  });
});

describe('collectionSalary', () => {
  it('takes the bracket the claim fits in, the upper limit included', () => {
    expect(collectionSalary(10_000, rules.salary.light)).toBe(560);
    expect(collectionSalary(10_001, rules.salary.light)).toBe(1_120);
    expect(collectionSalary(20_000, rules.salary.light)).toBe(1_120);
    expect(collectionSalary(300_000, rules.salary.light)).toBe(5_040);
  });

  it('refuses brackets that leave a claim uncovered', () => {
    expect(() => collectionSalary(600, [{ upTo: 500, amount: 175 }])).toThrow(RangeError);
  });
});

describe('debtTimeline', () => {
  it('adds up a 20 000 kr moped bought on «kjøp nå – betal senere» and never paid (hand-worked)', () => {
    expect(debtTimeline(20_000, rules)).toEqual([
      { id: 'due', day: 30, added: 0, interest: 0, total: 20_000, atLeast: false },
      // 14 days late: 96 in interest, 35 reminder fee
      { id: 'reminder', day: 44, added: 35, interest: 96, total: 20_131, atLeast: false },
      // 28 days: 191.78 → 192; 35 + 35 in fees
      { id: 'notice', day: 58, added: 35, interest: 192, total: 20_262, atLeast: false },
      // 42 days: 288; light salær 1 120 for a claim up to 50 000
      { id: 'demand', day: 72, added: 1_120, interest: 288, total: 21_478, atLeast: false },
      // the demand's 14 days, then more than 28 more: day 115, 85 days late: 582.19 → 582; salær doubled to 2 240
      { id: 'heavy', day: 115, added: 1_120, interest: 582, total: 22_892, atLeast: false },
      { id: 'legal', day: null, added: 0, interest: 582, total: 22_892, atLeast: true },
      { id: 'remark', day: null, added: 0, interest: 582, total: 22_892, atLeast: true },
    ]);
  });

  it('charges a small claim the small salær', () => {
    const demand = debtTimeline(2_000, rules).find((s) => s.id === 'demand')!;
    expect(demand.added).toBe(280);
  });

  it('only ever grows, and each dated step is the price, its fees so far and its interest (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 100_000 }), fc.integer({ min: 7, max: 60 }), (price, dueAfterDays) => {
        const steps = debtTimeline(price, { ...rules, purchase: { ...rules.purchase, dueAfterDays } });
        const totals = steps.map((s) => s.total);
        expect(totals).toEqual([...totals].sort((a, b) => a - b));
        let fees = 0;
        for (const s of steps.filter((x) => x.day !== null)) {
          fees += s.added;
          expect(s.total).toBe(price + fees + s.interest);
        }
        expect(steps[0]).toMatchObject({ day: dueAfterDays, total: price });
      }),
    );
  });
});
