import type { AppConfig } from '../config';

export type RetentionRules = AppConfig['retention'];

export const DAY_MS = 24 * 60 * 60_000;

/** 365.25 / 12 days: a fixed length gives the same cut-off in SQL everywhere, without calendar or time-zone quirks. */
export const MONTH_MS = 30.4375 * DAY_MS;

/** Anything older than these is due. */
export interface Cutoffs {
  /** For pupils' accounts and class records. */
  activeBefore: number;
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
