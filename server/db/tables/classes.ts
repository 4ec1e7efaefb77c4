import type { Generated } from 'kysely';

export interface ClassesTable {
  code: string;
  teacher_id: string;
  name: string;
  school: string | null;
  school_year: string | null;
  archived: Generated<number>;
  /** When the class was archived; the class and its answers are deleted ARCHIVE_GRACE_DAYS later. */
  archived_at: number | null;
  created_at: number;
  /** The Feide teaching group the class was made from; its pupils join it when they sign in with Feide. */
  feide_group: string | null;
}

/** Which sessions a teacher has unlocked for a class (spec §3 "Class data from server"). */
export interface ClassSectionsTable {
  class_code: string;
  okt_number: number;
  enabled: number;
}
