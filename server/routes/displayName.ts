import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PupilDisplayNameBody } from '../../src/contracts/admin';
import { findClassPupil } from './classPupil';
import { ClassCodeSchema, PupilIdSchema } from '../../src/contracts/auth';
import { DisplayNameBody, DisplayNameData } from '../../src/contracts/displayName';
import { saveDisplayName } from '../db/repositories/displayNames';
import { findClassRecord } from '../db/repositories/progress';
import { currentUser } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import { pseudonymsInClass } from './list/pupilPseudonym';
import { FORBIDDEN, okData, RECORD_MISSING, type ZodApp } from './responses';
import { Failure, noStore, TEACHER_FAILURES } from './teacherClass';
import { logAction } from '../db/repositories/auditLog';

const FAILURES = { 400: Failure, 401: Failure, 403: Failure, 404: Failure } as const;
const Params = z.object({ classCode: ClassCodeSchema });
const PUPIL_NOT_FOUND = { error: 'ueokonomi/pupil-not-found', messageKey: 'txt_error_pupil_not_found', field: 'pupilId' } as const;

/** In whichever store the profile keeps the answers. */
export async function hasRecord(app: FastifyInstance, userId: string, classCode: string): Promise<boolean> {
  if (app.firebase) return (await app.firebase.listUserRecords(userId)).some((record) => record.classCode === classCode);
  return (await findClassRecord(app.db, userId, classCode)) !== undefined;
}

async function describe(app: FastifyInstance, userId: string, classCode: string): Promise<DisplayNameData> {
  const [name, records] = await Promise.all([
    app.db.selectFrom('display_names').select(['display_name', 'updated_at']).where('class_code', '=', classCode).where('user_id', '=', userId).executeTakeFirst(),
    app.pupilRecords(classCode),
  ]);
  const ids = records.map((record) => record.userId);
  return {
    displayName: name?.display_name ?? null,
    pseudonym: pseudonymsInClass(classCode, ids.includes(userId) ? ids : [...ids, userId]).get(userId)!,
    updatedAt: name ? Number(name.updated_at) : null,
  };
}

/** A pupil's display name in a class, shown only to its teacher; teachers trying a class have none. */
export default async function displayNameRoutes(app: ZodApp) {
  const url = '/api/class/:classCode/display-name';

  app.get(url, { config: { access: 'user', reach: [{ kind: 'ownProgress', in: 'path' }] }, schema: { params: Params, response: { 200: okData(DisplayNameData), ...FAILURES } } }, async (request, reply) => {
    noStore(reply);
    const me = currentUser(request);
    if (me.isTeacher) return sendFailure(reply, 403, FORBIDDEN);
    const { classCode } = request.params;
    if (!(await hasRecord(app, me.id, classCode))) return sendFailure(reply, 404, RECORD_MISSING);
    return { success: true as const, data: await describe(app, me.id, classCode) };
  });

  app.put(
    url,
    { config: { access: 'user', reach: [{ kind: 'ownProgress', in: 'path' }] }, schema: { params: Params, body: DisplayNameBody, response: { 200: okData(DisplayNameData), ...FAILURES } } },
    async (request, reply) => {
      noStore(reply);
      const me = currentUser(request);
      if (me.isTeacher) return sendFailure(reply, 403, FORBIDDEN);
      const { classCode } = request.params;
      if (!(await hasRecord(app, me.id, classCode))) return sendFailure(reply, 404, RECORD_MISSING);
      const name = request.body.displayName;
      await saveDisplayName(app.db, me.id, classCode, name === '' ? undefined : name, app.now());
      return { success: true as const, data: await describe(app, me.id, classCode) };
    },
  );

  /** The teacher corrects a pupil's name (a typo, a nickname unfit for the board); logged. */
  app.put(
    '/api/class/:classCode/pupil/:pupilId/display-name',
    {
      config: { access: 'teacher', reach: [{ kind: 'classPupil' }] },
      schema: {
        params: z.object({ classCode: ClassCodeSchema, pupilId: PupilIdSchema }),
        body: PupilDisplayNameBody,
        response: { 200: okData(DisplayNameData), ...TEACHER_FAILURES },
      },
    },
    async (request, reply) => {
      const teacherId = currentUser(request).id;
      const { classCode, pupilId } = request.params;
      const userId = await findClassPupil(app, classCode, pupilId);
      if (!userId) return sendFailure(reply, 404, PUPIL_NOT_FOUND);
      const name = request.body.displayName;
      await saveDisplayName(app.db, userId, classCode, name === '' ? undefined : name, app.now());
      await logAction(app.db, { actorId: teacherId, action: 'pupil.display-name', subjectId: userId }, app.now());
      return { success: true as const, data: await describe(app, userId, classCode) };
    },
  );
}
