import { randomBytes } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
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

const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const newSessionId = () => randomBytes(18).toString('base64url');

/** Imported once per secret: jose would import raw bytes again on every call. */
const keys = new WeakMap<Buffer, Promise<CryptoKey>>();
function signingKey(secret: Buffer): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** An HS256 JWT for a user, with a new session id unless one is given; `expiresAt` in epoch milliseconds. */
export async function signToken(
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
  const token = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await signingKey(secret));
  return { token, expiresAt: claims.exp * 1000 };
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** The product's rules on claims jose does not know: our user and session ids, the token version, the lifetime bound. */
function ourClaims(payload: JWTPayload, nowMs: number, lifetimeHours: number): TokenClaims | undefined {
  const { sub, iat, exp, ver, sid } = payload;
  if (typeof sub !== 'string' || !UserIdSchema.safeParse(sub).success) return undefined;
  if (!isInt(iat) || !isInt(exp) || !isInt(ver) || ver < 0) return undefined;
  if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return undefined;
  if (exp <= iat || exp - iat > lifetimeHours * 3600) return undefined;
  if (iat > Math.floor(nowMs / 1000) + CLOCK_SKEW_SECONDS) return undefined;
  return { sub, aud: TOKEN_AUDIENCE, iss: TOKEN_ISSUER, iat, exp, ver, sid };
}

/**
 * The algorithm comes from our allow-list (HS256), never the token, so `alg: none` and confusion tokens fail first.
 * A token living longer than `lifetimeHours` is refused even with a good signature, so no key outlives the rules.
 */
export async function verifyToken(secret: Buffer, token: string, nowMs: number, lifetimeHours: number): Promise<TokenCheck> {
  const invalid = { ok: false, reason: 'invalid' } as const;
  try {
    const { payload, protectedHeader } = await jwtVerify(token, await signingKey(secret), {
      algorithms: ['HS256'],
      audience: TOKEN_AUDIENCE,
      issuer: TOKEN_ISSUER,
      requiredClaims: ['exp'],
      currentDate: new Date(nowMs),
    });
    // A missing `typ` is allowed (RFC 7519 makes it optional); any other type is another kind of token.
    if (protectedHeader.typ !== undefined && protectedHeader.typ !== 'JWT') return invalid;
    const claims = ourClaims(payload, nowMs, lifetimeHours);
    return claims ? { ok: true, claims } : invalid;
  } catch (err) {
    if (err instanceof errors.JWTExpired && ourClaims(err.payload, nowMs, lifetimeHours)) return { ok: false, reason: 'expired' };
    return invalid;
  }
}
