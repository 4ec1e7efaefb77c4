import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';

export interface LockRequest {
  name: string;
  /** One id per instance or command run. */
  holder: string;
  now: number;
  /** A crashed holder's lock frees itself after it. */
  leaseMs: number;
  /** Taken only if the job has not run since this time. */
  notRunSince?: number;
}

/**
 * Takes the lock if it is free; one conditional upsert like `hitBackoff`, so of instances asking at once exactly one
 * gets it, and none can take it just after another ran the job.
 */
export async function acquireLock(db: Kysely<Database>, { name, holder, now, leaseMs, notRunSince }: LockRequest): Promise<boolean> {
  const lockedUntil = sql.ref('job_locks.locked_until');
  const lastRun = sql.ref('job_locks.last_run_at');
  const free = sql<boolean>`${lockedUntil} <= ${now}`;
  const due = notRunSince === undefined ? free : sql<boolean>`${free} and (${lastRun} is null or ${lastRun} <= ${notRunSince})`;
  const row = await db
    .insertInto('job_locks')
    .values({ name, holder, locked_until: now + leaseMs, last_run_at: null })
    .onConflict((oc) => oc.column('name').doUpdateSet({ holder, locked_until: now + leaseMs }).where(due))
    .returning('holder')
    .executeTakeFirst();
  return row !== undefined;
}

/** Extends a held lock; false when it is no longer this holder's (its lease ran out and another took it). */
export async function renewLock(db: Kysely<Database>, name: string, holder: string, until: number): Promise<boolean> {
  const result = await db.updateTable('job_locks').set({ locked_until: until }).where('name', '=', name).where('holder', '=', holder).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** With `ranAt`, records a finished run in the same statement, so no one can slip between. */
export async function releaseLock(db: Kysely<Database>, name: string, holder: string, ranAt?: number): Promise<void> {
  await db
    .updateTable('job_locks')
    .set({ locked_until: 0, ...(ranAt === undefined ? {} : { last_run_at: ranAt }) })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

export interface LockState {
  holder: string;
  lockedUntil: number;
  lastRunAt: number | null;
}

export async function readLock(db: Kysely<Database>, name: string): Promise<LockState | undefined> {
  const row = await db.selectFrom('job_locks').selectAll().where('name', '=', name).executeTakeFirst();
  return row && { holder: row.holder, lockedUntil: Number(row.locked_until), lastRunAt: row.last_run_at === null ? null : Number(row.last_run_at) };
}
