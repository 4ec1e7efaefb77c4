import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_ERROR, ClassAccessData, ClassCodeSchema } from '../../../src/contracts/auth';
import { LangSchema } from '../../../src/contracts/content';
import { sendTooManyRequests } from '../../auth/credentials';
import { anyDevice } from '../../auth/deviceCookie';
import { hitLimit, type LimitState, RATE_LIMITS } from '../../auth/rateLimit';
import { findClassAccess } from '../../db/repositories/classes';
import { sendCacheable } from '../../plugins/cache';
import { sendFailure } from '../../plugins/errors';
import { okData } from '../responses';

/** Browsers and proxies may reuse the class's open sessions this long; see docs/decisions.md (issue 13). */
export const CLASS_ACCESS_MAX_AGE_SECONDS = 2;

/** Class-code check and the sessions a class has open (spec §7 get/klasse). */
export const klasseRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Addresses over the limit of unknown codes, until their window ends: found without asking the
   * database, on this instance. Every instance learns it from its own next miss, counted in the shared table.
   */
  const blocked = new Map<string, number>();
  const blockedState = (ip: string, now: number): LimitState | undefined => {
    const until = blocked.get(ip);
    if (until === undefined) return undefined;
    if (until > now) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
    blocked.delete(ip);
    return undefined;
  };

  app.get(
    '/api/public/:lang/get/klasse/:classCode',
    {
      schema: {
        params: z.object({ lang: LangSchema, classCode: ClassCodeSchema }),
        // `v` is the client's cache buster (time to the minute); it only makes the URL unique.
        querystring: z.object({ v: z.string().max(100).optional() }),
        response: { 200: okData(ClassAccessData) },
      },
    },
    async (request, reply) => {
      const { classCode } = request.params;
      // A device that has signed in here before is counted by itself, so a guesser at the school's
      // address slows only the checks of devices that never signed in (issue 16).
      const device = anyDevice(app, request);
      const subject = device ? `device ${device}` : request.ip;
      const over = blockedState(subject, app.now());
      if (over) return sendTooManyRequests(reply, over);
      let access = app.classAccessMemo.get(classCode, app.now());
      if (!access) {
        access = await findClassAccess(app.db, classCode);
        if (access) app.classAccessMemo.set(classCode, access, app.now());
      }
      if (!access) {
        // Only unknown codes count: open pages asking every few seconds never do, guessing does.
        const misses = await hitLimit(app.db, device ? RATE_LIMITS.classCodeMissesDevice : RATE_LIMITS.classCodeMissesAddress, subject, app.now());
        if (!misses.allowed) {
          if (blocked.size >= 10_000) blocked.clear();
          blocked.set(subject, app.now() + misses.retryAfterSeconds * 1000);
          return sendTooManyRequests(reply, misses);
        }
      }
      if (!access) return sendFailure(reply, 404, { error: AUTH_ERROR.invalidClassCode, messageKey: 'txt_invalid_class_code', field: 'classCode' });
      // Short: open pages ask every few seconds, and a teacher's unlock must reach them within 10 s (issue 13).
      // An unchanged answer is a 304, and a school proxy may answer a whole class from one fetch.
      return sendCacheable(request, reply, { success: true as const, data: access }, CLASS_ACCESS_MAX_AGE_SECONDS);
    },
  );
};
