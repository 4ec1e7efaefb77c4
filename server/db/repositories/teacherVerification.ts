import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TeacherStanding } from '../../../src/contracts/teacherVerification';
import type { Database } from '../database';
import type { TeacherAccountsTable } from '../tables/teacherVerification';

export type TeacherStatus = TeacherAccountsTable['status'];

export const CONFIRM_LINK_TTL_HOURS = 24;
/** The first one included. */
export const CONFIRM_LINKS_PER_HOUR = 5;

export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function setTeacherStatus(db: Kysely<Database>, userId: string, status: TeacherStatus, now: number): Promise<void> {
  await db
    .insertInto('teacher_accounts')
    .values({ user_id: userId, status, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ status, updated_at: now }))
    .execute();
}

export function standingOf(status: TeacherStatus | undefined, approvalRequired: boolean): TeacherStanding {
  if (status === undefined || status === 'approved') return 'active';
  if (status === 'unconfirmed') return 'unconfirmed';
  if (status === 'refused') return 'refused';
  return approvalRequired ? 'pending' : 'active';
}

/** A teacher account older than verification has no status row and counts as approved. */
export async function teacherStanding(db: Kysely<Database>, userId: string, approvalRequired: boolean): Promise<TeacherStanding> {
  const row = await db.selectFrom('teacher_accounts').select('status').where('user_id', '=', userId).executeTakeFirst();
  return standingOf(row?.status, approvalRequired);
}

/** In one transaction, so two clicks at once confirm once; a refused teacher stays refused. */
export async function consumeConfirmToken(db: Kysely<Database>, token: string, now: number): Promise<string | undefined> {
  const tokenHash = hashConfirmToken(token);
  return db.transaction().execute(async (trx) => {
    const open = await trx
      .updateTable('teacher_confirmations')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!open) return undefined;
    await trx.deleteFrom('teacher_confirmations').where('user_id', '=', open.user_id).where('used_at', 'is', null).execute();
    await trx
      .updateTable('teacher_accounts')
      .set({ status: 'confirmed', updated_at: now })
      .where('user_id', '=', open.user_id)
      .where('status', '=', 'unconfirmed')
      .execute();
    return open.user_id;
  });
}

export interface TeacherListing {
  userId: string;
  email: string;
  fylkeId: string | null;
  status: TeacherStatus;
  createdAt: number;
}

export async function listTeacherAccounts(db: Kysely<Database>): Promise<TeacherListing[]> {
  const rows = await db
    .selectFrom('teacher_accounts')
    .innerJoin('users', 'users.id', 'teacher_accounts.user_id')
    .select(['users.id', 'users.email', 'users.fylke_id', 'teacher_accounts.status', 'teacher_accounts.created_at'])
    .orderBy('teacher_accounts.created_at', 'desc')
    .execute();
  return rows.map((r) => ({ userId: r.id, email: r.email, fylkeId: r.fylke_id, status: r.status, createdAt: Number(r.created_at) }));
}

/** Approving an unconfirmed teacher also stands for the address (the operator has checked it). */
export async function decideTeacher(db: Kysely<Database>, email: string, decision: 'approved' | 'refused', now: number): Promise<boolean> {
  const user = await db.selectFrom('users').select(['id', 'has_teacher_access']).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!user || Number(user.has_teacher_access) !== 1) return false;
  await setTeacherStatus(db, user.id, decision, now);
  return true;
}
