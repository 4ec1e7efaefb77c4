import { AddSchoolBody, SchoolSchema } from '../../src/contracts/admin';
import { RATE_LIMITS, refundLimit } from '../auth/rateLimit';
import { addSchool, UNSAFE_NAME_CHARACTERS } from '../db/repositories/schools';
import { findUserById } from '../db/repositories/users';
import { currentUser } from '../plugins/auth';
import { sendTooManyRequests } from '../auth/credentials';
import { sendFailure } from '../plugins/errors';
import { hitWindow } from '../plugins/rateLimit';
import { okData, type ZodApp } from './responses';
import { Failure, requireActiveTeacher, TEACHER_FAILURES } from './teacherClass';

/** POST /api/school: adds a school to the teacher's county; one already there (any case or spacing) is answered instead. */
export default async function schoolRoutes(app: ZodApp) {
  app.post(
    '/api/school',
    {
      config: { access: 'teacher', reach: [{ kind: 'self' }] },
      onRequest: requireActiveTeacher(app),
      schema: { body: AddSchoolBody, response: { 200: okData(SchoolSchema), ...TEACHER_FAILURES, 429: Failure } },
    },
    async (request, reply) => {
      const teacher = currentUser(request);
      const { name } = request.body;
      // Direction overrides and isolates can make a name read as another on screen: refused, not stripped.
      if (UNSAFE_NAME_CHARACTERS.test(name)) return sendFailure(reply, 400, { error: 'ValidationError', messageKey: 'txt_error_invalid_input', field: 'name' });
      const fylkeId = (await findUserById(app.db, teacher.id))?.fylke_id;
      if (!fylkeId) return sendFailure(reply, 409, { error: 'ueokonomi/no-county', messageKey: 'txt_error_teacher_without_county' });
      // Counted before the insert, so of a burst of requests only the allowed ones add.
      const limit = await hitWindow(app, request, RATE_LIMITS.schoolsPerTeacher, teacher.id);
      if (!limit.allowed) return sendTooManyRequests(reply, limit, { error: 'ueokonomi/too-many-schools', messageKey: 'txt_error_school_limit', field: 'name' });
      const school = await addSchool(app.db, { name, fylkeId, createdBy: teacher.id }, app.now());
      if (!school.created) await refundLimit(app.db, RATE_LIMITS.schoolsPerTeacher, teacher.id);
      return { success: true as const, data: { id: school.id, name: school.name, fylkeId: school.fylkeId } };
    },
  );
}
