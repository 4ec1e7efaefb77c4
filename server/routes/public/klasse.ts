import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_ERROR, ClassAccessData, ClassCodeSchema } from '../../../src/contracts/auth';
import { LangSchema } from '../../../src/contracts/content';
import { findClassAccess } from '../../db/repositories/classes';
import { sendCacheable } from '../../plugins/cache';
import { sendFailure } from '../../plugins/errors';
import { okData } from '../responses';

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
      // Short: a teacher who opens a session sees it reach the class within half a minute.
      return sendCacheable(request, reply, { success: true as const, data: access }, 30);
    },
  );
};
