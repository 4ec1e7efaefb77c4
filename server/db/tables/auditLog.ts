/** What a teacher did to someone else's account (issue 16): who, when, which account. Never answers or passwords. */
export interface AuditLogTable {
  id: string;
  at: number;
  actor_id: string;
  action: string;
  subject_id: string;
}
