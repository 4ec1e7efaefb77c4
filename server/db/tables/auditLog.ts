/** What a teacher did to someone else's account; never answers or passwords. */
export interface AuditLogTable {
  id: string;
  at: number;
  actor_id: string;
  action: string;
  subject_id: string;
  /** How many records a deletion or export touched. */
  records: number | null;
}
