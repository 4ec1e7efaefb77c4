import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BudgetCategoryInfo } from '../contracts/budget';
import { BUDGET_CATEGORIES } from '../contracts/budgetCategories';
import type { BudgetResponse } from '../contracts/responses';
import { budgetFrom, budgetInUse, emptyBudget, expenseMonthsToRecover, NEAR_REFERENCE, summariseBudget } from './budget';

const RUNS = { numRuns: 500 };
const source = { name: 'Test source', url: 'https://example.org/', year: 2025 };

/** Made-up reference figures for the tests (not the content's): sparing has none, as in the real content. */
const REFERENCES: Record<(typeof BUDGET_CATEGORIES)[number], number | null> = {
  boutgifter: 10_000,
  transport: 1_000,
  mat: 4_000,
  fritid: 1_500,
  klaer: 800,
  sparing: null,
  forsikring: 300,
  andre_utgifter: 1_200,
};
const CATEGORIES: BudgetCategoryInfo[] = BUDGET_CATEGORIES.map((id) => ({
  id,
  title: id,
  description: 'What belongs in this line.',
  reference: REFERENCES[id] === null ? null : { monthly: REFERENCES[id], source },
  advice: 'One plain sentence of advice.',
}));

const anyLine = fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null });
const anyBudget: fc.Arbitrary<BudgetResponse> = fc.record(
  Object.fromEntries(BUDGET_CATEGORIES.map((c) => [c, anyLine])) as Record<(typeof BUDGET_CATEGORIES)[number], fc.Arbitrary<number | null>>,
);

describe('emptyBudget', () => {
  it('has all eight categories, each null', () => {
    expect(emptyBudget()).toEqual({ boutgifter: null, transport: null, mat: null, fritid: null, klaer: null, sparing: null, forsikring: null, andre_utgifter: null });
  });

  it('gives a fresh object each time', () => {
    const a = emptyBudget();
    a.mat = 100;
    expect(emptyBudget().mat).toBeNull();
  });
});

describe('budgetFrom', () => {
  it('keeps whole non-negative amounts and nulls', () => {
    const stored = { ...emptyBudget(), boutgifter: 12_500, mat: 0 };
    expect(budgetFrom(stored)).toEqual(stored);
  });

  it('turns anything else into null and drops unknown keys', () => {
    expect(budgetFrom({ boutgifter: -5, transport: 1.5, mat: '4000', fritid: Number.NaN, klaer: Infinity, sparing: true, forsikring: [300], extra: 7 })).toEqual(emptyBudget());
  });

  it('never throws, whatever is stored (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const budget = budgetFrom(value);
        expect(Object.keys(budget).sort()).toEqual([...BUDGET_CATEGORIES].sort());
        for (const c of BUDGET_CATEGORIES) expect(budget[c] === null || (Number.isInteger(budget[c]) && budget[c] >= 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('gives back a valid budget unchanged (property)', () => {
    fc.assert(
      fc.property(anyBudget, (budget) => {
        expect(budgetFrom(budget)).toEqual(budget);
      }),
      RUNS,
    );
  });

  it('reads null, text and arrays as an empty budget', () => {
    for (const value of [null, undefined, '', 'x', 3, [1, 2]]) expect(budgetFrom(value)).toEqual(emptyBudget());
  });
});

describe('summariseBudget', () => {
  it('adds up a half-filled budget against the income (hand-worked)', () => {
    // income 25 000; lines 10 000 + 4 600 + 0 = 14 600 spent; 25 000 − 14 600 = 10 400 left; 3 lines filled.
    const budget = { ...emptyBudget(), boutgifter: 10_000, mat: 4_600, sparing: 0 };
    const summary = summariseBudget(25_000, budget, CATEGORIES);
    expect(summary).toMatchObject({ income: 25_000, spent: 14_600, remaining: 10_400, filled: 3 });
    expect(summary.lines.map((l) => l.category)).toEqual([...BUDGET_CATEGORIES]);
  });

  it('classifies each line against its reference (±15 % is near)', () => {
    // boutgifter 11 500 vs 10 000: +15 % exactly → near (boundary); mat 4 601 vs 4 000: +15.025 % → above;
    // transport 850 vs 1 000: −15 % → near; fritid 1 000 vs 1 500: −33 % → below; sparing has no reference; klaer empty.
    const budget = { ...emptyBudget(), boutgifter: 11_500, mat: 4_601, transport: 850, fritid: 1_000, sparing: 2_000 };
    const byCategory = Object.fromEntries(summariseBudget(30_000, budget, CATEGORIES).lines.map((l) => [l.category, l]));
    expect(byCategory.boutgifter).toEqual({ category: 'boutgifter', amount: 11_500, reference: 10_000, status: 'near', difference: 1_500 });
    expect(byCategory.mat).toMatchObject({ status: 'above', difference: 601 });
    expect(byCategory.transport).toMatchObject({ status: 'near', difference: -150 });
    expect(byCategory.fritid).toMatchObject({ status: 'below', difference: -500 });
    expect(byCategory.sparing).toEqual({ category: 'sparing', amount: 2_000, reference: null, status: 'noReference', difference: null });
    expect(byCategory.klaer).toEqual({ category: 'klaer', amount: null, reference: 800, status: 'empty', difference: null });
  });

  it('reports a deficit when the lines cost more than the income', () => {
    // 20 000 − (15 000 + 6 000) = −1 000
    const summary = summariseBudget(20_000, { ...emptyBudget(), boutgifter: 15_000, mat: 6_000 }, CATEGORIES);
    expect(summary.remaining).toBe(-1_000);
  });

  it('balances to exactly 0 without a deficit', () => {
    const summary = summariseBudget(10_000, { ...emptyBudget(), boutgifter: 10_000 }, CATEGORIES);
    expect(summary).toMatchObject({ remaining: 0 });
  });

  it('gives lines no reference when the categories have not loaded', () => {
    const summary = summariseBudget(10_000, { ...emptyBudget(), mat: 4_000 }, []);
    expect(summary.lines.find((l) => l.category === 'mat')).toMatchObject({ reference: null, status: 'noReference' });
  });

  it('keeps its sums consistent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), anyBudget, (income, budget) => {
        const s = summariseBudget(income, budget, CATEGORIES);
        const filled = BUDGET_CATEGORIES.filter((c) => budget[c] !== null);
        expect(s.filled).toBe(filled.length);
        expect(s.spent).toBe(filled.reduce((sum, c) => sum + (budget[c] ?? 0), 0));
        expect(s.remaining).toBe(income - s.spent);
      }),
      RUNS,
    );
  });

  it('calls a line near exactly when it is within NEAR_REFERENCE of its reference (property)', () => {
    fc.assert(
      fc.property(anyBudget, (budget) => {
        for (const line of summariseBudget(0, budget, CATEGORIES).lines) {
          if (line.amount === null || line.reference === null) continue;
          const near = Math.abs(line.amount - line.reference) <= NEAR_REFERENCE * line.reference;
          expect(line.status === 'near').toBe(near);
          if (!near) expect(line.status).toBe(line.amount < line.reference ? 'below' : 'above');
        }
      }),
      RUNS,
    );
  });
});

describe('expenseMonthsToRecover', () => {
  it('rounds up to whole months (hand-worked)', () => {
    // 8 000 / 1 500 = 5.33 → 6 months; 8 000 / 2 000 = 4 exactly
    expect(expenseMonthsToRecover(8_000, 1_500)).toBe(6);
    expect(expenseMonthsToRecover(8_000, 2_000)).toBe(4);
  });

  it('is null when there is no room to save, and 0 for no expense', () => {
    expect(expenseMonthsToRecover(8_000, 0)).toBeNull();
    expect(expenseMonthsToRecover(8_000, -500)).toBeNull();
    expect(expenseMonthsToRecover(0, 500)).toBe(0);
  });

  it('is the fewest months that cover the expense (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 20_000 }), (expense, room) => {
        const months = expenseMonthsToRecover(expense, room) as number;
        expect(months * room).toBeGreaterThanOrEqual(expense);
        expect((months - 1) * room).toBeLessThan(expense);
      }),
      RUNS,
    );
  });
});

describe('budgetInUse', () => {
  const original = { boutgifter: 9000, transport: 800, mat: 4000, fritid: 1500, klaer: 800, sparing: 2000, forsikring: 300, andre_utgifter: 1000 };

  it('is the modified budget once it is complete, else the original, else none', () => {
    expect(budgetInUse({})).toBeNull();
    expect(budgetInUse({ O2B: original })).toEqual({ code: 'O2B', budget: original });
    // A half-changed or reset modified budget does not replace the original.
    expect(budgetInUse({ O2B: original, O2E: { ...original, sparing: null } })?.code).toBe('O2B');
    expect(budgetInUse({ O2B: original, O2E: null })?.code).toBe('O2B');
    expect(budgetInUse({ O2B: original, O2E: { ...original, sparing: 500 } })).toEqual({ code: 'O2E', budget: { ...original, sparing: 500 } });
  });

  it('reads a half-filled original as it is, with the empty lines null', () => {
    expect(budgetInUse({ O2B: { mat: 4000 } })?.budget).toEqual({ ...emptyBudget(), mat: 4000 });
  });
});
