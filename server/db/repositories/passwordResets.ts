import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database';

export function hashResetCode(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

export async function storeResetCode(db: Kysely<Database>, userId: string, code: string, now: number, ttlMs: number): Promise<void> {
  await db.insertInto('password_resets').values({ code_hash: hashResetCode(code), user_id: userId, expires_at: now + ttlMs, used_at: null, created_at: now }).execute();
}

export function findOpenResetCode(db: Kysely<Database>, code: string, now: number) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['users.id as userId', 'users.email', 'users.has_teacher_access'])
    .where('password_resets.code_hash', '=', hashResetCode(code))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', now)
    .executeTakeFirst();
}

/** In one transaction, so two concurrent confirms cannot both succeed; every earlier session ends. */
export async function consumeResetCode(db: Kysely<Database>, code: string, userId: string, passwordHash: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('code_hash', '=', hashResetCode(code))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: now }))
      .where('id', '=', userId)
      .execute();
    return true;
  });
}

/** Codes a day past their expiry are of no use, not even for looking into a complaint. */
export async function pruneResetCodes(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', now - 24 * 60 * 60_000).execute();
}
