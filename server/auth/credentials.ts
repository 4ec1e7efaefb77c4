import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERROR, type Session } from '../../src/contracts/auth';
import { sendFailure } from '../plugins/errors';
import { hitWindow, peekWindow, TOO_MANY_REQUESTS } from '../plugins/rateLimit';
import { findUserByEmail, mustChangePassword, type UserRow } from '../db/repositories/users';
import { createAddressTurns } from '../turns';
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

export function sendTooManyRequests(reply: FastifyReply, state: LimitState, failure: Parameters<typeof sendFailure>[2] = TOO_MANY_REQUESTS) {
  reply.header('retry-after', String(state.retryAfterSeconds));
  return sendFailure(reply, 429, failure);
}

/** The address has made its day's accounts; what was typed stays in the form. */
export const sendTooManyAccounts = (reply: FastifyReply, state: LimitState) =>
  sendTooManyRequests(reply, state, { error: AUTH_ERROR.tooManyRequests, messageKey: 'txt_error_too_many_accounts' });

export function sendInvalidCredential(reply: FastifyReply) {
  return sendFailure(reply, 401, { error: AUTH_ERROR.invalidCredential, messageKey: 'txt_error_login' });
}

/** Counts one attempt from the request's address; answers the 429 state when over the limit. */
export async function overAddressLimit(app: FastifyInstance, request: FastifyRequest, limit: RateLimit): Promise<LimitState | undefined> {
  const state = await hitWindow(app, request, limit, request.ip);
  return state.allowed ? undefined : state;
}

/**
 * The day's allowance of new accounts from an address (`RATE_LIMITS.accountsMadeAddress`): `check` before making
 * one, without counting; `count` once it is made, so refused attempts (a taken address, a weak password) cost none.
 */
export const accountsFromAddress = {
  async check(app: FastifyInstance, request: FastifyRequest): Promise<LimitState | undefined> {
    const state = await peekWindow(app, request, RATE_LIMITS.accountsMadeAddress, request.ip);
    return state.allowed ? undefined : state;
  },
  async count(app: FastifyInstance, request: FastifyRequest): Promise<void> {
    await hitWindow(app, request, RATE_LIMITS.accountsMadeAddress, request.ip);
  },
};

export type CredentialCheck = { ok: true; user: UserRow } | { ok: false; tooMany?: LimitState };

/**
 * Sign-ins from one address wait for each other rather than for every address's: a flood of failures from one
 * address keeps at most two checks (their statements and their hashing) in flight, so a class signing in from
 * the school's address and every pupil's saves are not queued behind it.
 */
export const CHECKS_IN_FLIGHT_PER_ADDRESS = 2;
export const addressChecks = createAddressTurns(CHECKS_IN_FLIGHT_PER_ADDRESS);

export interface CredentialOptions {
  /** A valid device cookie for this account (server/auth/deviceCookie.ts): throttled only by its own counter. */
  device?: DeviceToken;
  /**
   * Whether the e-mail address has an account. False counts the attempt in the address's bucket of unknown
   * accounts (`RATE_LIMITS.signInAddressUnknown`) instead of the one real accounts need; unset (a provider
   * that alone knows its accounts) counts it as a real account's.
   */
  accountExists?: boolean;
}

/**
 * The one password check behind every sign-in (identity sign-in, /api/jwt/token, an existing teacher registering,
 * reset-password), throttled as throttledCheck says. An unknown e-mail address costs the same work and gives the same
 * answer as a wrong password until its bucket is full. One address's checks run `CHECKS_IN_FLIGHT_PER_ADDRESS` at a time.
 */
export async function checkCredentials(app: FastifyInstance, ip: string, email: string, password: string, options: CredentialOptions = {}): Promise<CredentialCheck> {
  return addressChecks.run(ip, async () => {
    const user = await findUserByEmail(app.db, email.trim().toLowerCase());
    return throttledCheck(app, ip, email, { ...options, accountExists: user !== undefined }, async () => {
      const valid = await verifyPassword(user?.password_hash, password);
      return user && valid ? user : null;
    });
  });
}

/**
 * The throttling around any password check, ours or an identity provider's (the Firebase profile's jwt/token). Each
 * attempt is counted before `verify` runs, each counter in one atomic statement (rateLimit.ts hitBackoff), so of any
 * number of concurrent guesses only the allowed ones are checked. A device that has signed in to the account before
 * is throttled by its own counter only; any other attempt by the (account, address) and the account's counters, with
 * growing delays, and by the address's bucket of checks (real accounts and unknown addresses apart). A correct
 * password clears the (account, address) or device count and gives the others their attempt back. `verify` answers
 * the account's row, or null for a wrong password or an unknown address.
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
  // Made-up accounts spend a bucket of their own: a flood of them never refuses the school's real accounts. Counted
  // here, not by a route's window: the bucket depends on the account, a correct password gives its count back, and
  // the Firebase profile's check has only the address.
  const addressLimit = options.accountExists === false ? RATE_LIMITS.signInAddressUnknown : RATE_LIMITS.signInAddressChecks;
  const address = await hitLimit(app.db, addressLimit, ip, app.now());
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
 * `mustChangePassword` only when a teacher set a temporary password. `sessionId`: a second token
 * for a session the same browser already holds (the teacher's backend token beside the sign-in token).
 */
export async function issueSession(app: FastifyInstance, user: UserRow, sessionId?: string): Promise<Session> {
  const { token, expiresAt } = await signToken(
    app.signingSecret,
    { id: user.id, tokenVersion: Number(user.token_version), sessionId },
    app.now(),
    {},
    app.config.tokenLifetimeHours,
  );
  const session: Session = { userId: user.id, idToken: token, expiresAt };
  return mustChangePassword(user) ? { ...session, mustChangePassword: true } : session;
}
