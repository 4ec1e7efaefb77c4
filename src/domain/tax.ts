import type { TaxRules } from '../contracts/curriculum';

/**
 * Nearest krone, halves up. The tiny nudge undoes binary floating-point noise (e.g. a sum that should be
 * 43 803.5 arriving as 43 803.4999…), so a half rounds the way it does on paper.
 */
const toKroner = (amount: number): number => Math.round(amount + 1e-6);

/** Whole kroner that add up to `total`: round down, then give the leftover kroner to the largest remainders. */
function roundToTotal(exact: [number, number, number], total: number): [number, number, number] {
  const floors = exact.map((x) => Math.floor(x + 1e-6)) as [number, number, number];
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - floors[i]!, i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] = floors[i]! + 1;
    left -= 1;
  }
  return floors;
}

/**
 * Yearly tax and net pay for a gross wage, simplified for pupils (domain-data.md): trinnskatt and
 * trygdeavgift on gross wages, 22 % on gross − minstefradrag − personfradrag, net monthly = net yearly / 12.
 *
 * Rounding: gross and minstefradrag are rounded to whole kroner first (the deduction is an amount a
 * pupil sees and subtracts). totalTax is the nearest krone of the exact sum, not the sum of rounded parts:
 * that keeps a raise from ever lowering net pay. The three parts are then rounded so they add up to exactly
 * totalTax (largest remainder), because a pupil adds up the rows. netMonthly is netYearly / 12 rounded.
 *
 * @throws RangeError when grossYearly is not a finite number ≥ 0.
 */
export function netPay(grossYearly: number, rules: TaxRules) {
  if (typeof grossYearly !== 'number' || !Number.isFinite(grossYearly) || grossYearly < 0) {
    throw new RangeError(`Gross yearly pay must be a finite number ≥ 0, got ${String(grossYearly)}`);
  }
  const gross = Math.round(grossYearly) + 0; // + 0 turns −0 into 0

  const minimumDeduction = toKroner(Math.min(gross * rules.minimumDeductionRate, rules.minimumDeductionMax));
  // Alminnelig inntekt: gross − minstefradrag − personfradrag, not below 0.
  const ordinaryExact = rules.ordinaryIncomeRate * Math.max(0, gross - minimumDeduction - rules.personalAllowance);

  // Below the limit no trygdeavgift; above it, never more than the phase-in share of the excess.
  const socialSecurityExact =
    gross <= rules.socialSecurityLowerLimit
      ? 0
      : Math.min(rules.socialSecurityRate * gross, rules.socialSecurityPhaseInRate * (gross - rules.socialSecurityLowerLimit));

  // Each trinnskatt step taxes the band of gross pay from its own limit up to the next step's.
  const steps = [...rules.bracketTax].sort((a, b) => a.from - b.from);
  const bracketExact = steps.reduce((sum, step, i) => {
    const portion = Math.max(0, Math.min(gross, steps[i + 1]?.from ?? Infinity) - step.from);
    return sum + step.rate * portion;
  }, 0);

  const totalTax = toKroner(ordinaryExact + socialSecurityExact + bracketExact);
  const netYearly = gross - totalTax;
  const [ordinaryIncomeTax, socialSecurity, bracketTax] = roundToTotal([ordinaryExact, socialSecurityExact, bracketExact], totalTax);

  return {
    gross,
    minimumDeduction,
    personalAllowance: rules.personalAllowance,
    ordinaryIncomeTax,
    socialSecurity,
    bracketTax,
    totalTax,
    netYearly,
    netMonthly: toKroner(netYearly / 12),
    // totalTax / gross as an unrounded fraction.
    averageTaxRate: gross === 0 ? 0 : totalTax / gross,
  };
}

/** A wage earner's yearly tax and net pay under the simplified model in domain-data.md, in whole kroner. */
export type NetPay = ReturnType<typeof netPay>;
