import type { TaxRules } from '../contracts/curriculum';

/** One trinnskatt step the wage reaches: the band [from, to) of gross pay taxed at `rate`; `to` is null for the top step. */
export interface BracketStep {
  from: number;
  to: number | null;
  rate: number;
  tax: number;
}

/** A wage earner's yearly tax and net pay under the simplified model in domain-data.md. Amounts in whole kroner. */
export interface NetPay {
  gross: number;
  minimumDeduction: number;
  personalAllowance: number;
  /** Alminnelig inntekt after deductions: gross − minstefradrag − personfradrag, not below 0. */
  ordinaryIncomeBase: number;
  ordinaryIncomeTax: number;
  socialSecurity: number;
  bracketTax: number;
  /** Only the steps that cost something (tax > 0), lowest first. */
  bracketSteps: BracketStep[];
  totalTax: number;
  netYearly: number;
  netMonthly: number;
  /** totalTax / gross as an unrounded fraction (0 when gross is 0). */
  averageTaxRate: number;
}

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
 * pupil sees and subtracts). Each tax part (and each trinnskatt step) is then the nearest krone of its
 * exact value, but totalTax is the nearest krone of the exact sum, not the sum of rounded parts: that
 * keeps a raise from ever lowering net pay. The three parts are then rounded so they add up to exactly
 * totalTax (largest remainder), because a pupil adds up the rows. netMonthly is netYearly / 12 rounded.
 *
 * @throws RangeError when grossYearly is not a finite number ≥ 0.
 */
export function netPay(grossYearly: number, rules: TaxRules): NetPay {
  if (typeof grossYearly !== 'number' || !Number.isFinite(grossYearly) || grossYearly < 0) {
    throw new RangeError(`Gross yearly pay must be a finite number ≥ 0, got ${String(grossYearly)}`);
  }
  const gross = Math.round(grossYearly) + 0; // + 0 turns −0 into 0

  const minimumDeduction = toKroner(Math.min(gross * rules.minimumDeductionRate, rules.minimumDeductionMax));
  const ordinaryIncomeBase = Math.max(0, gross - minimumDeduction - rules.personalAllowance);
  const ordinaryExact = rules.ordinaryIncomeRate * ordinaryIncomeBase;

  // Below the limit no trygdeavgift; above it, never more than the phase-in share of the excess.
  const socialSecurityExact =
    gross <= rules.socialSecurityLowerLimit
      ? 0
      : Math.min(rules.socialSecurityRate * gross, rules.socialSecurityPhaseInRate * (gross - rules.socialSecurityLowerLimit));

  const steps = [...rules.bracketTax].sort((a, b) => a.from - b.from);
  let bracketExact = 0;
  const bracketSteps: BracketStep[] = [];
  steps.forEach((step, i) => {
    const to = steps[i + 1]?.from ?? null;
    const portion = Math.max(0, Math.min(gross, to ?? Infinity) - step.from);
    const exact = step.rate * portion;
    bracketExact += exact;
    const tax = toKroner(exact);
    if (tax > 0) bracketSteps.push({ from: step.from, to, rate: step.rate, tax });
  });

  const totalTax = toKroner(ordinaryExact + socialSecurityExact + bracketExact);
  const netYearly = gross - totalTax;
  const [ordinaryIncomeTax, socialSecurity, bracketTax] = roundToTotal([ordinaryExact, socialSecurityExact, bracketExact], totalTax);

  return {
    gross,
    minimumDeduction,
    personalAllowance: rules.personalAllowance,
    ordinaryIncomeBase,
    ordinaryIncomeTax,
    socialSecurity,
    bracketTax,
    bracketSteps,
    totalTax,
    netYearly,
    netMonthly: toKroner(netYearly / 12),
    averageTaxRate: gross === 0 ? 0 : totalTax / gross,
  };
}
