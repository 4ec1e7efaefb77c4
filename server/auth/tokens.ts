import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SESSION_HOURS, UserIdSchema } from '../../src/contracts/auth';

export const TOKEN_AUDIENCE = 'ueokonomiapp';
export const TOKEN_ISSUER = 'ueokonomiapp';
/** Tolerated clock difference between instances for `iat`. */
const CLOCK_SKEW_SECONDS = 60;

export interface TokenClaims {
  sub: string;
  aud: string;
  iss: string;
  iat: number;
  exp: number;
  /** `users.token_version` when the token was made; raising it revokes every older token. */
  ver: number;
  /** Random: two sign-ins in the same second still get two different tokens. */
  jti?: string;
  /** The session (device) the token belongs to: `sessions.id`, which logout and «Logg ut denne» end. */
  sid: string;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const newSessionId = () => randomBytes(18).toString('base64url');

function hmac(secret: Buffer, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/**
 * An HS256 JWT for a user, living `lifetimeHours` (the server passes `config.tokenLifetimeHours`); a new
 * session id unless one is given. `expiresAt` is epoch milliseconds, like every other time the API reports.
 */
export function signToken(
  secret: Buffer,
  user: { id: string; tokenVersion: number; sessionId?: string },
  nowMs: number,
  overrides: Partial<TokenClaims> = {},
  lifetimeHours: number = SESSION_HOURS,
) {
  const iat = Math.floor(nowMs / 1000);
  const claims: TokenClaims = {
    sub: user.id,
    aud: TOKEN_AUDIENCE,
    iss: TOKEN_ISSUER,
    iat,
    exp: iat + lifetimeHours * 3600,
    ver: user.tokenVersion,
    jti: randomBytes(12).toString('base64url'),
    sid: user.sessionId ?? newSessionId(),
    ...overrides,
  };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return { token: `${body}.${hmac(secret, body).toString('base64url')}`, expiresAt: claims.exp * 1000 };
}

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * Checks signature and claims. The algorithm comes from our allow-list (HS256 only), never from the
 * token, so `alg: none` and algorithm-confusion tokens are refused before anything else is read. A token
 * made to live longer than `lifetimeHours` (`exp − iat`) is refused even with a good signature: whoever
 * once held the secret, or a bug that signed for too long, must not get a key that outlives the rules.
 */
export function verifyToken(secret: Buffer, token: string, nowMs: number, lifetimeHours: number): TokenCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return invalid;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];

  const header = parseJson(headerPart);
  if (!isObject(header) || header.alg !== 'HS256' || (header.typ !== undefined && header.typ !== 'JWT') || 'crit' in header) return invalid;

  const expected = hmac(secret, `${headerPart}.${payloadPart}`);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;

  const claims = parseJson(payloadPart);
  if (!isObject(claims)) return invalid;
  const { sub, aud, iss, iat, exp, ver, sid } = claims;
  const audOk = aud === TOKEN_AUDIENCE || (Array.isArray(aud) && aud.includes(TOKEN_AUDIENCE));
  if (typeof sub !== 'string' || !UserIdSchema.safeParse(sub).success || !audOk || iss !== TOKEN_ISSUER) return invalid;
  if (!isInt(iat) || !isInt(exp) || !isInt(ver) || ver < 0) return invalid;
  if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return invalid;
  if (exp <= iat || exp - iat > lifetimeHours * 3600) return invalid;

  const now = Math.floor(nowMs / 1000);
  if (iat > now + CLOCK_SKEW_SECONDS) return invalid;
  if (exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { sub, aud: TOKEN_AUDIENCE, iss, iat, exp, ver, sid } };
}
