import { z } from 'zod';
import { AUTH_ERROR, ClassAccessData, ClassCodeSchema } from '../../../src/contracts/auth';
import { LangSchema } from '../../../src/contracts/content';
import { sendTooManyRequests } from '../../auth/credentials';
import { anyDevice } from '../../auth/deviceCookie';
import { markFlood, RATE_LIMITS, type RateLimit } from '../../auth/rateLimit';
import { findClassAccess } from '../../db/repositories/classes';
import { paceForPupils } from '../../db/classPaceMemo';
import { ClassPaceSchema } from '../../../src/contracts/pace';
import { sendCacheable } from '../../plugins/cache';
import { sendFailure } from '../../plugins/errors';
import { hitWindow } from '../../plugins/rateLimit';
import { okData, type ZodApp } from '../responses';

/** Browsers and proxies may reuse the class's open sessions this long; see docs/decisions/live-class-state.md. */
export const CLASS_ACCESS_MAX_AGE_SECONDS = 2;

/** Class-code check and the sessions a class has open (spec §7 get/klasse). */
export default async function klasseRoutes(app: ZodApp) {
  app.get(
    '/api/public/:lang/get/klasse/:classCode',
    {
      config: { access: 'public', reach: [{ kind: 'classAccess', in: 'path' }] },
      schema: {
        params: z.object({ lang: LangSchema, classCode: ClassCodeSchema }),
        // `v` is the client's cache buster; it only makes the URL unique.
        querystring: z.object({ v: z.string().max(100).optional() }),
        response: { 200: okData(ClassAccessData).extend({ pace: ClassPaceSchema }) },
      },
    },
    async (request, reply) => {
      const { classCode } = request.params;
      const now = app.now();
      // Once the address is over, a device whose cookie predates the flood gets an allowance of its own.
      const blocks = app.classCodeBlocks;
      let limit: RateLimit = RATE_LIMITS.classCodeMissesAddress;
      let subject = request.ip;
      const address = blocks.state(request.ip, now);
      if (address) {
        const device = anyDevice(app, request);
        if (!device || address.floodSince === undefined || device.issuedAt >= address.floodSince) return sendTooManyRequests(reply, address.state);
        limit = RATE_LIMITS.classCodeMissesDevice;
        subject = `device ${device.device}`;
        const own = blocks.state(subject, now);
        if (own) return sendTooManyRequests(reply, own.state);
      }
      let access = app.classAccessMemo.get(classCode, now);
      if (!access) {
        access = await findClassAccess(app.db, classCode);
        if (access) app.classAccessMemo.set(classCode, access, now);
      }
      if (!access) {
        // Only unknown codes count: open pages asking every few seconds never do, guessing does.
        const misses = await hitWindow(app, request, limit, subject);
        if (!misses.allowed) {
          if (subject === request.ip) blocks.blockAddress(request.ip, misses, await markFlood(app.db, request.ip, now), now);
          else blocks.blockDevice(subject, misses, now);
          return sendTooManyRequests(reply, misses);
        }
        return sendFailure(reply, 404, { error: AUTH_ERROR.invalidClassCode, messageKey: 'txt_invalid_class_code', field: 'classCode' });
      }
      // Short, so a teacher's unlock reaches open pages within 10 s; a school proxy may still answer a class from one fetch.
      const pace = await paceForPupils(app, classCode, now);
      return sendCacheable(request, reply, { success: true as const, data: access, pace }, CLASS_ACCESS_MAX_AGE_SECONDS);
    },
  );
}
