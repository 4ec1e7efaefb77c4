import type { IntlShape } from 'react-intl';
import type { SavingResponse } from '../../contracts/responses';
import { budgetInUse } from '../../domain/budget';

/** The stored O3B answer, or null when nothing readable is stored yet. `{ monthly: null }` is an emptied field. */
export function savingFrom(value: unknown): SavingResponse | null {
  if (typeof value !== 'object' || value === null || !('monthly' in value)) return null;
  const { monthly } = value as { monthly: unknown };
  if (monthly === null) return { monthly: null };
  return typeof monthly === 'number' && Number.isInteger(monthly) && monthly >= 0 ? { monthly } : null;
}

/** Where saving starts: the sparing line of the modified budget (O2E) once it is complete, else of the original (O2B). */
export function budgetSaving(responses: Record<string, unknown>): number | null {
  return budgetInUse(responses)?.budget.sparing ?? null;
}

/** Up to ten years a time is easiest to grasp in months; beyond that, in years. */
const MONTHS_SHOWN_UP_TO = 120;

/** A number of months as a pupil reads it: '15 måneder', or 'ca. 12 år' for more than ten years. */
export function durationText(intl: IntlShape, months: number): string {
  return months > MONTHS_SHOWN_UP_TO
    ? intl.formatMessage({ id: 'activity.saving.years' }, { years: Math.round(months / 12) })
    : intl.formatMessage({ id: 'activity.saving.months' }, { months });
}
