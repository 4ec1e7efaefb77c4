import type { Generated } from 'kysely';

export interface SchoolsTable {
  id: string;
  name: string;
  /** Lower case, single spaces: one row per school and county, however it is typed. */
  name_key: string;
  fylke_id: string;
  created_by: string | null;
  created_at: number;
  /** A teacher's new school is seen only by them until approved. */
  approved: Generated<number>;
}
