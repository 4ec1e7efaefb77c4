/**
 * What an unpaid «kjøp nå – betal senere» bill grows to (O3F), in whole kroner. The figures come from
 * content/{lang}/okt3.json `debt`, so a new school year needs no code.
 */
import type { DebtContent, DebtStepId } from '../contracts/credit';

export type DebtRules = Pick<DebtContent, 'purchase' | 'deadlines' | 'fees' | 'salary' | 'lateInterest'>;

export interface DebtStep {
  id: DebtStepId;
  /** Days after the purchase; null for the legal steps, which have no fixed date. */
  day: number | null;
  added: number;
  interest: number;
  total: number;
  /** It costs more, by court and enforcement fees the content does not give. */
  atLeast: boolean;
}

function requireKroner(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}`);
}

/** Simple interest by the day on the unpaid price only, as forsinkelsesrenteloven counts it; fees carry none. */
export function lateInterest(principal: number, yearlyRate: number, days: number): number {
  requireKroner('principal', principal);
  requireKroner('yearlyRate', yearlyRate);
  requireKroner('days', days);
  return Math.round((principal * yearlyRate * days) / 365);
}

/** Brackets must rise, the last without a limit. */
export function collectionSalary(claim: number, brackets: DebtRules['salary']['light']): number {
  requireKroner('claim', claim);
  const bracket = brackets.find((b) => b.upTo === null || claim <= b.upTo);
  if (!bracket) throw new RangeError(`no salær bracket covers a claim of ${claim}`);
  return bracket.amount;
}

export function debtTimeline(price: number, { purchase, deadlines, fees, salary, lateInterest: late }: DebtRules): DebtStep[] {
  requireKroner('price', price);
  const due = purchase.dueAfterDays;
  const reminder = due + deadlines.reminderAfterDays;
  const notice = reminder + deadlines.deadlineDays;
  const demand = notice + deadlines.deadlineDays;
  // «Oversittet med mer enn» the days: the first day after them.
  const heavy = demand + deadlines.deadlineDays + deadlines.heavyAfterDays + 1;
  const light = collectionSalary(price, salary.light);
  const heavySalary = light * salary.heavyFactor;

  const step = (id: DebtStepId, day: number, added: number, paid: number): DebtStep => {
    const interest = lateInterest(price, late.rate, day - due);
    return { id, day, added, interest, total: price + paid + interest, atLeast: false };
  };
  const letters = fees.reminderFee + fees.noticeFee;
  const steps = [
    step('due', due, 0, 0),
    step('reminder', reminder, fees.reminderFee, fees.reminderFee),
    step('notice', notice, fees.noticeFee, letters),
    step('demand', demand, light, letters + light),
    step('heavy', heavy, heavySalary - light, letters + heavySalary),
  ];
  const last = steps[steps.length - 1]!;
  const open = (id: DebtStepId): DebtStep => ({ id, day: null, added: 0, interest: last.interest, total: last.total, atLeast: true });
  return [...steps, open('legal'), open('remark')];
}
