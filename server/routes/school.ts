import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddSchoolBody, SchoolSchema } from '../../src/contracts/admin';
import { addSchool, SCHOOLS_PER_DAY, schoolsAddedSince, UNSAFE_NAME_CHARACTERS } from '../db/repositories/schools';
import { findUserById } from '../db/repositories/users';
import { currentUser } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import { okData } from './responses';
import { Failure, requireActiveTeacher, TEACHER_FAILURES } from './teacherClass';

const DAY_MS = 24 * 60 * 60_000;

/**
 * POST /api/school (bearer, teacher with a confirmed address): adds a school missing from the list, in the
 * teacher's county. Adding one that is there (any case or spacing) answers the existing school, so a double
 * click or two teachers at once give one row. A new school is seen by the teacher who added it at once and by
 * other teachers once approved (issue 16); a teacher adds at most SCHOOLS_PER_DAY new schools in 24 hours.
 */
export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/school',
    {
      onRequest: [app.requireTeacher, requireActiveTeacher(app)],
      schema: { body: AddSchoolBody, response: { 200: okData(SchoolSchema), ...TEACHER_FAILURES, 429: Failure } },
    },
    async (request, reply) => {
      const teacher = currentUser(request);
      const { name } = request.body;
      // Direction overrides and isolates can make a name read as another on screen: refused, not stripped.
      if (UNSAFE_NAME_CHARACTERS.test(name)) return sendFailure(reply, 400, { error: 'ValidationError', messageKey: 'txt_error_invalid_input', field: 'name' });
      const fylkeId = (await findUserById(app.db, teacher.id))?.fylke_id;
      if (!fylkeId) return sendFailure(reply, 409, { error: 'ueokonomi/no-county', messageKey: 'txt_error_teacher_without_county' });
      const now = app.now();
      if ((await schoolsAddedSince(app.db, teacher.id, now - DAY_MS)) >= SCHOOLS_PER_DAY) {
        reply.header('retry-after', String(24 * 60 * 60));
        return sendFailure(reply, 429, { error: 'ueokonomi/too-many-schools', messageKey: 'txt_error_school_limit', field: 'name' });
      }
      const school = await addSchool(app.db, { name, fylkeId, createdBy: teacher.id }, now);
      return { success: true as const, data: { id: school.id, name: school.name, fylkeId: school.fylkeId } };
    },
  );
};
