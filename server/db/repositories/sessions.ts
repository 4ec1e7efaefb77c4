import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database';
import type { UsersTable } from '../tables/users';

/** last_seen_at is written at most this often per session. */
export const LAST_SEEN_STEP_MS = 60_000;
export const USER_AGENT_MAX = 200;

/** No control characters: PostgreSQL refuses NUL. */
export function deviceText(userAgent: string | undefined): string {
  return (userAgent ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, USER_AGENT_MAX).trim();
}

export type TokenHolder = Selectable<UsersTable> & {
  session_id: string | null;
  session_version: number | null;
  session_last_seen: number | null;
  session_revoked_at: number | null;
};

/** The account and the token's session in one statement. */
export function findTokenHolder(db: Kysely<Database>, userId: string, sessionId: string): Promise<TokenHolder | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('sessions', (join) => join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', sessionId))
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.token_version as session_version', 'sessions.last_seen_at as session_last_seen', 'sessions.revoked_at as session_revoked_at'])
    .where('users.id', '=', userId)
    .executeTakeFirst() as Promise<TokenHolder | undefined>;
}

export interface NewSession {
  id: string;
  userId: string;
  tokenVersion: number;
  /** The token's `iat`, in milliseconds: when the device signed in. */
  createdAt: number;
  userAgent: string | undefined;
}

/** On the token's first use; a second request racing the first finds it there. */
export async function openSession(db: Kysely<Database>, session: NewSession, now: number): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      token_version: session.tokenVersion,
      created_at: session.createdAt,
      last_seen_at: now,
      user_agent: deviceText(session.userAgent),
      revoked_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function touchSession(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).where('last_seen_at', '<=', now - LAST_SEEN_STEP_MS).execute();
}

/** False when there is no such live session of the user's. */
export async function revokeSession(db: Kysely<Database>, userId: string, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface ActiveSession {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  device: string;
}

/** Sessions that still let a token in. */
export async function listActiveSessions(db: Kysely<Database>, userId: string, lifetimeMs: number, now: number): Promise<ActiveSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.created_at', 'sessions.last_seen_at', 'sessions.user_agent'])
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .whereRef('sessions.token_version', '=', 'users.token_version')
    .where('sessions.created_at', '>', now - lifetimeMs)
    .orderBy('sessions.last_seen_at', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, createdAt: Number(r.created_at), lastSeenAt: Number(r.last_seen_at), device: r.user_agent }));
}

/** A session made more than a token's lifetime ago has no live token left, ended or not. */
export async function pruneSessions(db: Kysely<Database>, lifetimeMs: number, now: number): Promise<void> {
  await db.deleteFrom('sessions').where('created_at', '<', now - lifetimeMs - LAST_SEEN_STEP_MS).execute();
}
