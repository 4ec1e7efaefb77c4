import { z } from 'zod';
import { DeleteClassBody, DeletedData, RemovePupilBody } from '../../src/contracts/admin';
import { ClassCodeSchema } from '../../src/contracts/auth';
import { logAction } from '../db/repositories/auditLog';
import { findUserByEmail, findUserById } from '../db/repositories/users';
import { currentUser } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import { okData, type ZodApp } from './responses';
import { TEACHER_FAILURES } from './teacherClass';
import { findClassPupil } from './classPupil';

const WRONG_CONFIRMATION = { error: 'ueokonomi/confirm-mismatch', messageKey: 'txt_error_delete_confirm', field: 'confirmCode' } as const;
const PUPIL_NOT_FOUND = { error: 'ueokonomi/pupil-not-found', messageKey: 'txt_error_pupil_not_found', field: 'email' } as const;

/** A teacher deletes the class now, or one pupil's answers in it; logged with how many records went, never what they held. */
export default async function classDataRoutes(app: ZodApp) {
  app.post(
    '/api/class/delete',
    { config: { access: 'teacher', reach: [{ kind: 'teacherClass', in: 'body', pupils: 'answersDeleted' }] }, schema: { body: DeleteClassBody, response: { 200: okData(DeletedData), ...TEACHER_FAILURES } } },
    async (request, reply) => {
      const teacherId = currentUser(request).id;
      const { classCode, confirmCode } = request.body;
      if (confirmCode !== classCode) return sendFailure(reply, 400, WRONG_CONFIRMATION);
      const records = await app.privacy.deleteClass(classCode);
      app.classAccessMemo.forget(classCode);
      await logAction(app.db, { actorId: teacherId, action: 'class.delete', subjectId: classCode, records }, app.now());
      return { success: true as const, data: { records } };
    },
  );

  app.post(
    '/api/class/:classCode/remove-pupil',
    {
      config: { access: 'teacher', reach: [{ kind: 'classPupil' }] },
      schema: { params: z.object({ classCode: ClassCodeSchema }), body: RemovePupilBody, response: { 200: okData(DeletedData), ...TEACHER_FAILURES } },
    },
    async (request, reply) => {
      const teacherId = currentUser(request).id;
      const { classCode } = request.params;
      const body = request.body;
      const byRow = 'pupilId' in body ? await findClassPupil(app, classCode, body.pupilId) : undefined;
      const pupil = 'pupilId' in body ? byRow && (await findUserById(app.db, byRow)) : await findUserByEmail(app.db, body.email);
      const notFound = 'pupilId' in body ? { ...PUPIL_NOT_FOUND, field: 'pupilId' } : PUPIL_NOT_FOUND;
      // A teacher's own record in the class (trying it out) is not a pupil's.
      if (!pupil || Number(pupil.has_teacher_access) === 1) return sendFailure(reply, 404, notFound);
      const records = await app.privacy.removeFromClass(classCode, pupil.id);
      if (records === 0) return sendFailure(reply, 404, notFound);
      await logAction(app.db, { actorId: teacherId, action: 'pupil.remove', subjectId: pupil.id, records }, app.now());
      return { success: true as const, data: { records } };
    },
  );
}
