import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SESSION_HOURS } from '../../src/contracts/auth';
import { signToken, verifyToken } from './tokens';

const secret = randomBytes(32);
const now = Date.UTC(2026, 10, 23, 8, 0, 0);
const user = { id: 'user_abcdefghij', tokenVersion: 3 };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function forge(header: unknown, claims: unknown, key: Buffer = secret) {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

const validClaims = () => {
  const iat = Math.floor(now / 1000);
  return { sub: user.id, aud: 'ueokonomiapp', iss: 'ueokonomiapp', iat, exp: iat + 3600, ver: 3 };
};

describe('tokens', () => {
  it('accepts its own token and reads the user and version from it', () => {
    const { token, expiresAt } = signToken(secret, user, now);
    const check = verifyToken(secret, token, now + 1000);
    expect(check).toMatchObject({ ok: true, claims: { sub: user.id, ver: 3, aud: 'ueokonomiapp', iss: 'ueokonomiapp' } });
    expect(expiresAt).toBe(Math.floor(now / 1000) * 1000 + SESSION_HOURS * 3600 * 1000);
  });

  it('makes a different token for each sign-in, even in the same second', () => {
    const first = signToken(secret, user, now).token;
    const second = signToken(secret, user, now).token;
    expect(first).not.toBe(second);
    expect(verifyToken(secret, second, now).ok).toBe(true);
  });

  it('says expired once the session hours have passed', () => {
    const { token, expiresAt } = signToken(secret, user, now);
    expect(verifyToken(secret, token, expiresAt - 1000).ok).toBe(true);
    expect(verifyToken(secret, token, expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token with alg none, signed or not', () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(validClaims())}.`;
    expect(verifyToken(secret, unsigned, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(secret, forge({ alg: 'none', typ: 'JWT' }, validClaims()), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses another algorithm even with a valid HMAC', () => {
    expect(verifyToken(secret, forge({ alg: 'HS512', typ: 'JWT' }, validClaims()), now).ok).toBe(false);
    expect(verifyToken(secret, forge({ alg: 'RS256', typ: 'JWT' }, validClaims()), now).ok).toBe(false);
  });

  it('refuses a token of another type, even with a valid HMAC', () => {
    expect(verifyToken(secret, forge({ alg: 'HS256', typ: 'at+jwt' }, validClaims()), now).ok).toBe(false);
    expect(verifyToken(secret, forge({ alg: 'HS256' }, validClaims()), now).ok).toBe(true);
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyToken(secret, forge({ alg: 'HS256', typ: 'JWT' }, validClaims(), randomBytes(32)), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token whose claims were changed after signing', () => {
    const { token } = signToken(secret, user, now);
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${b64({ ...validClaims(), sub: 'someone_else_1' })}.${signature}`;
    expect(verifyToken(secret, tampered, now).ok).toBe(false);
  });

  it.each([
    ['audience', { aud: 'another-app' }],
    ['issuer', { iss: 'someone' }],
    ['subject', { sub: 'x' }],
    ['version', { ver: '3' }],
    ['issue time in the future', { iat: Math.floor(now / 1000) + 3600 }],
  ])('refuses a wrong %s', (_, override) => {
    expect(verifyToken(secret, forge({ alg: 'HS256', typ: 'JWT' }, { ...validClaims(), ...override }), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('does not call a forged token with a past expiry "expired"', () => {
    const past = { ...validClaims(), exp: Math.floor(now / 1000) - 10 };
    expect(verifyToken(secret, forge({ alg: 'HS256' }, past, randomBytes(32)), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each(['', 'abc', 'a.b', 'a.b.c.d', '!!!.???.###', `${b64({ alg: 'HS256' })}.not-json.abc`, 'eyJhbGciOiJIUzI1NiJ9..'])(
    'refuses the malformed token %j',
    (token) => {
      expect(verifyToken(secret, token, now)).toEqual({ ok: false, reason: 'invalid' });
    },
  );
});
