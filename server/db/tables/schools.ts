import type { Generated } from 'kysely';

/** Schools per county (users.fylke_id), for the teacher's class form. */
export interface SchoolsTable {
  id: string;
  name: string;
  /** `name` in lower case with single spaces: one row per school and county, however it is typed. */
  name_key: string;
  fylke_id: string;
  created_by: string | null;
  created_at: number;
  /** 1 when every teacher of the county sees it; a teacher's new school is 0 until approved. */
  approved: Generated<number>;
}
