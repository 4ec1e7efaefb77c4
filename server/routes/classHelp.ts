import { logAction } from '../db/repositories/auditLog';
import { z } from 'zod';
import { ClassCodeSchema } from '../../src/contracts/auth';
import { type ThrottledPupil, ThrottledPupilsSchema, UnthrottleBody } from '../../src/contracts/classHelp';
import { accountThrottleRows, backoffNextAt, clearAccountThrottles, SIGN_IN_BACKOFF } from '../auth/rateLimit';
import { listDisplayNames } from '../db/repositories/displayNames';
import { currentUser } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import { mayActOnPupil, NOT_YOUR_PUPIL } from './pupilAuthority';
import { Ok, okData, type ZodApp } from './responses';
import { TEACHER_FAILURES } from './teacherClass';
import { findClassPupil, pupilIdOf } from './classPupil';

const NOT_IN_CLASS = { error: 'ueokonomi/not-in-class', messageKey: 'txt_error_no_access', field: 'userId' } as const;
const params = z.object({ classCode: ClassCodeSchema });

function classPupils(app: ZodApp, classCode: string, userId?: string) {
  let query = app.db
    .selectFrom('progress')
    .innerJoin('users', 'users.id', 'progress.user_id')
    .select(['users.id', 'users.email'])
    .where('progress.class_code', '=', classCode)
    .where('users.has_teacher_access', '=', 0);
  if (userId !== undefined) query = query.where('users.id', '=', userId);
  return query.execute();
}

/** A teacher sees which pupils of their class are slowed down at sign-in and can let one in again (logged). */
export default async function classHelpRoutes(app: ZodApp) {
  app.get(
    '/api/class/:classCode/throttled',
    { config: { access: 'teacher', reach: [{ kind: 'teacherClass', in: 'path', pupils: 'listed' }] }, schema: { params, response: { 200: okData(ThrottledPupilsSchema), ...TEACHER_FAILURES } } },
    async (request, reply) => {
      const { classCode } = request.params;
      const now = app.now();
      const limits = Object.values(SIGN_IN_BACKOFF);
      const inClass = await classPupils(app, classCode);
      const [rows, names] = await Promise.all([accountThrottleRows(app.db, inClass.map((p) => p.email)), listDisplayNames(app.db, classCode)]);
      const pupils: ThrottledPupil[] = [];
      for (const pupil of inClass) {
        let failures = 0;
        let nextAt = 0;
        for (const row of rows.filter((r) => r.email === pupil.email)) {
          const limit = limits.find((l) => row.key.startsWith(`${l.name}:`));
          if (!limit || row.reset_at <= now || row.count < limit.free) continue;
          failures = Math.max(failures, row.count);
          nextAt = Math.max(nextAt, backoffNextAt(limit, row));
        }
        if (failures > 0) pupils.push({ userId: pupil.id, pupilId: pupilIdOf(app.signingSecret, classCode, pupil.id), email: pupil.email, displayName: names.get(pupil.id) ?? null, failures, retryAfterSeconds: Math.max(0, Math.ceil((nextAt - now) / 1000)) });
      }
      pupils.sort((a, b) => a.email.localeCompare(b.email));
      return { success: true as const, data: { pupils } };
    },
  );

  app.post(
    '/api/class/:classCode/unthrottle',
    { config: { access: 'teacher', reach: [{ kind: 'classPupil', overAccount: true }] }, schema: { params, body: UnthrottleBody, response: { 200: Ok, ...TEACHER_FAILURES } } },
    async (request, reply) => {
      const { classCode } = request.params;
      const teacherId = currentUser(request).id;
      const body = request.body;
      const userId = 'userId' in body ? body.userId : await findClassPupil(app, classCode, body.pupilId);
      const [pupil] = userId === undefined ? [] : await classPupils(app, classCode, userId);
      if (!pupil) return sendFailure(reply, 404, NOT_IN_CLASS);
      // Letting a pupil try passwords again is a power over the account: only its own teacher's (pupilAuthority.ts).
      if (!(await mayActOnPupil(app, teacherId, pupil.id))) return sendFailure(reply, 403, NOT_YOUR_PUPIL);
      const cleared = await clearAccountThrottles(app.db, pupil.email);
      request.log.info({ audit: 'sign-in.unthrottle', teacherId, classCode, userId: pupil.id, cleared }, 'teacher let a throttled pupil sign in again');
      await logAction(app.db, { actorId: teacherId, action: 'pupil.unthrottle', subjectId: pupil.id }, app.now());
      return { success: true as const };
    },
  );
}
