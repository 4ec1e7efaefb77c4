import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERROR } from '../../src/contracts/auth';
import { verifyToken } from '../auth/tokens';
import { findUserById, type UserRow } from '../db/repositories/users';
import { firebaseUserRow, isFirebaseAccount } from '../firebase/users';
import { sendFailure } from './errors';

export interface AuthUser {
  id: string;
  email: string;
  isTeacher: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Epoch milliseconds; tests give the app a clock they can move. */
    now: () => number;
    signingSecret: Buffer;
    /** onRequest hook: a valid, unrevoked bearer token, or 401. Sets `request.user`. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: as requireUser, and the user must be a teacher, or 403. */
    requireTeacher: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** `isTeacher`: the account's teacher access, or in the Firebase profile the server-set custom claim. */
export type TokenUserCheck = { ok: true; user: UserRow; isTeacher: boolean } | { ok: false; reason: 'expired' | 'invalid' };

const isHs256 = (token: string) => {
  try {
    return (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { alg?: unknown }).alg === 'HS256';
  } catch {
    return false;
  }
};

/**
 * A token is good when its signature and claims are, its user exists, and it has not been revoked since.
 * Our own HS256 tokens are taken for the accounts of this profile only: in the Firebase profile they are
 * the backend tokens of POST /api/jwt/token, never a token of a self-hosted account, and the
 * self-hosted profile refuses Firebase accounts. Anything else in the Firebase profile must be a
 * Firebase ID token; its user gets a local row on first sight.
 */
export async function userFromToken(app: FastifyInstance, token: string): Promise<TokenUserCheck> {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (app.firebase && !isHs256(token)) {
    const check = await app.firebase.verifyIdToken(token);
    if (!check.ok) return check;
    const user = await firebaseUserRow(app.db, check.identity.uid, check.identity.email, app.now());
    if (!user) return invalid;
    return { ok: true, user, isTeacher: check.identity.teacher || Number(user.has_teacher_access) === 1 };
  }
  const check = verifyToken(app.signingSecret, token, app.now());
  if (!check.ok) return check;
  const user = await findUserById(app.db, check.claims.sub);
  if (!user || Number(user.token_version) !== check.claims.ver) return invalid;
  if (isFirebaseAccount(user) !== Boolean(app.firebase)) return invalid;
  return { ok: true, user, isTeacher: Number(user.has_teacher_access) === 1 };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The signed-in user of a route behind requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('route is missing the requireUser hook');
  return request.user;
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);

  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    const check = token ? await userFromToken(app, token) : ({ ok: false, reason: 'invalid' } as const);
    if (!check.ok) {
      return check.reason === 'expired'
        ? sendFailure(reply, 401, { error: AUTH_ERROR.tokenExpired, messageKey: 'txt_error_session_expired' })
        : sendFailure(reply, 401, { error: AUTH_ERROR.invalidToken, messageKey: 'txt_error_login_again' });
    }
    request.user = { id: check.user.id, email: check.user.email, isTeacher: check.isTeacher };
  }

  async function requireTeacher(request: FastifyRequest, reply: FastifyReply) {
    await requireUser(request, reply);
    if (reply.sent) return reply;
    if (!request.user?.isTeacher) return sendFailure(reply, 403, { error: AUTH_ERROR.forbidden, messageKey: 'txt_error_no_access' });
  }

  app.decorate('requireUser', requireUser);
  app.decorate('requireTeacher', requireTeacher);
}
