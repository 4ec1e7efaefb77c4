import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ClassCodeSchema, PupilIdSchema, TemporaryPasswordBody, TemporaryPasswordData, UserIdSchema } from '../../src/contracts/auth';
import { findClassPupil } from './classPupil';
import { hashPassword } from '../auth/passwords';
import { logAction } from '../db/repositories/auditLog';
import { findUserById, setPassword } from '../db/repositories/users';
import { isFirebaseAccount } from '../firebase/users';
import { currentUser } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import { mayActOnPupil, NOT_YOUR_PUPIL, notifyTemporaryPassword } from './pupilAuthority';
import { okData, type ZodApp } from './responses';
import { TEACHER_FAILURES } from './teacherClass';

/** Read aloud or copied from the board: no 0/O, 1/l/I. Three groups of four, about 62 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function temporaryPassword(random: (max: number) => number = randomInt): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[random(ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

const PUPIL_NOT_FOUND = { error: 'ueokonomi/pupil-not-found', messageKey: 'txt_error_pupil_not_found', field: 'userId' } as const;
const ROUTE_OPTIONS = { 200: okData(TemporaryPasswordData), ...TEACHER_FAILURES } as const;

/** The account with a record in the class, by id or by e-mail address; nobody outside the class. */
async function findClassMember(app: FastifyInstance, classCode: string, by: { userId: string } | { email: string }) {
  const record = await app.db
    .selectFrom('progress')
    .innerJoin('users', 'users.id', 'progress.user_id')
    .select('users.id')
    .where('progress.class_code', '=', classCode)
    .where((eb) => ('userId' in by ? eb('users.id', '=', by.userId) : eb('users.email', '=', by.email.toLowerCase())))
    .executeTakeFirst();
  return record ? findUserById(app.db, record.id) : undefined;
}

/**
 * Many pupils have no working e-mail for a reset, so the teacher sets a temporary password, shown once, which the
 * pupil must change at next sign-in. Only for the teacher's own pupils (pupilAuthority.ts); logged and e-mailed.
 */
export default async function pupilPasswordRoutes(app: ZodApp) {
  async function setTemporary(request: FastifyRequest, reply: FastifyReply, classCode: string, by: { userId: string } | { email: string }) {
    const me = currentUser(request);
    const pupil = await findClassMember(app, classCode, by);
    // Not for a teacher's account, nor a Firebase one (its password is Firebase's).
    if (!pupil || Number(pupil.has_teacher_access) === 1 || isFirebaseAccount(pupil)) {
      return sendFailure(reply, 404, 'userId' in by ? PUPIL_NOT_FOUND : { ...PUPIL_NOT_FOUND, field: 'email' });
    }
    if (!(await mayActOnPupil(app, me.id, pupil.id))) return sendFailure(reply, 403, 'userId' in by ? NOT_YOUR_PUPIL : { ...NOT_YOUR_PUPIL, field: 'email' });
    const password = temporaryPassword();
    await setPassword(app.db, pupil.id, { passwordHash: await hashPassword(password), mustChange: true }, app.now());
    await logAction(app.db, { actorId: me.id, action: 'pupil.temporary-password', subjectId: pupil.id }, app.now());
    await notifyTemporaryPassword(app, request, pupil, classCode);
    return { success: true as const, data: { temporaryPassword: password } };
  }

  // By the pupil's row in the class view (routes/classPupil.ts): the teacher never types or sees an address.
  app.post(
    '/api/class/:classCode/pupil/:pupilId/temporary-password',
    { config: { access: 'teacher', reach: [{ kind: 'classPupil', overAccount: true }] }, schema: { params: z.object({ classCode: ClassCodeSchema, pupilId: PupilIdSchema }), response: ROUTE_OPTIONS } },
    async (request, reply) => {
      const { classCode, pupilId } = request.params;
      const userId = await findClassPupil(app, classCode, pupilId);
      if (!userId) return sendFailure(reply, 404, { ...PUPIL_NOT_FOUND, field: 'pupilId' });
      return setTemporary(request, reply, classCode, { userId });
    },
  );

  app.post(
    '/api/class/:classCode/pupils/:userId/temporary-password',
    { config: { access: 'teacher', reach: [{ kind: 'classPupil', overAccount: true }] }, schema: { params: z.object({ classCode: ClassCodeSchema, userId: UserIdSchema }), response: ROUTE_OPTIONS } },
    (request, reply) => setTemporary(request, reply, request.params.classCode, { userId: request.params.userId }),
  );

  app.post(
    '/api/class/:classCode/temporary-password',
    { config: { access: 'teacher', reach: [{ kind: 'classPupil', overAccount: true }] }, schema: { params: z.object({ classCode: ClassCodeSchema }), body: TemporaryPasswordBody, response: ROUTE_OPTIONS } },
    (request, reply) => setTemporary(request, reply, request.params.classCode, { email: request.body.email }),
  );
}
