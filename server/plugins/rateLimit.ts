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
    /** One limiter per window of RATE_LIMITS, by name (hitWindow, peekWindow). */
    windowLimiters: ReadonlyMap<string, Limiter>;
  }
}

export const TOO_MANY_REQUESTS = { error: AUTH_ERROR.tooManyRequests, messageKey: 'txt_error_too_many_requests' } as const satisfies Failure;

/** The route answers with `failure`, not with the error handler's generic 429. */
class WindowRefusal extends Error {
  readonly statusCode = 429;
  constructor(readonly failure: Failure) {
    super(failure.messageKey);
  }
}

/** A route's `config.rateLimit` window, counted once the request is valid; over it the route answers 429 with `failure`. */
export function windowOn(limit: RateLimit, subjectOf: (request: FastifyRequest) => string, failure: Failure = TOO_MANY_REQUESTS): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => limitKey(limit, subjectOf(request)),
    errorResponseBuilder: () => new WindowRefusal(failure),
  };
}

/** The subject a window counts for, carried on the request handed to its limiter. */
const SUBJECT = Symbol('windowSubject');
type CountedRequest = FastifyRequest & { [SUBJECT]: string };

/** Keyed by the subject each call names; the request itself stays untouched. */
const limiterOf = (app: FastifyInstance, limit: RateLimit): Limiter =>
  app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request) => limitKey(limit, (request as CountedRequest)[SUBJECT]) });

const stateOf = (result: Awaited<ReturnType<Limiter>>, allowed: (r: { remaining: number; isExceeded: boolean }) => boolean): LimitState =>
  result.isAllowed || allowed(result) ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };

function countIn(app: FastifyInstance, request: FastifyRequest, limit: RateLimit, subject: string, options?: { increment: false }) {
  const limiter = app.windowLimiters.get(limit.name);
  if (!limiter) throw new Error(`The window ${limit.name} is not in RATE_LIMITS (server/auth/rateLimit.ts)`);
  return limiter(Object.assign(Object.create(request) as FastifyRequest, { [SUBJECT]: subject }), options);
}

/** Counts one event from inside a handler, for windows that count only some outcomes (unknown class codes, accounts made). */
export async function hitWindow(app: FastifyInstance, request: FastifyRequest, limit: RateLimit, subject: string): Promise<LimitState> {
  return stateOf(await countIn(app, request, limit, subject), (r) => !r.isExceeded);
}

/** Whether a window is used up, counting nothing. */
export async function peekWindow(app: FastifyInstance, request: FastifyRequest, limit: RateLimit, subject: string): Promise<LimitState> {
  return stateOf(await countIn(app, request, limit, subject, { increment: false }), (r) => r.remaining > 0);
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * `@fastify/rate-limit`'s windows in `rate_limits`, shared by every instance on one PostgreSQL. The key handed over is
 * the stored key itself (limit name and subject hash), so one store serves every route.
 */
export function databaseStore(db: Kysely<Database>, now: () => number) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      const at = now();
      addToWindows(db, [{ key, count: 1, reset_at: at + timeWindow }], at)
        .executeTakeFirstOrThrow()
        .then((row) => callback(null, { current: Number(row.count), ttl: Number(row.reset_at) - at }), callback);
    }

    /** For `createRateLimit(...)(request, { increment: false })`. */
    read(key: string, callback: Callback) {
      const at = now();
      db.selectFrom('rate_limits')
        .select(['count', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', at)
        .executeTakeFirst()
        .then((row) => callback(null, row ? { current: Number(row.count), ttl: Number(row.reset_at) - at } : { current: 0, ttl: 0 }), callback);
    }

    /** A route that names a store of its own gets that one. */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands over the route's rate-limit options merged with its own, typed as route options.
      const { store } = options as unknown as { store?: FastifyRateLimitStoreCtor };
      return store ? new store(options) : this;
    }
  };
}

/** Windows only where a route asks; each limited route's error handler keeps the API's failure shape (errors.ts). */
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
