import type { AppConfig } from '../config';

export type RetentionRules = AppConfig['retention'];

export const DAY_MS = 24 * 60 * 60_000;

/**
 * A month is 365.25 / 12 = 30.4375 days, so 12 months is 365 days and 6 hours. A fixed length, unlike calendar
 * months: no day-of-month clamping (31 March less a month), no time zone or summer time, and the same cut-off in
 * SQL on every instance. It never shortens a promise by more than a day against calendar months.
 */
export const MONTH_MS = 30.4375 * DAY_MS;

/** The times the rules compare with, all before `now`: anything older than these is due. */
export interface Cutoffs {
  /** Pupils' accounts and class records with no activity since this time. */
  activeBefore: number;
  /** Archived classes archived before this time. */
  archivedBefore: number;
  /** Teachers with no activity since this time are warned. */
  teacherActiveBefore: number;
  /** Teachers warned before this time, and not active since, are deleted. */
  warnedBefore: number;
}

export function cutoffsAt(rules: RetentionRules, now: number): Cutoffs {
  return {
    activeBefore: now - rules.months * MONTH_MS,
    archivedBefore: now - rules.archiveGraceDays * DAY_MS,
    teacherActiveBefore: now - rules.teacherMonths * MONTH_MS,
    warnedBefore: now - rules.teacherWarningDays * DAY_MS,
  };
}
