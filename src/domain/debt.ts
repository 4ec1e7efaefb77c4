/**
 * What an unpaid «kjøp nå – betal senere» bill grows to (O3F): the due date, a reminder with its fee, a debt
 * collection notice, the collection agency's demand with its salær, the salær doubled once the last deadline is
 * long past, and then the legal steps, whose costs the content does not give. Whole kroner throughout.
 * The figures come from the content (content/{lang}/okt3.json `debt`), so a new school year needs no code.
 */
import type { DebtContent, DebtStepId } from '../contracts/credit';

/** The parts of the content the figures come from. */
export type DebtRules = Pick<DebtContent, 'purchase' | 'deadlines' | 'fees' | 'salary' | 'lateInterest'>;

export interface DebtStep {
  id: DebtStepId;
  /** Days after the purchase; null for a step with no fixed date (the legal steps and what follows). */
  day: number | null;
  /** What this step adds in fees or salær. */
  added: number;
  /** Forsinkelsesrente from the due date to this step. */
  interest: number;
  /** The price, every fee and salær so far, and the interest. */
  total: number;
  /** The step costs more than `total`, by amounts the content does not give (court and enforcement fees). */
  atLeast: boolean;
}

function requireKroner(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}`);
}

/**
 * Forsinkelsesrente on `principal` for `days` days at `yearlyRate`, rounded to whole kroner: simple interest by the
 * day on the unpaid price only (a year of 365 days), as forsinkelsesrenteloven counts it; fees carry none here.
 */
export function lateInterest(principal: number, yearlyRate: number, days: number): number {
  requireKroner('principal', principal);
  requireKroner('yearlyRate', yearlyRate);
  requireKroner('days', days);
  return Math.round((principal * yearlyRate * days) / 365);
}

/** The light inkassosalær for a claim: the first bracket the claim fits in. Brackets must rise, the last without a limit. */
export function collectionSalary(claim: number, brackets: DebtRules['salary']['light']): number {
  requireKroner('claim', claim);
  const bracket = brackets.find((b) => b.upTo === null || claim <= b.upTo);
  if (!bracket) throw new RangeError(`no salær bracket covers a claim of ${claim}`);
  return bracket.amount;
}

/** Each step of the timeline for a purchase of `price` kroner, in order, with what is owed in all by then. */
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
