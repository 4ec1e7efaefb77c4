import { createVerify, type KeyObject, X509Certificate } from 'node:crypto';
import { TEACHER_CLAIM } from '../../src/contracts/firebaseConfig';

/** What the server takes from a verified Firebase ID token. */
export interface FirebaseIdentity {
  uid: string;
  email: string | undefined;
  /** The server-set custom claim; only a token Google (or the emulator) signed can carry it. */
  teacher: boolean;
}

export type IdTokenCheck = { ok: true; identity: FirebaseIdentity } | { ok: false; reason: 'expired' | 'invalid' };

/** Google's token-signing public keys by key id; tests give a local key pair instead. */
export interface SigningKeys {
  key(kid: string): Promise<KeyObject | undefined>;
}

/** The account's state for revocation: undefined when the account no longer exists. */
export type AccountState = { disabled: boolean; tokensValidAfterMs: number | undefined } | undefined;

const GOOGLE_CERTS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Tolerated clock difference for `iat` and `auth_time`; `exp` is strict. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Google's X.509 certificates for Firebase ID tokens, kept as long as their Cache-Control allows. A key id
 * that is not in the cached set refetches once, so a key rotation is picked up without a restart.
 */
export function googleSigningKeys(fetchFn: typeof fetch = fetch, now: () => number = Date.now): SigningKeys {
  let cached: { keys: Map<string, KeyObject>; until: number } | undefined;
  let lastLoad = 0;
  async function load(): Promise<Map<string, KeyObject>> {
    lastLoad = now();
    const res = await fetchFn(GOOGLE_CERTS_URL);
    if (!res.ok) throw new Error(`Google-nøklene svarte ${res.status}`);
    const certs = (await res.json()) as Record<string, string>;
    const keys = new Map(Object.entries(certs).map(([kid, pem]) => [kid, new X509Certificate(pem).publicKey]));
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1] ?? 3600);
    cached = { keys, until: now() + maxAge * 1000 };
    return keys;
  }
  return {
    async key(kid) {
      const current = cached && cached.until > now() ? cached : undefined;
      const hit = current?.keys.get(kid);
      if (hit) return hit;
      // An unknown key id refetches at most once a minute, so made-up ids cannot make us hammer Google.
      if (current && now() - lastLoad < 60_000) return undefined;
      return (await load()).get(kid);
    },
  };
}

function parseJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * Verifies a Firebase ID token as Google documents it: RS256 only (the algorithm is ours, never the
 * token's, so `alg: none` and HS256 confusion fail first), a known key id, the signature, then `aud` =
 * project, `iss` = securetoken.google.com/project, `sub` = a uid, `exp` in the future, `iat` and
 * `auth_time` not in it; last, the account must exist, be enabled and not revoked since `auth_time`.
 */
export function createIdTokenVerifier(options: {
  projectId: string;
  keys: SigningKeys;
  account: (uid: string) => Promise<AccountState>;
  now: () => number;
}): (token: string) => Promise<IdTokenCheck> {
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  return async (token) => {
    const invalid = { ok: false, reason: 'invalid' } as const;
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return invalid;
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    const header = parseJson(headerPart);
    if (!header || header.alg !== 'RS256' || typeof header.kid !== 'string' || 'crit' in header) return invalid;

    let key: KeyObject | undefined;
    try {
      key = await options.keys.key(header.kid);
    } catch {
      return invalid;
    }
    if (!key || key.asymmetricKeyType !== 'rsa') return invalid;
    const signed = createVerify('RSA-SHA256').update(`${headerPart}.${payloadPart}`).verify(key, Buffer.from(signaturePart, 'base64url'));
    if (!signed) return invalid;

    const claims = parseJson(payloadPart);
    if (!claims) return invalid;
    const { aud, iss, sub, iat, exp, auth_time: authTime, email } = claims;
    const nowSeconds = Math.floor(options.now() / 1000);
    if (aud !== options.projectId || iss !== issuer) return invalid;
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) return invalid;
    if (!isInt(iat) || !isInt(exp) || !isInt(authTime)) return invalid;
    if (iat > nowSeconds + CLOCK_SKEW_SECONDS || authTime > nowSeconds + CLOCK_SKEW_SECONDS) return invalid;
    if (exp <= nowSeconds) return { ok: false, reason: 'expired' };

    const account = await options.account(sub);
    if (!account || account.disabled) return invalid;
    if (account.tokensValidAfterMs !== undefined && authTime * 1000 < account.tokensValidAfterMs) return invalid;
    return { ok: true, identity: { uid: sub, email: typeof email === 'string' ? email : undefined, teacher: claims[TEACHER_CLAIM] === true } };
  };
}
