import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import type { AuditLogTable } from '../tables/auditLog';

/** What a teacher did to a pupil's account (issue 16); never answers. */
export type AuditAction = 'pupil.temporary-password' | 'pupil.unthrottle';

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  subjectId: string;
}

type AuditDb = Kysely<Database & { audit_log: AuditLogTable }>;
const withAudit = (db: Kysely<Database>): AuditDb => db.withTables<{ audit_log: AuditLogTable }>();

export async function logAction(db: Kysely<Database>, entry: AuditEntry, now: number): Promise<void> {
  await withAudit(db)
    .insertInto('audit_log')
    .values({ id: randomBytes(16).toString('base64url'), at: now, actor_id: entry.actorId, action: entry.action, subject_id: entry.subjectId })
    .execute();
}

export async function listActions(db: Kysely<Database>, subjectId: string): Promise<(AuditEntry & { at: number })[]> {
  const rows = await withAudit(db).selectFrom('audit_log').selectAll().where('subject_id', '=', subjectId).orderBy('at').execute();
  return rows.map((r) => ({ actorId: r.actor_id, action: r.action as AuditAction, subjectId: r.subject_id, at: Number(r.at) }));
}
