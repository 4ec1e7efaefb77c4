/** One row per scheduled job, so instances sharing the database run a daily job once a day between them. */
export interface JobLocksTable {
  name: string;
  holder: string;
  locked_until: number;
  last_run_at: number | null;
}
