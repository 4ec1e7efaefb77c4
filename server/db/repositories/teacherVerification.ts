import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TeacherStanding } from '../../../src/contracts/teacherVerification';
import type { Database } from '../database';
import type { TeacherAccountsTable } from '../tables/teacherVerification';

export type TeacherStatus = TeacherAccountsTable['status'];

/** How long a confirmation link works. */
export const CONFIRM_LINK_TTL_HOURS = 24;
/** Links one teacher may ask for per hour (the first one included). */
export const CONFIRM_LINKS_PER_HOUR = 5;

export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The stored status; undefined for a teacher account older than verification (counted as approved). */
export async function findTeacherStatus(db: Kysely<Database>, userId: string): Promise<TeacherStatus | undefined> {
  const row = await db.selectFrom('teacher_accounts').select('status').where('user_id', '=', userId).executeTakeFirst();
  return row?.status;
}

export async function setTeacherStatus(db: Kysely<Database>, userId: string, status: TeacherStatus, now: number): Promise<void> {
  await db
    .insertInto('teacher_accounts')
    .values({ user_id: userId, status, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ status, updated_at: now }))
    .execute();
}

/** What the status means for the teacher, given whether an operator must approve teachers. */
export function standingOf(status: TeacherStatus | undefined, approvalRequired: boolean): TeacherStanding {
  if (status === undefined || status === 'approved') return 'active';
  if (status === 'unconfirmed') return 'unconfirmed';
  if (status === 'refused') return 'refused';
  return approvalRequired ? 'pending' : 'active';
}

export async function teacherStanding(db: Kysely<Database>, userId: string, approvalRequired: boolean): Promise<TeacherStanding> {
  return standingOf(await findTeacherStatus(db, userId), approvalRequired);
}

export async function storeConfirmToken(db: Kysely<Database>, userId: string, token: string, now: number): Promise<void> {
  await db
    .insertInto('teacher_confirmations')
    .values({ token_hash: hashConfirmToken(token), user_id: userId, expires_at: now + CONFIRM_LINK_TTL_HOURS * 3_600_000, used_at: null, created_at: now })
    .execute();
}

/** Links made for the teacher in the last hour, to bound «send the link again». */
export async function recentConfirmTokens(db: Kysely<Database>, userId: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('teacher_confirmations')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', now - 3_600_000)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Uses the link and confirms the address in one transaction: the token is marked used only while it is
 * still open (two clicks at once confirm once), the teacher's other links are dropped, and only an
 * unconfirmed teacher becomes confirmed (a refused one stays refused). Answers the teacher's id, or
 * undefined for an unknown, used or expired link.
 */
export async function consumeConfirmToken(db: Kysely<Database>, token: string, now: number): Promise<string | undefined> {
  const tokenHash = hashConfirmToken(token);
  return db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('teacher_confirmations')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!open) return undefined;
    const used = await trx
      .updateTable('teacher_confirmations')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return undefined;
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

/** Whether the account has ever been a pupil: answers saved or a class joined. */
export async function hasPupilRecords(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('progress').select('user_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export interface TeacherListing {
  userId: string;
  email: string;
  fylkeId: string | null;
  status: TeacherStatus;
  createdAt: number;
}

/** Every teacher with a status row, newest first, for the operator. */
export async function listTeacherAccounts(db: Kysely<Database>): Promise<TeacherListing[]> {
  const rows = await db
    .selectFrom('teacher_accounts')
    .innerJoin('users', 'users.id', 'teacher_accounts.user_id')
    .select(['users.id', 'users.email', 'users.fylke_id', 'teacher_accounts.status', 'teacher_accounts.created_at'])
    .orderBy('teacher_accounts.created_at', 'desc')
    .execute();
  return rows.map((r) => ({ userId: r.id, email: r.email, fylkeId: r.fylke_id, status: r.status, createdAt: Number(r.created_at) }));
}

/**
 * The operator's decision for the teacher with this address: answers false when there is no such teacher.
 * Approving an unconfirmed teacher also stands for the address (the operator has checked it).
 */
export async function decideTeacher(db: Kysely<Database>, email: string, decision: 'approved' | 'refused', now: number): Promise<boolean> {
  const user = await db.selectFrom('users').select(['id', 'has_teacher_access']).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!user || Number(user.has_teacher_access) !== 1) return false;
  await setTeacherStatus(db, user.id, decision, now);
  return true;
}
