import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BatchedLimit, createBatchedLimit } from '../auth/batchedLimit';
import { RATE_LIMITS } from '../auth/rateLimit';
import { currentUser } from './auth';
import { windowOn } from './rateLimit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answer saves per account, from all its devices together (tests flush it to see two instances share it). */
    saveLimit: BatchedLimit;
  }
}

const TOO_MANY_SAVES = { error: 'TooManyRequests', messageKey: 'txt_error_too_many_saves' } as const;

/**
 * One pupil's runaway client cannot crowd out a class's saves. Counted in memory and shared through
 * `rate_limits` once a second: a save makes no statement and no commit for its limit.
 */
export const saveLimit = fp(async (app) => {
  const logError = (err: unknown) => app.log.error({ err }, 'lagringsgrensen ble ikke skrevet');
  const saveLimit = createBatchedLimit(app.db, RATE_LIMITS.saveAccount, { now: () => app.now(), onError: logError });
  app.decorate('saveLimit', saveLimit);
  app.addHook('onClose', async () => saveLimit.close().catch(logError));
}, { name: 'save-limit', dependencies: ['db'] });

/** The save routes' window (their `config.rateLimit`): per account, counted by the batched limit as the route's store. */
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
