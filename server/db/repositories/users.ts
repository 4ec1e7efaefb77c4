import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database';
import type { UsersTable } from '../tables/users';

export type UserRow = Selectable<UsersTable>;

/** 20 random bytes, base64url: unguessable and within UserIdSchema. */
export function newUserId(): string {
  return randomBytes(20).toString('base64url');
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  email: string;
  passwordHash: string;
  isTeacher: boolean;
  fylkeId?: string;
  fylkeEmail?: string;
}

/** Creates the account, or answers undefined when the e-mail address is taken (also when another request just took it). */
export async function createUser(db: Kysely<Database>, user: NewUser, now: number): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({
      id: newUserId(),
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      has_teacher_access: user.isTeacher ? 1 : 0,
      fylke_id: user.fylkeId ?? null,
      fylke_email: user.fylkeEmail ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Revokes every token the user holds. */
export async function revokeTokens(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', userId)
    .execute();
}

export async function grantTeacherAccess(db: Kysely<Database>, userId: string, county: { fylkeId: string; fylkeEmail: string }, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ has_teacher_access: 1, fylke_id: county.fylkeId, fylke_email: county.fylkeEmail, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
