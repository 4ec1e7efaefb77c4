import { createSign, generateKeyPairSync } from 'node:crypto';
import { createLocalJWKSet } from 'jose';
import type { SigningKeys } from '../firebase/verifyIdToken';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A local stand-in for Google's token-signing keys: the production verifier runs offline against it.
 * `sign` makes an ID token as Firebase Auth would; `attacker` signs with a key Google never published.
 */
let pairs: { google: ReturnType<typeof newPair>; attacker: ReturnType<typeof newPair> } | undefined;
const newPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

export function localSigningKeys(projectId: string, now: () => number = Date.now) {
  // Making RSA keys takes a while; one pair of each per test process is enough.
  pairs ??= { google: newPair(), attacker: newPair() };
  const { google, attacker } = pairs;
  const kid = 'local-key-1';
  const keys: SigningKeys = createLocalJWKSet({ keys: [{ ...google.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });

  function claimsFor(uid: string, extra: Record<string, unknown> = {}) {
    const t = Math.floor(now() / 1000);
    return { iss: `https://securetoken.google.com/${projectId}`, aud: projectId, auth_time: t, user_id: uid, sub: uid, iat: t, exp: t + 3600, ...extra };
  }

  function sign(claims: Record<string, unknown>, options: { header?: Record<string, unknown>; key?: 'google' | 'attacker' } = {}) {
    const body = `${b64({ alg: 'RS256', kid, typ: 'JWT', ...options.header })}.${b64(claims)}`;
    const key = options.key === 'attacker' ? attacker.privateKey : google.privateKey;
    return `${body}.${createSign('RSA-SHA256').update(body).sign(key).toString('base64url')}`;
  }

  return { keys, kid, claimsFor, sign };
}

/** An unsigned token, as the Auth emulator makes them (and as an attacker would in production). */
export function unsignedToken(claims: Record<string, unknown>) {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}
