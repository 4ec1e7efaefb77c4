import type { Generated } from 'kysely';

export interface ClassesTable {
  code: string;
  teacher_id: string;
  name: string;
  school: string | null;
  school_year: string | null;
  archived: Generated<number>;
  /** The class and its answers are deleted ARCHIVE_GRACE_DAYS later. */
  archived_at: number | null;
  created_at: number;
  /** Its pupils join the class when they sign in with Feide. */
  feide_group: string | null;
}

/** Spec §3 "Class data from server". */
export interface ClassSectionsTable {
  class_code: string;
  okt_number: number;
  enabled: number;
}
