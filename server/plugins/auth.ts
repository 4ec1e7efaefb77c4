import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeProtectedHeader } from 'jose';
import { AUTH_ERROR } from '../../src/contracts/auth';
import { verifyToken } from '../auth/tokens';
import { findTokenHolder, LAST_SEEN_STEP_MS, openSession, touchSession } from '../db/repositories/sessions';
import { markActive, mustChangePassword, type UserRow } from '../db/repositories/users';
import { firebaseUserRow, isFirebaseAccount } from '../firebase/users';
import { sendFailure } from './errors';

export interface AuthUser {
  id: string;
  email: string;
  isTeacher: boolean;
  /** The token's session (`sid`); null for a Firebase ID token, whose sessions Firebase keeps. */
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Epoch milliseconds; tests give the app a clock they can move. */
    now: () => number;
    signingSecret: Buffer;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** A route usable with a teacher-set temporary password (change it, sign out); every other answers 403 until then. */
    allowWhileMustChangePassword?: boolean;
  }
}

/** `isTeacher`: the account's teacher access, or in the Firebase profile the server-set custom claim. */
export type TokenUserCheck = { ok: true; user: UserRow; isTeacher: boolean; sessionId: string | null } | { ok: false; reason: 'expired' | 'invalid' };

const isHs256 = (token: string) => {
  try {
    return decodeProtectedHeader(token).alg === 'HS256';
  } catch {
    return false;
  }
};

/**
 * A token is good when its signature and claims are, its user exists, and neither the account (token version) nor its
 * session has been revoked. Our HS256 tokens are taken for this profile's accounts only; anything else in the
 * Firebase profile must be a Firebase ID token, whose user gets a local row on first sight.
 */
export async function userFromToken(app: FastifyInstance, token: string, device?: { userAgent?: string }): Promise<TokenUserCheck> {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (app.firebase && !isHs256(token)) {
    const check = await app.firebase.verifyIdToken(token);
    if (!check.ok) return check;
    const user = await firebaseUserRow(app.db, check.identity.uid, check.identity.email, app.now());
    if (!user) return invalid;
    await markActive(app.db, user.id, app.now());
    return { ok: true, user, isTeacher: check.identity.teacher || Number(user.has_teacher_access) === 1, sessionId: null };
  }
  const now = app.now();
  const check = await verifyToken(app.signingSecret, token, now, app.config.tokenLifetimeHours);
  if (!check.ok) return check;
  const { sub, sid, ver, iat } = check.claims;
  const holder = await findTokenHolder(app.db, sub, sid);
  if (!holder) return invalid;
  const { session_id, session_version, session_last_seen, session_revoked_at, ...user } = holder;
  const accountVersion = Number(user.token_version);
  // A recorded session holds the version it was carried to (a password change keeps the changing device);
  // a token never older than its session, and never newer than the account.
  const holds = session_id === null ? ver : Number(session_version);
  if (holds !== accountVersion || ver > accountVersion || session_revoked_at !== null) return invalid;
  if (isFirebaseAccount(user) !== Boolean(app.firebase)) return invalid;
  // Last seen per session and last active per account (for retention) move together, at most once a minute.
  if (session_id === null) {
    await openSession(app.db, { id: sid, userId: sub, tokenVersion: ver, createdAt: iat * 1000, userAgent: device?.userAgent }, now);
    await markActive(app.db, sub, now);
  } else if (now - Number(session_last_seen) >= LAST_SEEN_STEP_MS) {
    await touchSession(app.db, sid, now);
    await markActive(app.db, sub, now);
  }
  return { ok: true, user, isTeacher: Number(user.has_teacher_access) === 1, sessionId: sid };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The signed-in user of a route whose `config.access` is 'user' or 'teacher'. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('the route does not declare access for users or teachers');
  return request.user;
}

/** The access check of every route's `config.access` (server/plugins/routeAccess.ts), before the routes' own hooks. */
export const auth = fp(async (app) => {
  app.decorateRequest('user', null);

  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    const check = token ? await userFromToken(app, token, { userAgent: request.headers['user-agent'] }) : ({ ok: false, reason: 'invalid' } as const);
    if (!check.ok) {
      return check.reason === 'expired'
        ? sendFailure(reply, 401, { error: AUTH_ERROR.tokenExpired, messageKey: 'txt_error_session_expired' })
        : sendFailure(reply, 401, { error: AUTH_ERROR.invalidToken, messageKey: 'txt_error_login_again' });
    }
    // The browser shows only «Lag et nytt passord» then; the server holds the same line for any other client.
    if (mustChangePassword(check.user) && !request.routeOptions.config.allowWhileMustChangePassword) {
      return sendFailure(reply, 403, { error: AUTH_ERROR.mustChangePassword, messageKey: 'txt_error_must_change_password' });
    }
    request.user = { id: check.user.id, email: check.user.email, isTeacher: check.isTeacher, sessionId: check.sessionId };
  }

  async function requireTeacher(request: FastifyRequest, reply: FastifyReply) {
    await requireUser(request, reply);
    if (reply.sent) return reply;
    if (!request.user?.isTeacher) return sendFailure(reply, 403, { error: AUTH_ERROR.forbidden, messageKey: 'txt_error_no_access' });
  }

  app.addHook('onRequest', async (request, reply) => {
    const { access } = request.routeOptions.config;
    if (access === 'user') return requireUser(request, reply);
    if (access === 'teacher') return requireTeacher(request, reply);
  });
}, { name: 'auth', dependencies: ['db', 'profile'] });
