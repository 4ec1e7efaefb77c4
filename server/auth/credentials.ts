import type { FastifyInstance, FastifyReply } from 'fastify';
import { AUTH_ERROR, type Session } from '../../src/contracts/auth';
import { sendFailure } from '../plugins/errors';
import { findUserByEmail, type UserRow } from '../db/repositories/users';
import os from 'node:os';
import type { DeviceToken } from './deviceCookie';
import { verifyPassword } from './passwords';
import {
  accountKey,
  clearKey,
  DEVICE_TRUST_ATTEMPTS,
  hitBackoff,
  hitLimit,
  RATE_LIMITS,
  refundAttempt,
  refundLimit,
  SIGN_IN_BACKOFF,
  type LimitState,
  type RateLimit,
} from './rateLimit';
import { signToken } from './tokens';
import { Turns } from '../turns';

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
 * Password checks from one address wait for each other rather than for every address's: a flood of
 * failures from one address keeps at most this many checks in the hashing queue, so a class signing in
 * from the school's address is not queued behind it. One address alone can still fill every slot.
 */
const CHECKS_IN_FLIGHT_PER_ADDRESS = Math.max(2, os.availableParallelism());
const addressTurns = new Map<string, Turns>();

async function inAddressTurn<T>(ip: string, task: () => Promise<T>): Promise<T> {
  let turns = addressTurns.get(ip);
  if (!turns) addressTurns.set(ip, (turns = new Turns(CHECKS_IN_FLIGHT_PER_ADDRESS)));
  try {
    return await turns.run(task);
  } finally {
    if (turns.idle) addressTurns.delete(ip);
  }
}

export interface CredentialOptions {
  /** A valid device cookie for this account (server/auth/deviceCookie.ts): throttled only by its own counter. */
  device?: DeviceToken;
}

/**
 * The one password check behind every sign-in (identity sign-in, /api/jwt/token, an existing teacher
 * registering, reset-password). Each attempt is counted before its password is checked, each counter in
 * one atomic statement that lets it through or not (server/auth/rateLimit.ts hitBackoff), so of any
 * number of concurrent guesses only the allowed ones are ever checked (issue 16). A device that has
 * signed in to the account before is throttled by its own counter only; any other attempt by the
 * (account, address) and the account's counters, with growing delays, and by the address's count of
 * checks. A correct password clears the (account, address) or device count and gives the others their
 * attempt back. An unknown e-mail address costs the same work and gives the same answer as a wrong password.
 */
export async function checkCredentials(app: FastifyInstance, ip: string, email: string, password: string, options: CredentialOptions = {}): Promise<CredentialCheck> {
  return throttledCheck(app, ip, email, options, async (account) => {
    const user = await findUserByEmail(app.db, account);
    const valid = await inAddressTurn(ip, () => verifyPassword(user?.password_hash, password));
    return user && valid ? user : null;
  });
}

/**
 * The throttling around any password check, ours or an identity provider's (the Firebase profile's
 * jwt/token): counted before `verify` runs, cleared or refunded after it succeeds. `verify` answers the
 * account's row, or null for a wrong password or an unknown address.
 */
export async function throttledCheck<T>(
  app: FastifyInstance,
  ip: string,
  email: string,
  options: CredentialOptions,
  verify: (account: string) => Promise<T | null>,
): Promise<{ ok: true; user: T } | { ok: false; tooMany?: LimitState }> {
  const account = email.trim().toLowerCase();
  if (options.device) {
    const deviceKey = accountKey(SIGN_IN_BACKOFF.device, account, options.device.device);
    const device = await hitBackoff(app.db, SIGN_IN_BACKOFF.device, deviceKey, app.now());
    // After too many failures the cookie is no longer trusted, and the attempt goes the stranger's way.
    if (device.count <= DEVICE_TRUST_ATTEMPTS) {
      if (!device.allowed) return { ok: false, tooMany: device };
      const user = await verify(account);
      if (!user) return { ok: false };
      await clearKey(app.db, deviceKey.key);
      return { ok: true, user };
    }
  }

  const here = accountKey(SIGN_IN_BACKOFF.accountAddress, account, ip);
  const fromHere = await hitBackoff(app.db, SIGN_IN_BACKOFF.accountAddress, here, app.now());
  if (!fromHere.allowed) return { ok: false, tooMany: fromHere };
  const anywhere = accountKey(SIGN_IN_BACKOFF.account, account);
  const fromAnywhere = await hitBackoff(app.db, SIGN_IN_BACKOFF.account, anywhere, app.now());
  if (!fromAnywhere.allowed) return { ok: false, tooMany: fromAnywhere };
  const address = await hitLimit(app.db, RATE_LIMITS.signInAddressChecks, ip, app.now());
  if (!address.allowed) return { ok: false, tooMany: address };

  const user = await verify(account);
  if (!user) return { ok: false };
  // Successful sign-ins never count against the address or the account.
  await clearKey(app.db, here.key);
  await refundAttempt(app.db, anywhere.key);
  await refundLimit(app.db, RATE_LIMITS.signInAddressChecks, ip);
  return { ok: true, user };
}

export function sendCredentialFailure(reply: FastifyReply, check: Extract<CredentialCheck, { ok: false }>) {
  return check.tooMany ? sendTooManyRequests(reply, check.tooMany) : sendInvalidCredential(reply);
}

/**
 * A fresh idToken for the user's current token version, a new session (`sid`) living the configured
 * lifetime. The session row is made on the token's first use (requireUser), which brings the device text.
 * `mustChangePassword` only when a teacher set a temporary password (issue 16). `sessionId`: a second token
 * for a session the same browser already holds (the teacher's backend token beside the sign-in token).
 */
export function issueSession(app: FastifyInstance, user: Pick<UserRow, 'id' | 'token_version'> & { must_change_password?: unknown }, sessionId?: string): Session {
  const { token, expiresAt } = signToken(
    app.signingSecret,
    { id: user.id, tokenVersion: Number(user.token_version), sessionId },
    app.now(),
    {},
    app.config.tokenLifetimeHours,
  );
  const session: Session = { userId: user.id, idToken: token, expiresAt };
  return Number(user.must_change_password ?? 0) === 1 ? { ...session, mustChangePassword: true } : session;
}
