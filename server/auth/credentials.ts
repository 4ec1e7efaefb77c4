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

/** `check` before making an account, `count` once made, so refused attempts (a taken address, a weak password) cost none. */
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

/** Checks in flight per address, so one address's flood of failures never queues everyone else's sign-ins and saves. */
export const CHECKS_IN_FLIGHT_PER_ADDRESS = 2;
export const addressChecks = createAddressTurns(CHECKS_IN_FLIGHT_PER_ADDRESS);

export interface CredentialOptions {
  /** A valid device cookie for this account (server/auth/deviceCookie.ts): throttled only by its own counter. */
  device?: DeviceToken;
  /** False counts the attempt in `RATE_LIMITS.signInAddressUnknown`; unset (a provider knows its accounts) as a real one. */
  accountExists?: boolean;
}

/**
 * The one password check behind every sign-in. An unknown e-mail address costs the same work and gives the same
 * answer as a wrong password until its bucket is full.
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
 * The throttling around any password check, ours or an identity provider's. Attempts are counted before `verify`
 * runs, so of concurrent guesses only the allowed ones are checked. A known device is throttled by its own counter
 * only; any other attempt by the (account, address), the account and the address counters.
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
  // Counted here, not by a route's window: the bucket depends on the account and a correct password refunds it.
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
 * A fresh idToken and session; the session row is made on the token's first use (requireUser). `sessionId`: a second
 * token for a session the browser already holds (the teacher's backend token beside the sign-in token).
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
