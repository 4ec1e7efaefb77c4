import { createRemoteJWKSet, customFetch, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { TEACHER_CLAIM } from '../../src/contracts/firebaseConfig';

/** What the server takes from a verified Firebase ID token. */
export interface FirebaseIdentity {
  uid: string;
  email: string | undefined;
  /** The server-set custom claim; only a token Google (or the emulator) signed can carry it. */
  teacher: boolean;
}

export type IdTokenCheck = { ok: true; identity: FirebaseIdentity } | { ok: false; reason: 'expired' | 'invalid' };

/** Google's token-signing public keys; tests give a local key set instead. */
export type SigningKeys = JWTVerifyGetKey;

/** Undefined when the account no longer exists. */
export type AccountState = { disabled: boolean; tokensValidAfterMs: number | undefined } | undefined;

const GOOGLE_KEYS_URL = new URL('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com');
/** Tolerated clock difference for `iat` and `auth_time`; `exp` is strict. */
const CLOCK_SKEW_SECONDS = 60;

/** An unknown key id refetches (a key rotation needs no restart), at most once a minute so made-up ids cannot hammer Google. */
export function googleSigningKeys(fetchFn: typeof fetch = fetch): SigningKeys {
  return createRemoteJWKSet(GOOGLE_KEYS_URL, { cooldownDuration: 60_000, [customFetch]: fetchFn });
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** Firebase's rules on claims jose does not know: a uid as subject, `iat` and `auth_time` not in the future. */
function firebaseClaims(claims: JWTPayload, nowMs: number): { uid: string; authTime: number } | undefined {
  const { sub, iat, auth_time: authTime } = claims;
  const latest = Math.floor(nowMs / 1000) + CLOCK_SKEW_SECONDS;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) return undefined;
  if (!isInt(iat) || !isInt(authTime) || iat > latest || authTime > latest) return undefined;
  return { uid: sub, authTime };
}

/**
 * Verifies a Firebase ID token as Google documents it. The algorithm is ours (RS256), never the token's, so `alg: none`
 * and HS256 confusion fail first; last, the account must exist, be enabled and not revoked since `auth_time`.
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
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, options.keys, {
        algorithms: ['RS256'],
        audience: options.projectId,
        issuer,
        requiredClaims: ['exp'],
        currentDate: new Date(options.now()),
      }));
    } catch (err) {
      // Only a genuine token that keeps every other rule is "expired".
      return err instanceof errors.JWTExpired && firebaseClaims(err.payload, options.now()) ? { ok: false, reason: 'expired' } : invalid;
    }
    const checked = firebaseClaims(claims, options.now());
    if (!checked) return invalid;
    const { uid, authTime } = checked;

    const account = await options.account(uid);
    if (!account || account.disabled) return invalid;
    if (account.tokensValidAfterMs !== undefined && authTime * 1000 < account.tokensValidAfterMs) return invalid;
    return { ok: true, identity: { uid, email: typeof claims.email === 'string' ? claims.email : undefined, teacher: claims[TEACHER_CLAIM] === true } };
  };
}
