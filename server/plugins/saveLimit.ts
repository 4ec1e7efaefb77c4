import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { addToWindows, RATE_LIMITS, type RateLimit } from '../auth/rateLimit';
import type { Database } from '../db/database';
import { currentUser } from './auth';
import { windowOn } from './rateLimit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answer saves per account, from all its devices together. */
    saveLimit: BatchedLimit;
  }
}

export const BATCHED_LIMIT_FLUSH_MS = 1_000;

/** Rows per statement, well below both databases' limits on bound values. */
const ROWS_PER_FLUSH = 500;

interface Entry {
  /** The shared count at the last flush, this instance's counts included. */
  known: number;
  /** Counted here since then. */
  pending: number;
  resetAt: number;
}

/**
 * A fixed-window limit for a busy route, counted in memory and flushed to `rate_limits` once a second, so a hit
 * costs no statement; instances share the limit a flush late and may together let one second's hits more through.
 */
export function createBatchedLimit(
  db: Kysely<Database>,
  limit: Pick<RateLimit, 'windowMs'>,
  options: { now: () => number; flushMs?: number; onError?: (err: unknown) => void },
) {
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

  // One flush at a time, so a slow one is never overtaken by the next. A failure keeps the counts for the next.
  const flush = () => (flushing = flushing.then(flushNow, flushNow));
  const timer = setInterval(() => flush().catch((err: unknown) => options.onError?.(err)), options.flushMs ?? BATCHED_LIMIT_FLUSH_MS);
  timer.unref();

  /** Counts one event, answering as `@fastify/rate-limit`'s stores do. */
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
export type BatchedLimit = ReturnType<typeof createBatchedLimit>;

const TOO_MANY_SAVES = { error: 'TooManyRequests', messageKey: 'txt_error_too_many_saves' } as const;

/** So one pupil's runaway client cannot crowd out a class's saves. */
export const saveLimit = fp(async (app) => {
  const logError = (err: unknown) => app.log.error({ err }, 'lagringsgrensen ble ikke skrevet');
  const saveLimit = createBatchedLimit(app.db, RATE_LIMITS.saveAccount, { now: () => app.now(), onError: logError });
  app.decorate('saveLimit', saveLimit);
  app.addHook('onClose', async () => saveLimit.close().catch(logError));
}, { name: 'save-limit', dependencies: ['db'] });

/** The save routes' `config.rateLimit`: per account, with the batched limit as the store. */
export function saveWindow(app: FastifyInstance): RateLimitOptions {
  const { saveLimit } = app;
  return {
    ...windowOn({ ...RATE_LIMITS.saveAccount, max: app.config.savesPerMinute }, (request) => currentUser(request).id, TOO_MANY_SAVES),
    store: class BatchedStore {
      incr(key: string, callback: (error: Error | null, result: { current: number; ttl: number }) => void) {
        callback(null, saveLimit.incr(key));
      }
      child() {
        return this;
      }
    },
  };
}
