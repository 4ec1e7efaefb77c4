import type { Kysely } from 'kysely';
import { UserIdSchema } from '../../src/contracts/auth';
import type { Database } from '../db/database';
import { findUserById, type UserRow } from '../db/repositories/users';

/**
 * The password column of an account whose identity is Firebase's. Not a hash, so no password ever
 * matches it (verifyPassword reads a malformed hash as a wrong password), and it tells the profiles'
 * accounts apart: each profile refuses the other's.
 */
export const FIREBASE_ACCOUNT = 'firebase-auth';

export const isFirebaseAccount = (user: Pick<UserRow, 'password_hash'>) => user.password_hash === FIREBASE_ACCOUNT;

/**
 * The local row of a Firebase user, keyed by the Firebase uid, made on first sight with the token's
 * e-mail and no teacher access (only the server grants it). Undefined when the uid cannot be a user
 * id here or the row is of the self-hosted kind. An e-mail address another row already has is not
 * taken over (a Firebase sign-up with someone's address must never become their account): the new
 * row gets a placeholder address instead.
 */
export async function firebaseUserRow(db: Kysely<Database>, uid: string, email: string | undefined, now: number): Promise<UserRow | undefined> {
  if (!UserIdSchema.safeParse(uid).success) return undefined;
  const found = await findUserById(db, uid);
  if (found) return isFirebaseAccount(found) ? found : undefined;
  const placeholder = `${uid.toLowerCase()}@firebase.invalid`;
  for (const address of email ? [email.toLowerCase(), placeholder] : [placeholder]) {
    // Another request may make the row at the same moment: nothing happens on any conflict.
    await db.insertInto('users').values({ id: uid, email: address, password_hash: FIREBASE_ACCOUNT, created_at: now, updated_at: now }).onConflict((oc) => oc.doNothing()).execute();
    if (await findUserById(db, uid)) break;
  }
  const made = await findUserById(db, uid);
  return made && isFirebaseAccount(made) ? made : undefined;
}

/** Teacher access on the local row of a teacher whose claim was set elsewhere (another instance, the console). */
export async function markTeacher(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  await db.updateTable('users').set({ has_teacher_access: 1, updated_at: now }).where('id', '=', userId).where('has_teacher_access', '=', 0).execute();
}
