/**
 * One row per scheduled job. Whoever holds it until `locked_until` runs the job; `last_run_at` is when
 * the job last finished a run, so instances sharing the database run a daily job once a day between them.
 */
export interface JobLocksTable {
  name: string;
  holder: string;
  locked_until: number;
  last_run_at: number | null;
}
