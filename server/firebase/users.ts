import type { Kysely } from 'kysely';
import { UserIdSchema } from '../../src/contracts/auth';
import type { Database } from '../db/database';
import { findUserById, type UserRow } from '../db/repositories/users';

/** The password column of a Firebase account: not a hash, so no password matches it, and each profile refuses the other's. */
export const FIREBASE_ACCOUNT = 'firebase-auth';

export const isFirebaseAccount = (user: Pick<UserRow, 'password_hash'>) => user.password_hash === FIREBASE_ACCOUNT;

/**
 * The local row of a Firebase user, made on first sight without teacher access. An e-mail address another row has
 * is never taken over (a sign-up with someone's address must not become their account): it gets a placeholder.
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
