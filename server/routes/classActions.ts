import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SectionActionBody } from '../../src/contracts/okt';
import { findOwnClass, setSectionEnabled } from '../db/repositories/classes';
import { currentUser } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import { FORBIDDEN, Ok } from './responses';

const SECTION_ACTIONS = { 'enable-section': true, 'disable-section': false } as const;

/**
 * POST /api/class/{action} (spec §7, bearer, teachers only). The session actions read `oktNumber`
 * (spec §3) and work only on the teacher's own classes.
 */
export const classActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/class/:action',
    {
      onRequest: app.requireTeacher,
      schema: { params: z.object({ action: z.enum(Object.keys(SECTION_ACTIONS) as ['enable-section', 'disable-section'], { error: 'txt_error_unknown_action' }) }), body: SectionActionBody, response: { 200: Ok } },
    },
    async (request, reply) => {
      const { classCode, oktNumber } = request.body;
      const found = await findOwnClass(app.db, currentUser(request).id, classCode);
      if (!found) return sendFailure(reply, 404, { error: 'ueokonomi/invalid-class-code', messageKey: 'txt_invalid_class_code', field: 'classCode' });
      if (!found.owned) return sendFailure(reply, 403, FORBIDDEN);
      await setSectionEnabled(app.db, classCode, oktNumber, SECTION_ACTIONS[request.params.action]);
      return { success: true as const };
    },
  );
};
