import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { TEACHER_STANDING_ERROR } from '../../src/contracts/teacherVerification';
import { teacherStanding } from '../db/repositories/teacherVerification';
import { currentUser } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import { FORBIDDEN } from './responses';

/** The API's failure shape (src/contracts/apiResult.ts). */
export const Failure = z.object({ success: z.literal(false), error: z.string(), messageKey: z.string(), field: z.string().optional() });
export const TEACHER_FAILURES = { 400: Failure, 401: Failure, 403: Failure, 404: Failure, 409: Failure } as const;

export const CLASS_NOT_FOUND = { error: 'ueokonomi/invalid-class-code', messageKey: 'txt_invalid_class_code', field: 'classCode' } as const;
export const CLASS_ARCHIVED = { error: 'ueokonomi/class-archived', messageKey: 'txt_error_class_archived', field: 'classCode' } as const;

/** Teacher data is private: no browser or proxy may keep it. */
export function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** On a route that reaches a teacher's class: the class, checked as the caller's own. */
    ownClass: { archived: boolean } | null;
  }
}

const reachesOwnClass = (config: FastifyContextConfig | undefined) => (config?.reach ?? []).some((r) => r.kind === 'teacherClass' || r.kind === 'classPupil');

/** Adds the own-class check after the route's own checks on every route whose config reaches a teacher's class. */
export const ownClassCheck = fp(
  async (app) => {
    app.decorateRequest('ownClass', null);
    app.addHook('onRoute', (route) => {
      if (!reachesOwnClass(route.config as FastifyContextConfig | undefined)) return;
      const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      route.preHandler = [...existing, ownClassOf];
    });
  },
  { name: 'own-class-check' },
);

async function ownClassOf(request: FastifyRequest, reply: FastifyReply) {
  if (reply.sent) return;
  noStore(reply);
  const classCode = (request.params as { classCode?: string }).classCode ?? (request.body as { classCode: string }).classCode;
  const found = await request.server.db.selectFrom('classes').select(['teacher_id', 'archived']).where('code', '=', classCode).executeTakeFirst();
  if (!found) return sendFailure(reply, 404, CLASS_NOT_FOUND);
  if (found.teacher_id !== currentUser(request).id) return sendFailure(reply, 403, FORBIDDEN);
  request.ownClass = { archived: Number(found.archived) === 1 };
}

/** For routes that change classes or schools: an unconfirmed, unapproved or refused teacher gets 403. */
export function requireActiveTeacher(app: FastifyInstance) {
  return async function activeTeacher(request: FastifyRequest, reply: FastifyReply) {
    if (reply.sent || !request.user) return;
    const standing = await teacherStanding(app.db, request.user.id, app.config.teachers.approval);
    if (standing === 'active') return;
    return sendFailure(reply, 403, { error: `ueokonomi/teacher-${standing}`, messageKey: TEACHER_STANDING_ERROR[standing] });
  };
}
