import type { TaxRules } from '../contracts/curriculum';

/** Nearest krone, halves up; the nudge undoes floating-point noise (43 803.4999…), so a half rounds as on paper. */
const toKroner = (amount: number): number => Math.round(amount + 1e-6);

/** Largest-remainder rounding: whole kroner that add up to `total`. */
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
 * Yearly tax and net pay, simplified for pupils (domain-data.md). totalTax rounds the exact sum, so a raise never
 * lowers net pay; the parts are rounded to add up to it, because a pupil adds up the rows.
 */
export function netPay(grossYearly: number, rules: TaxRules) {
  if (typeof grossYearly !== 'number' || !Number.isFinite(grossYearly) || grossYearly < 0) {
    throw new RangeError(`Gross yearly pay must be a finite number ≥ 0, got ${String(grossYearly)}`);
  }
  const gross = Math.round(grossYearly) + 0; // + 0 turns −0 into 0

  const minimumDeduction = toKroner(Math.min(gross * rules.minimumDeductionRate, rules.minimumDeductionMax));
  // Alminnelig inntekt.
  const ordinaryExact = rules.ordinaryIncomeRate * Math.max(0, gross - minimumDeduction - rules.personalAllowance);

  // Below the limit no trygdeavgift; above it, never more than the phase-in share of the excess.
  const socialSecurityExact =
    gross <= rules.socialSecurityLowerLimit
      ? 0
      : Math.min(rules.socialSecurityRate * gross, rules.socialSecurityPhaseInRate * (gross - rules.socialSecurityLowerLimit));

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
    // Unrounded.
    averageTaxRate: gross === 0 ? 0 : totalTax / gross,
  };
}

export type NetPay = ReturnType<typeof netPay>;
