import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database';

/** What a teacher did to a pupil's account, and every deletion and export of personal data. Never answers. */
export type AuditAction =
  | 'pupil.temporary-password'
  | 'pupil.unthrottle'
  | 'class.address-unblock'
  | 'pupil.remove'
  | 'pupil.display-name'
  | 'class.delete'
  | 'account.export'
  | 'account.delete'
  | 'retention.class'
  | 'retention.records'
  | 'retention.account'
  | 'retention.teacher-warning'
  | 'retention.teacher';

export const SYSTEM_ACTOR = 'system';

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  /** An account or a class. */
  subjectId: string;
  records?: number;
}

export async function logAction(db: Kysely<Database>, entry: AuditEntry, now: number): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ id: randomBytes(16).toString('base64url'), at: now, actor_id: entry.actorId, action: entry.action, subject_id: entry.subjectId, records: entry.records ?? null })
    .execute();
}

/** The operator's view (`npm run audit`). */
export async function listAudit(db: Kysely<Database>, since: number): Promise<(AuditEntry & { at: number })[]> {
  const rows = await db.selectFrom('audit_log').selectAll().where('at', '>=', since).orderBy('at').orderBy('id').execute();
  return rows.map((r) => ({
    actorId: r.actor_id,
    action: r.action as AuditAction,
    subjectId: r.subject_id,
    at: Number(r.at),
    ...(r.records === null ? {} : { records: Number(r.records) }),
  }));
}

export async function listActions(db: Kysely<Database>, subjectId: string): Promise<(AuditEntry & { at: number })[]> {
  const rows = await db.selectFrom('audit_log').selectAll().where('subject_id', '=', subjectId).orderBy('at').execute();
  return rows.map((r) => ({ actorId: r.actor_id, action: r.action as AuditAction, subjectId: r.subject_id, at: Number(r.at) }));
}
