import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddSchoolBody, SchoolSchema } from '../../src/contracts/admin';
import { addSchool } from '../db/repositories/schools';
import { findUserById } from '../db/repositories/users';
import { currentUser } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import { okData } from './responses';
import { TEACHER_FAILURES } from './teacherClass';

/**
 * POST /api/school (bearer, teacher): adds a school missing from the list, in the teacher's county.
 * Adding one that is there (any case or spacing) answers the existing school, so a double click or two
 * teachers at once give one row.
 */
export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/school',
    { onRequest: app.requireTeacher, schema: { body: AddSchoolBody, response: { 200: okData(SchoolSchema), ...TEACHER_FAILURES } } },
    async (request, reply) => {
      const teacher = currentUser(request);
      const fylkeId = (await findUserById(app.db, teacher.id))?.fylke_id;
      if (!fylkeId) return sendFailure(reply, 409, { error: 'ueokonomi/no-county', messageKey: 'txt_error_teacher_without_county' });
      return { success: true as const, data: await addSchool(app.db, { name: request.body.name, fylkeId, createdBy: teacher.id }, app.now()) };
    },
  );
};
