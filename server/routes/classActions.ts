import type { FastifyContextConfig, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ArchiveClassBody, ClassSummarySchema, CreateClassBody, UpdateClassBody } from '../../src/contracts/admin';
import { SectionActionBody } from '../../src/contracts/okt';
import { createClass, listTeacherClasses, updateClass } from '../db/repositories/classes';
import { tidySchoolName } from '../db/repositories/schools';
import { publishClassState } from '../firebase/port';
import { currentUser } from '../plugins/auth';
import { sendTooManyRequests } from '../auth/credentials';
import { sendFailure } from '../plugins/errors';
import { hitWindow } from '../plugins/rateLimit';
import { RATE_LIMITS } from '../auth/rateLimit';
import { FEIDE_ERROR } from '../../src/contracts/feide';
import { verifyGroupGrant } from '../feide/groupGrants';
import { Ok, okData, type ZodApp } from './responses';
import { CLASS_ARCHIVED, CLASS_NOT_FOUND, Failure, requireActiveTeacher, TEACHER_FAILURES } from './teacherClass';

const SECTION_ACTIONS = { 'enable-section': true, 'disable-section': false } as const;
const CLASS_LIMIT = { error: 'ueokonomi/too-many-classes-today', messageKey: 'txt_error_class_limit' } as const;

const OWN_CLASS = { access: 'teacher', reach: [{ kind: 'teacherClass', in: 'body' }] } as const satisfies FastifyContextConfig;

/** POST /api/class/{action} (spec §7): one route per action, and a catch-all that refuses any other. */
export default async function classActionRoutes(app: ZodApp) {
  app.addHook('onRequest', requireActiveTeacher(app));

  app.post('/api/class/create', { config: { access: 'teacher', reach: [{ kind: 'self' }] }, schema: { body: CreateClassBody, response: { 200: okData(ClassSummarySchema), ...TEACHER_FAILURES, 429: Failure } } }, async (request, reply) => {
    const { name, school, schoolYear, feideGroup } = request.body;
    const teacherId = currentUser(request).id;
    // A class from a Feide group needs the grant this teacher was given at sign-in, and one class per group.
    const group = feideGroup === undefined ? undefined : verifyGroupGrant(app.signingSecret, feideGroup, teacherId, app.now());
    if (feideGroup !== undefined && !group) return sendFailure(reply, 403, { error: FEIDE_ERROR.groupGrantInvalid, messageKey: 'txt_error_feide_group_invalid', field: 'feideGroup' });
    const groupClass = group && (await app.db.selectFrom('classes').select('code').where('teacher_id', '=', teacherId).where('feide_group', '=', group.groupId).where('archived', '=', 0).executeTakeFirst());
    if (groupClass) {
      return sendFailure(reply, 409, { error: FEIDE_ERROR.groupHasClass, messageKey: 'txt_error_feide_group_has_class', field: 'feideGroup' });
    }
    const quota = await hitWindow(app, request, RATE_LIMITS.classesPerTeacher, teacherId);
    if (!quota.allowed) return sendTooManyRequests(reply, quota, CLASS_LIMIT);
    const created = await createClass(app.db, { teacherId, name, school: tidySchoolName(school), schoolYear, feideGroup: group?.groupId }, app.now(), app.config.retention);
    publishClassState(app, created.classCode);
    return { success: true as const, data: created };
  });

  app.post('/api/class/update', { config: OWN_CLASS, schema: { body: UpdateClassBody, response: { 200: okData(ClassSummarySchema), ...TEACHER_FAILURES } } }, async (request, reply) => {
    const { classCode, name, school, schoolYear } = request.body;
    await updateClass(app.db, classCode, { name, school: school === undefined ? undefined : tidySchoolName(school), schoolYear });
    publishClassState(app, classCode);
    return summaryOf(reply, currentUser(request).id, classCode);
  });

  // An archived class's records are deleted after a grace period; bringing it back stops the clock.
  app.post('/api/class/archive', { config: OWN_CLASS, schema: { body: ArchiveClassBody, response: { 200: okData(ClassSummarySchema), ...TEACHER_FAILURES } } }, async (request, reply) => {
    const { classCode, archived } = request.body;
    await updateClass(app.db, classCode, { archived: { archived, at: app.now() } });
    app.classAccessMemo.forget(classCode);
    publishClassState(app, classCode);
    return summaryOf(reply, currentUser(request).id, classCode);
  });

  for (const [action, enabled] of Object.entries(SECTION_ACTIONS)) {
    // Caches keep the class data (routes/public/klasse.ts) briefly, so a change reaches pupils within a minute.
    app.post(`/api/class/${action}`, { config: OWN_CLASS, schema: { body: SectionActionBody, response: { 200: Ok, ...TEACHER_FAILURES } } }, async (request, reply) => {
      const { classCode, oktNumber } = request.body;
      if (request.ownClass!.archived) return sendFailure(reply, 409, CLASS_ARCHIVED);
      await app.db
        .insertInto('class_sections')
        .values({ class_code: classCode, okt_number: oktNumber, enabled: enabled ? 1 : 0 })
        .onConflict((oc) => oc.columns(['class_code', 'okt_number']).doUpdateSet({ enabled: enabled ? 1 : 0 }))
        .execute();
      app.classAccessMemo.forget(classCode);
      // In the Firebase profile pupils also see it at once, through classState/{classCode}.
      publishClassState(app, classCode);
      return { success: true as const };
    });
  }

  // Static paths win over the parameter, so only actions that do not exist arrive here.
  app.post(
    '/api/class/:action',
    { config: { access: 'teacher', reach: [] }, schema: { params: z.object({ action: z.string() }), body: z.unknown(), response: TEACHER_FAILURES } },
    async (_request, reply) => sendFailure(reply, 400, { error: 'ValidationError', messageKey: 'txt_error_unknown_action', field: 'action' }),
  );

  async function summaryOf(reply: FastifyReply, teacherId: string, classCode: string) {
    const [summary] = await listTeacherClasses(app.db, teacherId, app.config.retention, classCode);
    // Only if the class was deleted between the check and here.
    if (!summary) return sendFailure(reply, 404, CLASS_NOT_FOUND);
    return { success: true as const, data: summary };
  }
}
