import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP's device cookies: after a correct password the browser gets a signed token for the account, so strangers
 * guessing it cannot lock out a device that signed in before. A token: HMAC of the e-mail address, issued-at seconds,
 * a random device nonce and a MAC. One cookie keeps the last few accounts' tokens (a shared school computer).
 */
export const DEVICE_COOKIE = 'okonomi_device';
export const DEVICE_COOKIE_DAYS = 180;
const MAX_ACCOUNTS_PER_DEVICE = 5;
const ACCOUNT_BYTES = 16;
const NONCE_BYTES = 12;
const MAC_BYTES = 16;
const TOKEN_BYTES = ACCOUNT_BYTES + 4 + NONCE_BYTES + MAC_BYTES;
const SEPARATOR = '~';

export interface DeviceToken {
  /** base64url of the nonce: the device's name in its own throttle counter. */
  device: string;
  issuedAt: number;
}

function accountTag(secret: Buffer, email: string): Buffer {
  return createHmac('sha256', secret).update(`device-account\u0000${email.trim().toLowerCase()}`).digest().subarray(0, ACCOUNT_BYTES);
}

function mac(secret: Buffer, body: Buffer): Buffer {
  return createHmac('sha256', secret).update('device-cookie\u0000').update(body).digest().subarray(0, MAC_BYTES);
}

export function createDeviceToken(secret: Buffer, email: string, now: number): string {
  const issuedAt = Buffer.alloc(4);
  issuedAt.writeUInt32BE(Math.floor(now / 1000));
  const body = Buffer.concat([accountTag(secret, email), issuedAt, randomBytes(NONCE_BYTES)]);
  return Buffer.concat([body, mac(secret, body)]).toString('base64url');
}

/** The device named by a token, if the token is genuine, for this account and not older than its lifetime. */
export function readDeviceToken(secret: Buffer, token: string, email: string, now: number): DeviceToken | undefined {
  const found = genuine(secret, token, now);
  if (!found || !timingSafeEqual(found.account, accountTag(secret, email)) || found.device.issuedAt > now + 60_000) return undefined;
  return found.device;
}

/** One cookie's value from the Cookie header (@fastify/cookie is not installed). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function tokensOf(request: FastifyRequest): string[] {
  const value = readCookie(request.headers.cookie, DEVICE_COOKIE) ?? '';
  return value.split(SEPARATOR).filter((t) => /^[A-Za-z0-9_-]{1,100}$/.test(t)).slice(0, MAX_ACCOUNTS_PER_DEVICE);
}

/** The request's valid device token for this account, if it has one. */
export function deviceFor(app: FastifyInstance, request: FastifyRequest, email: string): DeviceToken | undefined {
  for (const token of tokensOf(request)) {
    const found = readDeviceToken(app.signingSecret, token, email, app.now());
    if (found) return found;
  }
  return undefined;
}

/** The oldest device of the request's genuine tokens, as age earns an allowance (server/routes/public/klasse.ts). */
export function anyDevice(app: FastifyInstance, request: FastifyRequest): DeviceToken | undefined {
  let oldest: DeviceToken | undefined;
  for (const token of tokensOf(request)) {
    const found = genuine(app.signingSecret, token, app.now())?.device;
    if (found && (!oldest || found.issuedAt < oldest.issuedAt)) oldest = found;
  }
  return oldest;
}

/** After a correct password: a fresh token, replacing the account's old one, so a throttled token is never reused. */
export function setDeviceCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, email: string): void {
  const secret = app.signingSecret;
  const others = tokensOf(request).filter((t) => !readDeviceToken(secret, t, email, app.now()) && genuine(secret, t, app.now()));
  const value = [createDeviceToken(secret, email, app.now()), ...others].slice(0, MAX_ACCOUNTS_PER_DEVICE).join(SEPARATOR);
  const attributes = [`${DEVICE_COOKIE}=${value}`, 'Path=/api', `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`, 'HttpOnly', 'SameSite=Lax'];
  if (app.config.env === 'production') attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}

/** A token's account tag and device, if we signed it and it has not expired. */
function genuine(secret: Buffer, token: string, now: number): { account: Buffer; device: DeviceToken } | undefined {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== TOKEN_BYTES) return undefined;
  const body = raw.subarray(0, TOKEN_BYTES - MAC_BYTES);
  if (!timingSafeEqual(mac(secret, body), raw.subarray(TOKEN_BYTES - MAC_BYTES))) return undefined;
  const issuedAt = body.readUInt32BE(ACCOUNT_BYTES) * 1000;
  if (now - issuedAt > DEVICE_COOKIE_DAYS * 86_400_000) return undefined;
  return { account: body.subarray(0, ACCOUNT_BYTES), device: { device: body.subarray(ACCOUNT_BYTES + 4).toString('base64url'), issuedAt } };
}
