import type { FastifyInstance, FastifyReply } from 'fastify';
import { AUTH_ERROR, type Session } from '../../src/contracts/auth';
import { sendFailure } from '../plugins/errors';
import { findUserByEmail, type UserRow } from '../db/repositories/users';
import { verifyPassword } from './passwords';
import { hitLimit, peekLimit, RATE_LIMITS, type LimitState, type RateLimit } from './rateLimit';
import { signToken } from './tokens';

export function sendTooManyRequests(reply: FastifyReply, state: LimitState) {
  reply.header('retry-after', String(state.retryAfterSeconds));
  return sendFailure(reply, 429, { error: AUTH_ERROR.tooManyRequests, messageKey: 'txt_error_too_many_requests' });
}

export function sendInvalidCredential(reply: FastifyReply) {
  return sendFailure(reply, 401, { error: AUTH_ERROR.invalidCredential, messageKey: 'txt_error_login' });
}

/** Counts one attempt from this address; answers the 429 state when over the limit. */
export async function overAddressLimit(app: FastifyInstance, limit: RateLimit, ip: string): Promise<LimitState | undefined> {
  const state = await hitLimit(app.db, limit, ip, app.now());
  return state.allowed ? undefined : state;
}

export type CredentialCheck = { ok: true; user: UserRow } | { ok: false; tooMany?: LimitState };

/**
 * The one password check behind every sign-in (identity sign-in, /api/jwt/token, an existing teacher
 * registering, reset-password). Rate limits come first, so a locked account's password is not even
 * tried; an unknown e-mail address costs the same work and gives the same answer as a wrong password.
 */
export async function checkCredentials(app: FastifyInstance, ip: string, email: string, password: string): Promise<CredentialCheck> {
  const address = await overAddressLimit(app, RATE_LIMITS.signInAddress, ip);
  if (address) return { ok: false, tooMany: address };
  const fromHere = `${email} ${ip}`;
  for (const [limit, subject] of [[RATE_LIMITS.signInAccountFailures, fromHere], [RATE_LIMITS.signInAccountFailuresAnywhere, email]] as const) {
    const account = await peekLimit(app.db, limit, subject, app.now());
    if (!account.allowed) return { ok: false, tooMany: account };
  }

  const user = await findUserByEmail(app.db, email);
  const valid = await verifyPassword(user?.password_hash, password);
  if (user && valid) return { ok: true, user };
  // Only failures count per account, so a pupil who signs in many times a day is never locked out.
  await hitLimit(app.db, RATE_LIMITS.signInAccountFailures, fromHere, app.now());
  await hitLimit(app.db, RATE_LIMITS.signInAccountFailuresAnywhere, email, app.now());
  return { ok: false };
}

export function sendCredentialFailure(reply: FastifyReply, check: Extract<CredentialCheck, { ok: false }>) {
  return check.tooMany ? sendTooManyRequests(reply, check.tooMany) : sendInvalidCredential(reply);
}

/** A fresh idToken for the user's current token version. */
export function issueSession(app: FastifyInstance, user: Pick<UserRow, 'id' | 'token_version'>): Session {
  const { token, expiresAt } = signToken(app.signingSecret, { id: user.id, tokenVersion: Number(user.token_version) }, app.now());
  return { userId: user.id, idToken: token, expiresAt };
}
