import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { addToWindows } from '../auth/rateLimit';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The windows of `@fastify/rate-limit` in the app's database (`rate_limits`), so every instance on one PostgreSQL
 * shares them and SQLite keeps them across restarts. The key the plugin hands over is the stored key itself (the
 * limit's name and a hash of its subject, from the route's `keyGenerator`), so one store serves every route.
 */
export function databaseStore(db: Kysely<Database>, now: () => number) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      const at = now();
      addToWindows(db, [{ key, count: 1, reset_at: at + timeWindow }], at)
        .executeTakeFirstOrThrow()
        .then((row) => callback(null, { current: Number(row.count), ttl: Number(row.reset_at) - at }), callback);
    }

    /** The window as it stands, counting nothing (`createRateLimit(...)(request, { increment: false })`). */
    read(key: string, callback: Callback) {
      const at = now();
      db.selectFrom('rate_limits')
        .select(['count', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', at)
        .executeTakeFirst()
        .then((row) => callback(null, row ? { current: Number(row.count), ttl: Number(row.reset_at) - at } : { current: 0, ttl: 0 }), callback);
    }

    /** Every route shares the one table, the key naming the limit; a route that names a store of its own gets that one. */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands over the route's rate-limit options merged with its own, typed as route options.
      const { store } = options as unknown as { store?: FastifyRateLimitStoreCtor };
      return store ? new store(options) : this;
    }
  };
}
