import type { SavingResponse } from '../contracts/responses';
import { budgetInUse } from './budget';

// Apart from saving.ts: every session page reads these for O3B's starting answer.

/** `{ monthly: null }` is an emptied field. */
export function savingFrom(value: unknown): SavingResponse | null {
  if (typeof value !== 'object' || value === null || !('monthly' in value)) return null;
  const { monthly } = value as { monthly: unknown };
  if (monthly === null) return { monthly: null };
  return typeof monthly === 'number' && Number.isInteger(monthly) && monthly >= 0 ? { monthly } : null;
}

/** Where saving starts: the savings line of the budget økt 2 ends with. */
export function budgetSaving(responses: Record<string, unknown>): number | null {
  return budgetInUse(responses)?.budget.sparing ?? null;
}
