import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '../../../src/contracts/lang';
import { TeacherConfirmBody, TeacherResendBody, TeacherStatusData } from '../../../src/contracts/teacherVerification';
import { CONFIRM_LINK_TTL_HOURS, CONFIRM_LINKS_PER_HOUR, consumeConfirmToken, hashConfirmToken, teacherStanding } from '../../db/repositories/teacherVerification';
import { confirmTeacherMail, publicBaseUrl } from '../../email/mails';
import { currentUser } from '../../plugins/auth';
import { sendFailure } from '../../plugins/errors';
import { okData, type ZodApp } from '../responses';
import { Failure } from '../teacherClass';

const INVALID_LINK = { error: 'ueokonomi/invalid-confirm-link', messageKey: 'txt_error_confirm_link_invalid', field: 'token' } as const;

/** Stores the link's hash before the reply, so the hourly bound counts it at once, and e-mails it after. */
export async function sendConfirmLink(app: FastifyInstance, request: FastifyRequest, user: { id: string; email: string }, lang?: Lang): Promise<void> {
  const baseUrl = publicBaseUrl(app, request);
  const token = randomBytes(32).toString('base64url');
  const now = app.now();
  await app.db
    .insertInto('teacher_confirmations')
    .values({ token_hash: hashConfirmToken(token), user_id: user.id, expires_at: now + CONFIRM_LINK_TTL_HOURS * 3_600_000, used_at: null, created_at: now })
    .execute();
  app.background.run('teacher confirmation e-mail', () => app.mailer.send(confirmTeacherMail(user.email, baseUrl, token, lang)));
}

/** Confirming a teacher's address by an e-mailed link. */
export default async function teacherConfirmRoutes(app: ZodApp) {
  app.post(
    '/api/register/teacher/confirm',
    // The e-mailed link's token is the only proof: it names no object a caller could aim at someone else.
    { config: { access: 'public', reach: [] }, schema: { body: TeacherConfirmBody, response: { 200: okData(TeacherStatusData), 400: Failure } } },
    async (request, reply) => {
      const userId = await consumeConfirmToken(app.db, request.body.token, app.now());
      if (!userId) return sendFailure(reply, 400, INVALID_LINK);
      return { success: true as const, data: { status: await teacherStanding(app.db, userId, app.config.teachers.approval) } };
    },
  );

  app.get(
    '/api/register/teacher/status',
    { config: { access: 'teacher', reach: [{ kind: 'self' }] }, schema: { response: { 200: okData(TeacherStatusData), 401: Failure, 403: Failure } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { status: await teacherStanding(app.db, currentUser(request).id, app.config.teachers.approval) } };
    },
  );

  app.post(
    '/api/register/teacher/resend',
    { config: { access: 'teacher', reach: [{ kind: 'self' }] }, schema: { body: TeacherResendBody, response: { 200: okData(TeacherStatusData), 401: Failure, 403: Failure, 429: Failure } } },
    async (request, reply) => {
      const user = currentUser(request);
      const status = await teacherStanding(app.db, user.id, app.config.teachers.approval);
      // A confirmed address needs no link: the answer says where the teacher stands instead.
      if (status !== 'unconfirmed') return { success: true as const, data: { status } };
      const recent = await app.db
        .selectFrom('teacher_confirmations')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', user.id)
        .where('created_at', '>', app.now() - 3_600_000)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= CONFIRM_LINKS_PER_HOUR) {
        reply.header('retry-after', '3600');
        return sendFailure(reply, 429, { error: 'ueokonomi/too-many-links', messageKey: 'txt_error_confirm_resend_limit' });
      }
      await sendConfirmLink(app, request, user, request.body.lang);
      return { success: true as const, data: { status } };
    },
  );
}
