import { z } from 'zod';
import { ClassCodeSchema } from '../../src/contracts/auth';
import { ClassPaceSchema, PaceActionBody, UNKNOWN_ACTIVITY } from '../../src/contracts/pace';
import { isActivityOf } from '../../src/domain/pace';
import { findClassPace, setClassPace } from '../db/repositories/classes';
import { publishClassState } from '../firebase/port';
import { sendFailure } from '../plugins/errors';
import { okData, type ZodApp } from './responses';
import { CLASS_ARCHIVED, requireActiveTeacher, TEACHER_FAILURES } from './teacherClass';

const params = z.object({ classCode: ClassCodeSchema });
const OWN_CLASS = { access: 'teacher', reach: [{ kind: 'teacherClass', in: 'path' }] } as const;

/** The teacher holds the class at an activity, lets it go, or sends every open page to one (docs/decisions/pace.md). */
export default async function classPaceRoutes(app: ZodApp) {
  app.addHook('onRequest', requireActiveTeacher(app));

  app.get('/api/class/:classCode/pace', { config: OWN_CLASS, schema: { params, response: { 200: okData(ClassPaceSchema), ...TEACHER_FAILURES } } }, async (request, reply) => {
    const { classCode } = request.params;
    return { success: true as const, data: await findClassPace(app.db, classCode) };
  });

  app.post(
    '/api/class/:classCode/pace',
    { config: OWN_CLASS, schema: { params, body: PaceActionBody, response: { 200: okData(ClassPaceSchema), ...TEACHER_FAILURES } } },
    async (request, reply) => {
      const { classCode } = request.params;
      if (request.ownClass!.archived) return sendFailure(reply, 409, CLASS_ARCHIVED);
      const body = request.body;
      if (body.action !== 'release' && !isActivityOf(app.content.okter.no, body)) return sendFailure(reply, 400, UNKNOWN_ACTIVITY);
      const now = app.now();
      if (body.action === 'hold') await setClassPace(app.db, classCode, { hold: { okt: body.okt, activity: body.activity } }, now);
      else if (body.action === 'release') await setClassPace(app.db, classCode, { hold: null }, now);
      else await setClassPace(app.db, classCode, { sendTo: { okt: body.okt, activity: body.activity, at: now } }, now);
      app.classAccessMemo.forget(classCode);
      publishClassState(app, classCode);
      return { success: true as const, data: await findClassPace(app.db, classCode) };
    },
  );
}
