/** What a teacher did to someone else's account: who, when, which account. Never answers or passwords. */
export interface AuditLogTable {
  id: string;
  at: number;
  actor_id: string;
  action: string;
  subject_id: string;
  /** How many records a deletion or export touched (never what they held); null for other actions. */
  records: number | null;
}
