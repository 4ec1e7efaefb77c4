import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InsuranceProduct, InsuranceScenario } from '../contracts/insurance';
import { coveringProduct, insuranceMonthlyTotal, insuranceYearlyTotal, scenarioOutcome } from './insurance';

const source = { name: 'Test source', url: 'https://example.org/', year: 2025 };
const product = (id: string, yearlyPremium: number, deductible: number): InsuranceProduct => ({
  id,
  title: id,
  description: 'A made-up product for tests.',
  covers: 'What it pays for, in a sentence.',
  yearlyPremium,
  deductible,
  mandatory: false,
  source,
});
/** Made-up figures, not the content's. */
const PRODUCTS = [product('innbo', 900, 2_000), product('reise', 1_188, 500), product('ulykke', 450, 0)];
const scenario = (coveredBy: string, loss: number): InsuranceScenario => ({ id: 'case', title: 'A case', description: 'Something happened.', loss, coveredBy, source });

describe('insurance totals', () => {
  it('adds the chosen premiums (hand-worked)', () => {
    // 900 + 1 188 = 2 088 a year; 2 088 / 12 = 174 a month
    expect(insuranceYearlyTotal(PRODUCTS, ['innbo', 'reise'])).toBe(2_088);
    expect(insuranceMonthlyTotal(PRODUCTS, ['innbo', 'reise'])).toBe(174);
  });

  it('rounds the month to whole kroner', () => {
    // 1 188 + 450 = 1 638; / 12 = 136.5 → 137; 450 / 12 = 37.5 → 38
    expect(insuranceMonthlyTotal(PRODUCTS, ['reise', 'ulykke'])).toBe(137);
    expect(insuranceMonthlyTotal(PRODUCTS, ['ulykke'])).toBe(38);
  });

  it('is 0 with nothing chosen, ignores unknown ids and counts a product once', () => {
    expect(insuranceMonthlyTotal(PRODUCTS, [])).toBe(0);
    expect(insuranceYearlyTotal(PRODUCTS, ['bil', 'innbo', 'innbo'])).toBe(900);
  });

  it('monthly is the yearly total / 12, rounded (property)', () => {
    fc.assert(
      fc.property(fc.subarray(PRODUCTS.map((p) => p.id)), (chosen) => {
        const yearly = insuranceYearlyTotal(PRODUCTS, chosen);
        expect(yearly).toBe(PRODUCTS.filter((p) => chosen.includes(p.id)).reduce((s, p) => s + p.yearlyPremium, 0));
        expect(insuranceMonthlyTotal(PRODUCTS, chosen)).toBe(Math.round(yearly / 12));
      }),
    );
  });
});

describe('scenarioOutcome', () => {
  it('covered: you pay the deductible, the insurer the rest (hand-worked)', () => {
    // loss 15 000, egenandel 2 000: you 2 000, insurer 13 000
    expect(scenarioOutcome(scenario('innbo', 15_000), PRODUCTS, ['innbo'])).toEqual({ covered: true, youPay: 2_000, insurerPays: 13_000, withoutCover: 15_000 });
  });

  it('covered but the loss is below the deductible: you pay the loss', () => {
    expect(scenarioOutcome(scenario('innbo', 1_500), PRODUCTS, ['innbo'])).toMatchObject({ covered: true, youPay: 1_500, insurerPays: 0 });
  });

  it('not covered: you pay it all', () => {
    expect(scenarioOutcome(scenario('innbo', 15_000), PRODUCTS, ['reise'])).toEqual({ covered: false, youPay: 15_000, insurerPays: 0, withoutCover: 15_000 });
  });

  it('is not covered when the product is chosen but missing from the content', () => {
    expect(scenarioOutcome(scenario('bil', 15_000), PRODUCTS, ['bil']).covered).toBe(false);
  });

  it('splits the loss between you and the insurer (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRODUCTS.map((p) => p.id)), fc.integer({ min: 1_000, max: 500_000 }), fc.subarray(PRODUCTS.map((p) => p.id)), (coveredBy, loss, chosen) => {
        const o = scenarioOutcome(scenario(coveredBy, loss), PRODUCTS, chosen);
        expect(o.covered).toBe(chosen.includes(coveredBy));
        expect(o.youPay + o.insurerPays).toBe(loss);
        expect(o.youPay).toBeLessThanOrEqual(loss);
      }),
    );
  });
});

describe('coveringProduct', () => {
  it('finds the product that pays for the scenario, and none when the content names a product that is not there', () => {
    expect(coveringProduct(scenario('innbo', 15_000), PRODUCTS)?.id).toBe('innbo');
    expect(coveringProduct(scenario('bil', 15_000), PRODUCTS)).toBeUndefined();
  });
});
