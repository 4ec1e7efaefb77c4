import { z } from 'zod';
import { ClassSummarySchema } from '../../../src/contracts/admin';
import { listTeacherClasses } from '../../db/repositories/classes';
import { currentUser } from '../../plugins/auth';
import { okData, type ZodApp } from '../responses';
import { noStore, TEACHER_FAILURES } from '../teacherClass';

/** GET /api/list/class (spec §7): the teacher's own classes. */
export default async function listClassRoutes(app: ZodApp) {
  app.get(
    '/api/list/class',
    { config: { access: 'teacher', reach: [{ kind: 'self' }] }, schema: { response: { 200: okData(z.array(ClassSummarySchema)), ...TEACHER_FAILURES } } },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await listTeacherClasses(app.db, currentUser(request).id, app.config.retention) };
    },
  );
}
