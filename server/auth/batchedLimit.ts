import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { addToWindows } from './rateLimit';
import type { RateLimit } from './rateLimit';

/** How often the counts go to the shared table. */
export const BATCHED_LIMIT_FLUSH_MS = 1_000;

/** Rows per statement, well below both databases' limits on bound values. */
const ROWS_PER_FLUSH = 500;

/**
 * A fixed-window limit that is hit on every request of a busy route (the answer saves). Each hit is counted in
 * memory and answered at once; the counts go to `rate_limits` in one statement a second, and each flush brings
 * back what every instance has counted. So a save costs no statement and no commit of its own, and instances
 * share the limit a flush late: together they may let through one second's saves more.
 */
export interface BatchedLimit {
  /** Counts one event under its stored key, as `@fastify/rate-limit`'s stores do: the window's count and what is left of it. */
  incr(key: string): { current: number; ttl: number };
  /** Writes what was counted since the last flush and learns the shared counts; a failure keeps them for the next. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

interface Entry {
  /** The shared count at the last flush, this instance's counts included. */
  known: number;
  /** Counted here since then. */
  pending: number;
  resetAt: number;
}

export function createBatchedLimit(
  db: Kysely<Database>,
  limit: Pick<RateLimit, 'windowMs'>,
  options: { now: () => number; flushMs?: number; onError?: (err: unknown) => void },
): BatchedLimit {
  const entries = new Map<string, Entry>();
  let flushing: Promise<void> = Promise.resolve();

  async function write(batch: { key: string; entry: Entry; sent: number }[], now: number) {
    const rows = await addToWindows(
      db,
      batch.map(({ key, entry, sent }) => ({ key, count: sent, reset_at: entry.resetAt })),
      now,
    ).execute();
    const shared = new Map(rows.map((row) => [row.key, row]));
    for (const { key, entry, sent } of batch) {
      entry.pending -= sent;
      const row = shared.get(key);
      // A window that ended here while the flush was on its way has a fresh entry of its own.
      if (row && entries.get(key) === entry) {
        entry.known = Number(row.count);
        entry.resetAt = Number(row.reset_at);
      }
    }
  }

  async function flushNow() {
    const now = options.now();
    for (const [key, entry] of entries) if (entry.resetAt <= now && entry.pending === 0) entries.delete(key);
    const batch = [...entries].filter(([, entry]) => entry.pending > 0).map(([key, entry]) => ({ key, entry, sent: entry.pending }));
    for (let i = 0; i < batch.length; i += ROWS_PER_FLUSH) await write(batch.slice(i, i + ROWS_PER_FLUSH), now);
  }

  // One flush at a time, so a slow one is never overtaken by the next.
  const flush = () => (flushing = flushing.then(flushNow, flushNow));
  const timer = setInterval(() => flush().catch((err: unknown) => options.onError?.(err)), options.flushMs ?? BATCHED_LIMIT_FLUSH_MS);
  timer.unref();

  function incr(key: string) {
    const now = options.now();
    let entry = entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { known: 0, pending: 0, resetAt: now + limit.windowMs };
      entries.set(key, entry);
    }
    entry.pending += 1;
    return { current: entry.known + entry.pending, ttl: entry.resetAt - now };
  }

  return {
    incr,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
