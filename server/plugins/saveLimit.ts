import type { FastifyInstance } from 'fastify';
import { type BatchedLimit, createBatchedLimit } from '../auth/batchedLimit';
import { RATE_LIMITS } from '../auth/rateLimit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answer saves per account, from all its devices together (tests flush it to see two instances share it). */
    saveLimit: BatchedLimit;
  }
}

/**
 * One pupil's runaway client cannot crowd out a class's saves. Counted in memory and shared through
 * `rate_limits` once a second (issue 20): a save makes no statement and no commit for its limit.
 */
export function registerSaveLimit(app: FastifyInstance) {
  const logError = (err: unknown) => app.log.error({ err }, 'lagringsgrensen ble ikke skrevet');
  const saveLimit = createBatchedLimit(app.db, { ...RATE_LIMITS.saveAccount, max: app.config.savesPerMinute }, { now: () => app.now(), onError: logError });
  app.decorate('saveLimit', saveLimit);
  app.addHook('onClose', async () => saveLimit.close().catch(logError));
}
