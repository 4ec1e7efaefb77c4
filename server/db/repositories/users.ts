import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database';
import type { UsersTable } from '../tables/users';

export type UserRow = Selectable<UsersTable>;

/** Unguessable and within UserIdSchema. */
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
  /** Chosen by the caller where something else names the account by it. */
  id?: string;
  email: string;
  passwordHash: string;
  isTeacher: boolean;
  fylkeId?: string;
  fylkeEmail?: string;
}

/** Undefined when the e-mail address is taken, also by a request racing this one. */
export async function createUser(db: Kysely<Database>, user: NewUser, now: number): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({
      id: user.id ?? newUserId(),
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      has_teacher_access: user.isTeacher ? 1 : 0,
      fylke_id: user.fylkeId ?? null,
      fylke_email: user.fylkeEmail ?? null,
      created_at: now,
      updated_at: now,
      last_active_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Tokens and recorded sessions carry the old version from now on. */
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

export interface PasswordChange {
  passwordHash: string;
  mustChange: boolean;
  /** The session that made the change keeps going; every other one ends. */
  keepSessionId?: string;
}

/** Raising the token version refuses every token, recorded or not; the session to keep moves to the new version. */
export async function setPassword(db: Kysely<Database>, userId: string, change: PasswordChange, now: number): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: change.passwordHash,
          must_change_password: change.mustChange ? 1 : 0,
          token_version: eb('token_version', '+', 1),
          updated_at: now,
        }))
        .where('id', '=', userId)
        .returning('token_version')
        .executeTakeFirst();
      if (!updated) return;
      const ended = trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (!change.keepSessionId) {
        await ended.execute();
        return;
      }
      await ended.where('id', '!=', change.keepSessionId).execute();
      await trx
        .updateTable('sessions')
        .set({ token_version: Number(updated.token_version) })
        .where('id', '=', change.keepSessionId)
        .where('user_id', '=', userId)
        .execute();
    });
}

export const mustChangePassword = (user: Pick<UserRow, 'must_change_password'>) => Number(user.must_change_password) === 1;

/** At most once a minute per account; takes back a retention warning, since the teacher is here again. */
export async function markActive(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_active_at: now, retention_warned_at: null })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<=', now - 60_000)]))
    .execute();
}
