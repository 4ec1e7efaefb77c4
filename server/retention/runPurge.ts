import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { acquireLock, releaseLock, renewLock } from './jobLock';
import { purge, type PurgeCounts, type PurgeOptions } from './purge';

export const RETENTION_LOCK = 'retention';

/** Renewed after every batch, so only a holder that stopped (a crash) loses it; then it frees itself this soon. */
export const LEASE_MS = 15 * 60_000;

export interface LockedPurgeOptions extends Omit<PurgeOptions, 'now' | 'betweenBatches'> {
  /** The wall clock: the run counts from its first reading, the lease from each. */
  clock: () => number;
  holder: string;
  /** Run only if the last run finished before this time. */
  notRunSince?: number;
  /** Stops the run after the batch in hand (the server is closing). */
  signal?: AbortSignal;
}

/** Another instance or command is purging, or the job ran lately. */
export const NOT_RUN = 'not-run';

/** For the server's daily job and `npm run purge`; only a real run that finishes records its time. */
export async function purgeUnderLock(db: Kysely<Database>, options: LockedPurgeOptions): Promise<PurgeCounts | typeof NOT_RUN> {
  const { clock, holder, notRunSince, signal, ...rest } = options;
  const now = clock();
  if (!(await acquireLock(db, { name: RETENTION_LOCK, holder, now, leaseMs: LEASE_MS, notRunSince }))) return NOT_RUN;
  let ranAt: number | undefined;
  try {
    const counts = await purge(db, {
      ...rest,
      now,
      betweenBatches: async () => {
        signal?.throwIfAborted();
        if (!(await renewLock(db, RETENTION_LOCK, holder, clock() + LEASE_MS))) throw new Error('Slettejobben mistet låsen sin (en annen har tatt den over)');
      },
    });
    if (!rest.dryRun) ranAt = now;
    return counts;
  } finally {
    await releaseLock(db, RETENTION_LOCK, holder, ranAt);
  }
}
