import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ApiFailure } from '../../src/contracts/apiResult';
import { TEACHER_STANDING_ERROR } from '../../src/contracts/teacherVerification';
import { RATE_LIMITS } from '../auth/rateLimit';
import type { Database } from '../db/database';
import { findOwnClass } from '../db/repositories/classes';
import { teacherStanding } from '../db/repositories/teacherVerification';
import { currentUser } from '../plugins/auth';
import { sendFailure } from '../plugins/errors';
import { hitWindow } from '../plugins/rateLimit';
import { FORBIDDEN } from './responses';

/** The API's failure shape (src/contracts/apiResult.ts), for the teacher routes' response schemas. */
export const Failure = z.object({ success: z.literal(false), error: z.string(), messageKey: z.string(), field: z.string().optional() });
/** What a teacher route may refuse with: bad input, no or expired token, not a teacher or not their class, unknown class, archived class. */
export const TEACHER_FAILURES = { 400: Failure, 401: Failure, 403: Failure, 404: Failure, 409: Failure } as const;

export const CLASS_NOT_FOUND = { error: 'ueokonomi/invalid-class-code', messageKey: 'txt_invalid_class_code', field: 'classCode' } as const;
export const CLASS_ARCHIVED = { error: 'ueokonomi/class-archived', messageKey: 'txt_error_class_archived', field: 'classCode' } as const;

export const CLASSES_PER_TEACHER = RATE_LIMITS.classesPerTeacher;
export const CLASS_LIMIT = { error: 'ueokonomi/too-many-classes-today', messageKey: 'txt_error_class_limit' } as const;

/**
 * Counts a new class of the teacher's; when the day's classes are used up, sends a 429 with Retry-After and answers
 * true. (A boolean, not the reply: an awaited reply is a thenable and would resolve to nothing.)
 */
export async function refusedOverClassQuota(app: FastifyInstance, reply: FastifyReply, teacherId: string): Promise<boolean> {
  const quota = await hitWindow(app, reply.request, CLASSES_PER_TEACHER, teacherId);
  if (quota.allowed) return false;
  reply.header('retry-after', String(quota.retryAfterSeconds));
  sendFailure(reply, 429, CLASS_LIMIT);
  return true;
}

/** Teacher pages and data are private and change often: no browser or proxy may keep them. */
export function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

export type OwnClassCheck = { ok: true; archived: boolean } | { ok: false; status: 403 | 404; failure: Omit<ApiFailure, 'success'> };

declare module 'fastify' {
  interface FastifyRequest {
    /** On a route that reaches a teacher's class by its path (`reach` `teacherClass` `in: 'path'`): the class, checked as the caller's own. */
    ownClass: { archived: boolean } | null;
  }
}

/**
 * The own-class check of every route whose config says it reaches a teacher's class by the code in its path: after
 * the route's own checks (the token, the input, an active teacher), a request for another teacher's class is 403 and
 * for an unknown one 404, before the handler runs; the handler finds the class in `request.ownClass`. The answers of
 * these routes are the teacher's private data: no browser or proxy keeps them, refusals included.
 */
export const ownClassCheck = fp(
  async (app) => {
    app.decorateRequest('ownClass', null);
    app.addHook('onRoute', (route) => {
      const reach = (route.config as FastifyContextConfig | undefined)?.reach ?? [];
      if (!reach.some((r) => r.kind === 'teacherClass' && r.in === 'path')) return;
      const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      route.preHandler = [...existing, ownClassOf];
    });
  },
  { name: 'own-class-check' },
);

async function ownClassOf(request: FastifyRequest, reply: FastifyReply) {
  if (reply.sent) return;
  noStore(reply);
  const { classCode } = request.params as { classCode: string };
  const own = await checkOwnClass(request.server.db, currentUser(request).id, classCode);
  if (!own.ok) return sendFailure(reply, own.status, own.failure);
  request.ownClass = { archived: own.archived };
}

/** A teacher reaches only their own classes: 404 for an unknown code, 403 for another teacher's class. */
export async function checkOwnClass(db: Kysely<Database>, teacherId: string, classCode: string): Promise<OwnClassCheck> {
  const found = await findOwnClass(db, teacherId, classCode);
  if (!found) return { ok: false, status: 404, failure: CLASS_NOT_FOUND };
  if (!found.owned) return { ok: false, status: 403, failure: FORBIDDEN };
  return { ok: true, archived: found.archived };
}

/**
 * Hook after the teacher access check on routes that change classes or the school list: a teacher whose
 * address is unconfirmed, who waits for approval or was refused gets 403 with a key saying which.
 */
export function requireActiveTeacher(app: FastifyInstance) {
  return async function activeTeacher(request: FastifyRequest, reply: FastifyReply) {
    if (reply.sent || !request.user) return;
    const standing = await teacherStanding(app.db, request.user.id, app.config.teachers.approval);
    if (standing === 'active') return;
    return sendFailure(reply, 403, { error: `ueokonomi/teacher-${standing}`, messageKey: TEACHER_STANDING_ERROR[standing] });
  };
}
