import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TaxRules } from '../contracts/curriculum';
import { RULES_2026 } from '../test/taxRules2026';
import { netPay } from './tax';


const RUNS = { numRuns: 1000 };
const anyGross = fc.integer({ min: 0, max: 3_000_000 });

/**
 * An independent reference: the exact (unrounded) yearly tax, written as marginal bands rather than
 * as the module's step loop. The module may differ from it only by rounding.
 */
function exactTax(gross: number): number {
  const r = RULES_2026;
  const deduction = Math.min(gross * r.minimumDeductionRate, r.minimumDeductionMax);
  const ordinary = r.ordinaryIncomeRate * Math.max(0, gross - deduction - r.personalAllowance);
  const social = gross <= r.socialSecurityLowerLimit ? 0 : Math.min(r.socialSecurityRate * gross, r.socialSecurityPhaseInRate * (gross - r.socialSecurityLowerLimit));
  const bands: [number, number, number][] = [
    [226_100, 318_300, 0.017],
    [318_300, 725_050, 0.04],
    [725_050, 980_100, 0.137],
    [980_100, 1_467_200, 0.168],
    [1_467_200, Infinity, 0.178],
  ];
  const bracket = bands.reduce((sum, [lo, hi, rate]) => sum + rate * Math.max(0, Math.min(gross, hi) - lo), 0);
  return ordinary + social + bracket;
}

describe('netPay: hand-worked 2026 examples', () => {
  it('charges nothing on no income', () => {
    expect(netPay(0, RULES_2026)).toEqual({
      gross: 0,
      minimumDeduction: 0,
      personalAllowance: 114_540,
      ordinaryIncomeTax: 0,
      socialSecurity: 0,
      bracketTax: 0,
      totalTax: 0,
      netYearly: 0,
      netMonthly: 0,
      averageTaxRate: 0,
    });
  });

  it('charges neither trygdeavgift nor tax on 90 000 kr (below the trygdeavgift limit and the deductions)', () => {
    // minstefradrag = min(0.46 × 90 000 = 41 400, 95 700) = 41 400
    // base = 90 000 − 41 400 − 114 540 = −65 940 → 0, so 22 % tax = 0
    // trygdeavgift: 90 000 ≤ 99 650 → 0; trinnskatt: below 226 100 → 0
    // net = 90 000; monthly = 90 000 / 12 = 7 500
    expect(netPay(90_000, RULES_2026)).toEqual({
      gross: 90_000,
      minimumDeduction: 41_400,
      personalAllowance: 114_540,
      ordinaryIncomeTax: 0,
      socialSecurity: 0,
      bracketTax: 0,
      totalTax: 0,
      netYearly: 90_000,
      netMonthly: 7_500,
      averageTaxRate: 0,
    });
  });

  it('charges only the phased-in trygdeavgift on 120 000 kr', () => {
    // minstefradrag = 0.46 × 120 000 = 55 200; base = 120 000 − 55 200 − 114 540 < 0 → 0
    // trygdeavgift = min(0.076 × 120 000 = 9 120, 0.25 × (120 000 − 99 650) = 0.25 × 20 350 = 5 087.5) = 5 087.5 → 5 088
    // net = 120 000 − 5 088 = 114 912; monthly = 9 576
    const result = netPay(120_000, RULES_2026);
    expect(result).toMatchObject({ minimumDeduction: 55_200, ordinaryIncomeTax: 0, socialSecurity: 5_088, bracketTax: 0 });
    expect(result).toMatchObject({ totalTax: 5_088, netYearly: 114_912, netMonthly: 9_576 });
  });

  it('charges full-rate trygdeavgift on 150 000 kr, just past the phase-in (which ends near 143 175 kr)', () => {
    // minstefradrag = 0.46 × 150 000 = 69 000; base = 150 000 − 69 000 − 114 540 = −33 540 → 0
    // trygdeavgift = min(0.076 × 150 000 = 11 400, 0.25 × (150 000 − 99 650) = 12 587.5) = 11 400
    // trinnskatt: below 226 100 → 0; total = 11 400
    // net = 150 000 − 11 400 = 138 600; monthly = 11 550
    const result = netPay(150_000, RULES_2026);
    expect(result).toMatchObject({ minimumDeduction: 69_000, ordinaryIncomeTax: 0, socialSecurity: 11_400, bracketTax: 0 });
    expect(result).toMatchObject({ totalTax: 11_400, netYearly: 138_600, netMonthly: 11_550 });
    expect(result.averageTaxRate).toBeCloseTo(0.076, 10);
  });

  it('uses the phase-in while it is cheaper: at 143 000 kr the two trygdeavgift rules are a krone apart', () => {
    // 0.25 × (143 000 − 99 650) = 10 837.5 → 10 838; 0.076 × 143 000 = 10 868
    expect(netPay(143_000, RULES_2026).socialSecurity).toBe(10_838);
    // 0.25 × (143 500 − 99 650) = 10 962.5; 0.076 × 143 500 = 10 906 → the ordinary rate wins
    expect(netPay(143_500, RULES_2026).socialSecurity).toBe(10_906);
  });

  it('taxes 300 000 kr in trinnskatt step 1', () => {
    // minstefradrag = min(0.46 × 300 000 = 138 000, 95 700) = 95 700 (capped)
    // base = 300 000 − 95 700 − 114 540 = 89 760; 22 % = 19 747.2 → 19 747
    // trygdeavgift = min(0.076 × 300 000 = 22 800, 0.25 × 200 350) = 22 800
    // step 1 = 0.017 × (300 000 − 226 100 = 73 900) = 1 256.3 → 1 256
    // total = 19 747.2 + 22 800 + 1 256.3 = 43 803.5 → 43 804 (the rounded parts add to 43 803)
    // net = 300 000 − 43 804 = 256 196; monthly = 21 349.67 → 21 350
    const result = netPay(300_000, RULES_2026);
    expect(result).toMatchObject({
      gross: 300_000,
      minimumDeduction: 95_700,
      ordinaryIncomeTax: 19_747,
      socialSecurity: 22_800,
      bracketTax: 1_257, // 1 256.3, and the leftover krone of the rounding (largest remainder)
      totalTax: 43_804,
      netYearly: 256_196,
      netMonthly: 21_350,
    });
    expect(result.averageTaxRate).toBeCloseTo(43_804 / 300_000, 12);
  });

  it('taxes 520 000 kr, a typical skilled worker, in steps 1 and 2', () => {
    // minstefradrag = 95 700 (0.46 × 520 000 = 239 200 is over the cap)
    // base = 520 000 − 95 700 − 114 540 = 309 760; 22 % = 68 147.2 → 68 147
    // trygdeavgift = 0.076 × 520 000 = 39 520
    // step 1 = 0.017 × (318 300 − 226 100 = 92 200) = 1 567.4 → 1 567
    // step 2 = 0.040 × (520 000 − 318 300 = 201 700) = 8 068
    // trinnskatt = 1 567.4 + 8 068 = 9 635.4 → 9 635
    // total = 68 147.2 + 39 520 + 9 635.4 = 117 302.6 → 117 303
    // net = 520 000 − 117 303 = 402 697; monthly = 33 558.08 → 33 558
    expect(netPay(520_000, RULES_2026)).toMatchObject({
      minimumDeduction: 95_700,
      ordinaryIncomeTax: 68_147,
      socialSecurity: 39_520,
      bracketTax: 9_636, // 9 635.4, and the leftover krone of the rounding (largest remainder)
      totalTax: 117_303,
      netYearly: 402_697,
      netMonthly: 33_558,
    });
  });

  it('taxes 800 000 kr in steps 1 to 3', () => {
    // base = 800 000 − 95 700 − 114 540 = 589 760; 22 % = 129 747.2 → 129 747
    // trygdeavgift = 0.076 × 800 000 = 60 800
    // step 1 = 1 567.4 → 1 567; step 2 = 0.040 × (725 050 − 318 300 = 406 750) = 16 270
    // step 3 = 0.137 × (800 000 − 725 050 = 74 950) = 10 268.15 → 10 268
    // trinnskatt = 1 567.4 + 16 270 + 10 268.15 = 28 105.55 → 28 106
    // total = 129 747.2 + 60 800 + 28 105.55 = 218 652.75 → 218 653
    // net = 800 000 − 218 653 = 581 347; monthly = 48 445.58 → 48 446
    expect(netPay(800_000, RULES_2026)).toMatchObject({
      ordinaryIncomeTax: 129_747,
      socialSecurity: 60_800,
      bracketTax: 28_106,
      totalTax: 218_653,
      netYearly: 581_347,
      netMonthly: 48_446,
    });
  });

  it('taxes 1 600 000 kr in all five steps', () => {
    // base = 1 600 000 − 95 700 − 114 540 = 1 389 760; 22 % = 305 747.2 → 305 747
    // trygdeavgift = 0.076 × 1 600 000 = 121 600
    // step 1 = 1 567.4 → 1 567; step 2 = 16 270
    // step 3 = 0.137 × (980 100 − 725 050 = 255 050) = 34 941.85 → 34 942
    // step 4 = 0.168 × (1 467 200 − 980 100 = 487 100) = 81 832.8 → 81 833
    // step 5 = 0.178 × (1 600 000 − 1 467 200 = 132 800) = 23 638.4 → 23 638
    // trinnskatt = 1 567.4 + 16 270 + 34 941.85 + 81 832.8 + 23 638.4 = 158 250.45 → 158 250
    // total = 305 747.2 + 121 600 + 158 250.45 = 585 597.65 → 585 598
    // net = 1 600 000 − 585 598 = 1 014 402; monthly = 84 533.5 → 84 534 (half up)
    const result = netPay(1_600_000, RULES_2026);
    expect(result).toMatchObject({
      ordinaryIncomeTax: 305_747,
      socialSecurity: 121_600,
      bracketTax: 158_251, // 158 250.x, and the leftover krone of the rounding (largest remainder)
      totalTax: 585_598,
      netYearly: 1_014_402,
      netMonthly: 84_534,
    });
    expect(result.averageTaxRate).toBeCloseTo(0.36599875, 12);
  });
});

describe('netPay: edges and input', () => {
  it('charges no trinnskatt that rounds to 0 kr', () => {
    // 226 120: 0.017 × 20 = 0.34 → 0
    expect(netPay(226_120, RULES_2026).bracketTax).toBe(0);
  });

  it('caps minstefradrag at 95 700 kr from about 208 044 kr', () => {
    // 0.46 × 208 000 = 95 680; 0.46 × 208 100 = 95 726 → capped
    expect(netPay(208_000, RULES_2026).minimumDeduction).toBe(95_680);
    expect(netPay(208_100, RULES_2026).minimumDeduction).toBe(95_700);
  });

  it('starts charging trygdeavgift just above the lower limit', () => {
    expect(netPay(99_650, RULES_2026).socialSecurity).toBe(0);
    // 0.25 × (99 654 − 99 650) = 1
    expect(netPay(99_654, RULES_2026).socialSecurity).toBe(1);
  });

  it('rounds a gross with øre to whole kroner before computing', () => {
    expect(netPay(520_000.4, RULES_2026)).toEqual(netPay(520_000, RULES_2026));
    expect(netPay(0.4, RULES_2026).gross).toBe(0);
  });

  it('gives the same answer whatever order the steps are listed in', () => {
    const shuffled: TaxRules = { ...RULES_2026, bracketTax: [...RULES_2026.bracketTax].reverse() };
    expect(netPay(1_600_000, shuffled)).toEqual(netPay(1_600_000, RULES_2026));
  });

  it('does not modify the rules it is given', () => {
    const rules: TaxRules = structuredClone({ ...RULES_2026, bracketTax: [...RULES_2026.bracketTax].reverse() });
    const before = structuredClone(rules);
    netPay(800_000, rules);
    expect(rules).toEqual(before);
  });

  it.each([-1, -0.01, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses a gross of %s with a RangeError', (gross) => {
    expect(() => netPay(gross, RULES_2026)).toThrow(RangeError);
  });

  it('refuses a gross that is not a number at all', () => {
    expect(() => netPay('500000' as unknown as number, RULES_2026)).toThrow(RangeError);
  });
});

describe('netPay: properties for gross 0 … 3 000 000', () => {
  it('never charges negative tax', () => {
    fc.assert(
      fc.property(anyGross, (gross) => netPay(gross, RULES_2026).totalTax >= 0),
      RUNS,
    );
  });

  it('never pays out more than the gross', () => {
    fc.assert(
      fc.property(anyGross, (gross) => netPay(gross, RULES_2026).netYearly <= gross),
      RUNS,
    );
  });

  it('never lowers net pay after a raise, even by a single krone', () => {
    // Half the raises are 0–20 kr, where rounding of several parts at once could bite.
    const raise = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 3_000_000 }));
    fc.assert(
      fc.property(anyGross, raise, (gross, by) => {
        const higher = Math.min(3_000_000, gross + by);
        return netPay(higher, RULES_2026).netYearly >= netPay(gross, RULES_2026).netYearly;
      }),
      RUNS,
    );
  });

  it('never lowers net pay by a krone anywhere from 0 to 300 000 kr', () => {
    let previous = netPay(0, RULES_2026).netYearly;
    for (let gross = 1; gross <= 300_000; gross += 1) {
      const net = netPay(gross, RULES_2026).netYearly;
      if (net < previous) expect.fail(`net pay falls from ${previous} to ${net} at ${gross}`);
      previous = net;
    }
  });

  it('keeps the average tax rate below 50 %', () => {
    fc.assert(
      fc.property(anyGross, (gross) => netPay(gross, RULES_2026).averageTaxRate < 0.5),
      RUNS,
    );
  });

  it('has parts that add up to the total tax within rounding (±3 kr)', () => {
    fc.assert(
      fc.property(anyGross, (gross) => {
        const r = netPay(gross, RULES_2026);
        expect(Math.abs(r.ordinaryIncomeTax + r.socialSecurity + r.bracketTax - r.totalTax)).toBeLessThanOrEqual(3);
        expect(r.netYearly).toBe(r.gross - r.totalTax);
        expect(Math.abs(r.netMonthly * 12 - r.netYearly)).toBeLessThanOrEqual(6);
      }),
      RUNS,
    );
  });

  it('stays within a krone of an independent exact calculation', () => {
    fc.assert(
      fc.property(anyGross, (gross) => {
        expect(Math.abs(netPay(gross, RULES_2026).totalTax - exactTax(gross))).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });
});

describe('the tax rows a pupil adds up', () => {
  it('always add up to exactly the total tax', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000 }), (gross) => {
        const pay = netPay(gross, RULES_2026);
        expect(pay.ordinaryIncomeTax + pay.socialSecurity + pay.bracketTax).toBe(pay.totalTax);
      }),
      { numRuns: 2000 },
    );
  });
});
