import { z } from 'zod';
import { SchoolSchema } from '../../../src/contracts/admin';
import { listSchools } from '../../db/repositories/schools';
import { findUserById } from '../../db/repositories/users';
import { currentUser } from '../../plugins/auth';
import { okData, type ZodApp } from '../responses';
import { noStore, TEACHER_FAILURES } from '../teacherClass';

/** GET /api/list/school (spec §7): the schools in the teacher's county. */
export default async function listSchoolRoutes(app: ZodApp) {
  app.get(
    '/api/list/school',
    { config: { access: 'teacher', reach: [{ kind: 'self' }] }, schema: { response: { 200: okData(z.array(SchoolSchema)), ...TEACHER_FAILURES } } },
    async (request, reply) => {
      noStore(reply);
      const teacherId = currentUser(request).id;
      const fylkeId = (await findUserById(app.db, teacherId))?.fylke_id;
      // A teacher without a county writes the school's name in the class form.
      return { success: true as const, data: fylkeId ? await listSchools(app.db, fylkeId, teacherId) : [] };
    },
  );
}
