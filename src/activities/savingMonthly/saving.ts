import type { IntlShape } from 'react-intl';

/** Up to ten years a time is easiest to grasp in months; beyond that, in years. */
const MONTHS_SHOWN_UP_TO = 120;

/** A number of months as a pupil reads it: '15 måneder', or 'ca. 12 år' for more than ten years. */
export function durationText(intl: IntlShape, months: number): string {
  return months > MONTHS_SHOWN_UP_TO
    ? intl.formatMessage({ id: 'activity.saving.years' }, { years: Math.round(months / 12) })
    : intl.formatMessage({ id: 'activity.saving.months' }, { months });
}
