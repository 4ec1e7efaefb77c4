import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClassCodeSchema, TemporaryPasswordData, UserIdSchema } from '../../src/contracts/auth';
import { hashPassword } from '../auth/passwords';
import { logAction } from '../db/repositories/auditLog';
import { findUserById, setPassword } from '../db/repositories/users';
import { isFirebaseAccount } from '../firebase/users';
import { currentUser } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import { okData } from './responses';
import { checkOwnClass, noStore, TEACHER_FAILURES } from './teacherClass';

/** Read aloud or copied from the board: no 0/O, 1/l/I. Three groups of four, about 62 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function temporaryPassword(random: (max: number) => number = randomInt): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[random(ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

const PUPIL_NOT_FOUND = { error: 'ueokonomi/pupil-not-found', messageKey: 'txt_error_pupil_not_found', field: 'userId' } as const;

/**
 * POST /api/class/{classCode}/pupils/{userId}/temporary-password (teacher, own class only): many pupils have
 * no working e-mail for a reset, so the teacher sets a temporary password, shown once. The pupil must choose
 * a new one at next sign-in; every session of the pupil ends; the action is logged (who, when, which account).
 * Only a pupil with a record in the class: never another teacher, and never an account outside the class.
 */
export const pupilPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/class/:classCode/pupils/:userId/temporary-password',
    {
      onRequest: app.requireTeacher,
      schema: { params: z.object({ classCode: ClassCodeSchema, userId: UserIdSchema }), response: { 200: okData(TemporaryPasswordData), ...TEACHER_FAILURES } },
    },
    async (request, reply) => {
      noStore(reply);
      const me = currentUser(request);
      const { classCode, userId } = request.params;
      const own = await checkOwnClass(app.db, me.id, classCode);
      if (!own.ok) return sendFailure(reply, own.status, own.failure);
      const record = await app.db.selectFrom('progress').select('user_id').where('user_id', '=', userId).where('class_code', '=', classCode).executeTakeFirst();
      const pupil = record ? await findUserById(app.db, userId) : undefined;
      // A teacher's account (the class's own teacher included) and a Firebase account (its password is Firebase's) are not the teacher's to set.
      if (!pupil || Number(pupil.has_teacher_access) === 1 || isFirebaseAccount(pupil)) return sendFailure(reply, 404, PUPIL_NOT_FOUND);
      const password = temporaryPassword();
      await setPassword(app.db, pupil.id, { passwordHash: await hashPassword(password), mustChange: true }, app.now());
      await logAction(app.db, { actorId: me.id, action: 'pupil.temporary-password', subjectId: pupil.id }, app.now());
      return { success: true as const, data: { temporaryPassword: password } };
    },
  );
};
