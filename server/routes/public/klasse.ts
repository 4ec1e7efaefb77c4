import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_ERROR, ClassAccessData, ClassCodeSchema } from '../../../src/contracts/auth';
import { LangSchema } from '../../../src/contracts/content';
import { findClassAccess } from '../../db/repositories/classes';
import { sendCacheable } from '../../plugins/cache';
import { sendFailure } from '../../plugins/errors';
import { okData } from '../responses';

/** Browsers and proxies may reuse the class's open sessions this long; see docs/decisions.md (issue 13). */
export const CLASS_ACCESS_MAX_AGE_SECONDS = 2;

/** Class-code check and the sessions a class has open (spec §7 get/klasse). */
export const klasseRoutes: FastifyPluginAsyncZod = async (app) => {
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
      let access = app.classAccessMemo.get(classCode, app.now());
      if (!access) {
        access = await findClassAccess(app.db, classCode);
        if (access) app.classAccessMemo.set(classCode, access, app.now());
      }
      if (!access) return sendFailure(reply, 404, { error: AUTH_ERROR.invalidClassCode, messageKey: 'txt_invalid_class_code', field: 'classCode' });
      // Short: open pages ask every few seconds, and a teacher's unlock must reach them within 10 s (issue 13).
      // An unchanged answer is a 304, and a school proxy may answer a whole class from one fetch.
      return sendCacheable(request, reply, { success: true as const, data: access }, CLASS_ACCESS_MAX_AGE_SECONDS);
    },
  );
};
