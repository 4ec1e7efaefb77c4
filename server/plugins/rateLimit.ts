import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ApiFailure } from '../../src/contracts/apiResult';
import { AUTH_ERROR } from '../../src/contracts/auth';
import { addToWindows, limitKey, type LimitState, RATE_LIMITS, type RateLimit } from '../auth/rateLimit';
import type { Database } from '../db/database';
import { sendFailure } from './errors';

type Failure = Omit<ApiFailure, 'success'>;
type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

declare module 'fastify' {
  interface FastifyInstance {
    /** One limiter for each window of RATE_LIMITS, by its name, made as the rate-limit plugin registers (hitWindow, peekWindow). */
    windowLimiters: ReadonlyMap<string, Limiter>;
  }
}

export const TOO_MANY_REQUESTS = { error: AUTH_ERROR.tooManyRequests, messageKey: 'txt_error_too_many_requests' } as const satisfies Failure;

/** A route's window refused the request: the route answers with `failure`, not with the error handler's generic 429. */
class WindowRefusal extends Error {
  readonly statusCode = 429;
  constructor(readonly failure: Failure) {
    super(failure.messageKey);
  }
}

/**
 * A window on a route, for its `config.rateLimit`: `limit.max` requests per subject in `limit.windowMs`, counted once
 * the request is valid; over it the route answers 429 with Retry-After and `failure` (the translated message's key).
 */
export function windowOn(limit: RateLimit, subjectOf: (request: FastifyRequest) => string, failure: Failure = TOO_MANY_REQUESTS): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => limitKey(limit, subjectOf(request)),
    errorResponseBuilder: () => new WindowRefusal(failure),
  };
}

/** The subject a window counts for, handed to the window's limiter on the request it is counted for. */
const SUBJECT = Symbol('windowSubject');
type CountedRequest = FastifyRequest & { [SUBJECT]: string };

/** A window's limiter, keyed by the subject each call names: the request itself stays untouched. */
const limiterOf = (app: FastifyInstance, limit: RateLimit): Limiter =>
  app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request) => limitKey(limit, (request as CountedRequest)[SUBJECT]) });

const stateOf = (result: Awaited<ReturnType<Limiter>>, allowed: (r: { remaining: number; isExceeded: boolean }) => boolean): LimitState =>
  result.isAllowed || allowed(result) ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };

/** Calls the window's limiter for `subject`, on a request that carries the subject beside everything of the real one. */
function countIn(app: FastifyInstance, request: FastifyRequest, limit: RateLimit, subject: string, options?: { increment: false }) {
  const limiter = app.windowLimiters.get(limit.name);
  if (!limiter) throw new Error(`The window ${limit.name} is not in RATE_LIMITS (server/auth/rateLimit.ts)`);
  return limiter(Object.assign(Object.create(request) as FastifyRequest, { [SUBJECT]: subject }), options);
}

/**
 * Counts one event of a window from inside a handler, for windows that count only some outcomes (unknown class
 * codes, accounts made, a block lifted): the plugin's own limiter, keyed by the subject the handler names.
 */
export async function hitWindow(app: FastifyInstance, request: FastifyRequest, limit: RateLimit, subject: string): Promise<LimitState> {
  return stateOf(await countIn(app, request, limit, subject), (r) => !r.isExceeded);
}

/** Whether a window is used up, counting nothing. */
export async function peekWindow(app: FastifyInstance, request: FastifyRequest, limit: RateLimit, subject: string): Promise<LimitState> {
  return stateOf(await countIn(app, request, limit, subject, { increment: false }), (r) => r.remaining > 0);
}

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

/**
 * `@fastify/rate-limit` over the app's database: windows only where a route asks for one, counted after validation,
 * with Retry-After and no other rate headers. A refusal keeps the API's failure shape (server/plugins/errors.ts):
 * each limited route gets an error handler that sends the window's failure and passes every other error on.
 */
export const rateLimit = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (!route.config?.rateLimit) return;
    const own = route.errorHandler;
    route.errorHandler = function (err, request, reply) {
      if (err instanceof WindowRefusal) return sendFailure(reply, err.statusCode, err.failure);
      if (own) return own.call(this, err, request, reply);
      throw err;
    };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    store: databaseStore(app.db, () => app.now()),
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new WindowRefusal(TOO_MANY_REQUESTS),
  });
  app.decorate('windowLimiters', new Map(Object.values(RATE_LIMITS).map((limit) => [limit.name, limiterOf(app, limit)])));
}, { name: 'rate-limit', dependencies: ['db'] });
