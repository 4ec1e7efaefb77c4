import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import type { FeideLoginsTable } from '../tables/feide';
import { createUser, findUserById, newUserId, type UserRow } from './users';

export const FEIDE_LOGIN_TTL_MS = 10 * 60_000;

/** Not a hash, so no password ever matches it. */
export const FEIDE_ACCOUNT = 'feide-oidc';

export const isFeideAccount = (user: Pick<UserRow, 'password_hash'> | undefined) => user?.password_hash === FEIDE_ACCOUNT;

export async function startLogin(db: Kysely<Database>, login: Omit<FeideLoginsTable, 'id' | 'outcome'>): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await db.insertInto('feide_logins').values({ ...login, id, outcome: null }).execute();
  return id;
}

/** Only once, so a replayed callback changes nothing. */
export async function settleLogin(db: Kysely<Database>, id: string, outcome: string): Promise<boolean> {
  const result = await db.updateTable('feide_logins').set({ outcome }).where('id', '=', id).where('outcome', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function pruneLogins(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('feide_logins').where('created_at', '<=', now - FEIDE_LOGIN_TTL_MS).execute();
}

export async function findFeideAccount(db: Kysely<Database>, subject: string): Promise<{ user: UserRow; role: 'pupil' | 'teacher' } | undefined> {
  const identity = await db.selectFrom('feide_identities').select(['user_id', 'role']).where('subject', '=', subject).executeTakeFirst();
  if (!identity) return undefined;
  const user = await findUserById(db, identity.user_id);
  return user ? { user, role: identity.role } : undefined;
}

/**
 * A pupil's account keeps no e-mail address (a placeholder fills the column); a teacher's keeps the work address, for
 * retention warnings, and is approved at once, being verified by the school.
 */
export async function createFeideAccount(
  db: Kysely<Database>,
  person: { subject: string; role: 'pupil' | 'teacher'; email: string | undefined },
  now: number,
): Promise<{ user: UserRow; role: 'pupil' | 'teacher' }> {
  const isTeacher = person.role === 'teacher';
  const workAddress = isTeacher && person.email && person.email.length <= 254 ? person.email : undefined;
  const id = newUserId();
  const account = (email: string) => ({ id, email, passwordHash: FEIDE_ACCOUNT, isTeacher });
  try {
    return await db.transaction().execute(async (tx) => {
      // An address another account has is never taken over.
      const user =
        (workAddress ? await createUser(tx, account(workAddress), now) : undefined) ??
        (await createUser(tx, account(`${id.toLowerCase()}@feide.invalid`), now))!;
      await tx.insertInto('feide_identities').values({ subject: person.subject, user_id: user.id, role: person.role, created_at: now }).execute();
      if (isTeacher) await tx.insertInto('teacher_accounts').values({ user_id: user.id, status: 'approved', created_at: now, updated_at: now }).execute();
      return { user, role: person.role };
    });
  } catch (error) {
    // The same person signing in twice at once: the other sign-in's account stands.
    const found = await findFeideAccount(db, person.subject);
    if (found) return found;
    throw error;
  }
}
