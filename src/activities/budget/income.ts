import type { Job, TaxRules } from '../../contracts/curriculum';
import { netPay } from '../../domain/tax';

/** The budget's income: the chosen job's net pay a month after tax, in whole kroner. */
export function monthlyIncome(job: Job, tax: TaxRules): number {
  return Math.round(netPay(job.grossYearlySalary, tax).netMonthly);
}
