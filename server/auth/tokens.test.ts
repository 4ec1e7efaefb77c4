import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SESSION_HOURS } from '../../src/contracts/auth';
import { signToken, verifyToken } from './tokens';

const secret = randomBytes(32);
const now = Date.UTC(2026, 10, 23, 8, 0, 0);
const user = { id: 'user_abcdefghij', tokenVersion: 3 };
const HOURS = SESSION_HOURS;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function forge(header: unknown, claims: unknown, key: Buffer = secret) {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

const validClaims = () => {
  const iat = Math.floor(now / 1000);
  return { sub: user.id, aud: 'ueokonomiapp', iss: 'ueokonomiapp', iat, exp: iat + 3600, ver: 3, sid: 'session_abcdefghijk' };
};

describe('tokens', () => {
  it('accepts its own token and reads the user and version from it', async () => {
    const { token, expiresAt } = await signToken(secret, user, now);
    const check = await verifyToken(secret, token, now + 1000, HOURS);
    expect(check).toMatchObject({ ok: true, claims: { sub: user.id, ver: 3, aud: 'ueokonomiapp', iss: 'ueokonomiapp' } });
    expect(expiresAt).toBe(Math.floor(now / 1000) * 1000 + SESSION_HOURS * 3600 * 1000);
  });

  it('makes a different token for each sign-in, even in the same second', async () => {
    const first = (await signToken(secret, user, now)).token;
    const second = (await signToken(secret, user, now)).token;
    expect(first).not.toBe(second);
    expect((await verifyToken(secret, second, now, HOURS)).ok).toBe(true);
  });

  it('says expired once the session hours have passed', async () => {
    const { token, expiresAt } = await signToken(secret, user, now);
    expect((await verifyToken(secret, token, expiresAt - 1000, HOURS)).ok).toBe(true);
    expect(await verifyToken(secret, token, expiresAt, HOURS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token with alg none, signed or not', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(validClaims())}.`;
    expect(await verifyToken(secret, unsigned, now, HOURS)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyToken(secret, forge({ alg: 'none', typ: 'JWT' }, validClaims()), now, HOURS)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses another algorithm even with a valid HMAC', async () => {
    expect((await verifyToken(secret, forge({ alg: 'HS512', typ: 'JWT' }, validClaims()), now, HOURS)).ok).toBe(false);
    expect((await verifyToken(secret, forge({ alg: 'RS256', typ: 'JWT' }, validClaims()), now, HOURS)).ok).toBe(false);
  });

  it('refuses a token of another type, even with a valid HMAC', async () => {
    expect((await verifyToken(secret, forge({ alg: 'HS256', typ: 'at+jwt' }, validClaims()), now, HOURS)).ok).toBe(false);
    expect((await verifyToken(secret, forge({ alg: 'HS256' }, validClaims()), now, HOURS)).ok).toBe(true);
  });

  it('refuses a token signed with another secret', async () => {
    expect(await verifyToken(secret, forge({ alg: 'HS256', typ: 'JWT' }, validClaims(), randomBytes(32)), now, HOURS)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const { token } = await signToken(secret, user, now);
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${b64({ ...validClaims(), sub: 'someone_else_1' })}.${signature}`;
    expect((await verifyToken(secret, tampered, now, HOURS)).ok).toBe(false);
  });

  it.each([
    ['audience', { aud: 'another-app' }],
    ['issuer', { iss: 'someone' }],
    ['subject', { sub: 'x' }],
    ['version', { ver: '3' }],
    ['issue time in the future', { iat: Math.floor(now / 1000) + 3600 }],
  ])('refuses a wrong %s', async (_, override) => {
    expect(await verifyToken(secret, forge({ alg: 'HS256', typ: 'JWT' }, { ...validClaims(), ...override }), now, HOURS)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('does not call a forged token with a past expiry "expired"', async () => {
    const past = { ...validClaims(), exp: Math.floor(now / 1000) - 10 };
    expect(await verifyToken(secret, forge({ alg: 'HS256' }, past, randomBytes(32)), now, HOURS)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each(['', 'abc', 'a.b', 'a.b.c.d', '!!!.???.###', `${b64({ alg: 'HS256' })}.not-json.abc`, 'eyJhbGciOiJIUzI1NiJ9..'])(
    'refuses the malformed token %j',
    async (token) => {
      expect(await verifyToken(secret, token, now, HOURS)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('refuses a token signed with the real secret to live longer than the configured lifetime', async () => {
    const iat = Math.floor(now / 1000);
    const tenYears = forge({ alg: 'HS256', typ: 'JWT' }, { ...validClaims(), exp: iat + 10 * 365 * 24 * 3600 });
    expect(await verifyToken(secret, tenYears, now, HOURS)).toEqual({ ok: false, reason: 'invalid' });
    const justOver = forge({ alg: 'HS256', typ: 'JWT' }, { ...validClaims(), exp: iat + 2 * 3600 + 1 });
    expect(await verifyToken(secret, justOver, now, 2)).toEqual({ ok: false, reason: 'invalid' });
    const exactly = forge({ alg: 'HS256', typ: 'JWT' }, { ...validClaims(), exp: iat + 2 * 3600 });
    expect((await verifyToken(secret, exactly, now, 2)).ok).toBe(true);
    expect(await verifyToken(secret, forge({ alg: 'HS256' }, { ...validClaims(), exp: iat }), now, HOURS)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('calls a genuine token expired only when it keeps every other rule', async () => {
    const iat = Math.floor(now / 1000) - 3 * 3600;
    expect(await verifyToken(secret, forge({ alg: 'HS256' }, { ...validClaims(), iat, exp: iat + 3600 }), now, HOURS)).toEqual({ ok: false, reason: 'expired' });
    const tooLong = forge({ alg: 'HS256' }, { ...validClaims(), iat, exp: iat + 2 * 3600 + 1 });
    expect(await verifyToken(secret, tooLong, now, 2)).toEqual({ ok: false, reason: 'invalid' });
    const anotherApp = forge({ alg: 'HS256' }, { ...validClaims(), iat, exp: iat + 3600, aud: 'another-app' });
    expect(await verifyToken(secret, anotherApp, now, HOURS)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('issues tokens with the lifetime it is given, which the same bound then accepts', async () => {
    const { token, expiresAt } = await signToken(secret, user, now, {}, 2);
    expect(expiresAt - Math.floor(now / 1000) * 1000).toBe(2 * 3_600_000);
    expect((await verifyToken(secret, token, now, 2)).ok).toBe(true);
    expect(await verifyToken(secret, token, now, 1)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('puts a session id in every token and refuses a token without one', async () => {
    const { token } = await signToken(secret, user, now);
    const check = await verifyToken(secret, token, now, HOURS);
    expect(check.ok && check.claims.sid).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const kept = await verifyToken(secret, (await signToken(secret, { ...user, sessionId: 'session_abcdefghijk' }, now)).token, now, HOURS);
    expect(kept.ok && kept.claims.sid).toBe('session_abcdefghijk');
    const { sid: _sid, ...noSid } = validClaims();
    expect(await verifyToken(secret, forge({ alg: 'HS256' }, noSid), now, HOURS)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyToken(secret, forge({ alg: 'HS256' }, { ...validClaims(), sid: 'kort' }), now, HOURS)).toEqual({ ok: false, reason: 'invalid' });
  });
});
