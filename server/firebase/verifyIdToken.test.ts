import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { localSigningKeys, unsignedToken } from '../test/firebaseTokens';
import { type AccountState, createIdTokenVerifier, googleSigningKeys } from './verifyIdToken';

const PROJECT = 'demo-okonomi';
const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);

const ACTIVE: AccountState = { disabled: false, tokensValidAfterMs: undefined };

function setUp(account: AccountState = ACTIVE) {
  const local = localSigningKeys(PROJECT, () => NOW);
  const verify = createIdTokenVerifier({ projectId: PROJECT, keys: local.keys, account: async () => account, now: () => NOW });
  return { ...local, verify };
}

const flip = (token: string, part: number, edit: (claims: Record<string, unknown>) => Record<string, unknown>) => {
  const parts = token.split('.');
  parts[part] = Buffer.from(JSON.stringify(edit(JSON.parse(Buffer.from(parts[part]!, 'base64url').toString('utf8'))))).toString('base64url');
  return parts.join('.');
};

describe('verifying Firebase ID tokens as in production (RS256, local keys)', () => {
  it('accepts a token signed with a published key, with its uid, e-mail and teacher claim', async () => {
    const { verify, sign, claimsFor } = setUp();
    expect(await verify(sign(claimsFor('pupilUid000001', { email: 'elev@skole.no' })))).toEqual({
      ok: true,
      identity: { uid: 'pupilUid000001', email: 'elev@skole.no', teacher: false },
    });
    expect(await verify(sign(claimsFor('teacherUid0001', { teacher: true })))).toMatchObject({ ok: true, identity: { teacher: true } });
  });

  it('refuses a token signed with a key Google never published', async () => {
    const { verify, sign, claimsFor } = setUp();
    expect(await verify(sign(claimsFor('pupilUid000001'), { key: 'attacker' }))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify(sign(claimsFor('pupilUid000001'), { header: { kid: 'unknown' } }))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token whose claims were edited after signing (a client giving itself the teacher claim)', async () => {
    const { verify, sign, claimsFor } = setUp();
    const edited = flip(sign(claimsFor('pupilUid000001')), 1, (claims) => ({ ...claims, teacher: true }));
    expect(await verify(edited)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses alg none, HS256 and a header that names other algorithms', async () => {
    const { verify, sign, claimsFor } = setUp();
    expect(await verify(unsignedToken(claimsFor('pupilUid000001')))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify(flip(sign(claimsFor('pupilUid000001')), 0, (h) => ({ ...h, alg: 'none' })))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify(sign(claimsFor('pupilUid000001'), { header: { alg: 'HS256' } }))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify('not.a.token')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired token as expired', async () => {
    const { verify, sign, claimsFor } = setUp();
    const t = Math.floor(NOW / 1000);
    expect(await verify(sign(claimsFor('pupilUid000001', { iat: t - 7200, auth_time: t - 7200, exp: t - 1 })))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another project’s audience or issuer, a token from the future and one without a subject', async () => {
    const { verify, sign, claimsFor } = setUp();
    const t = Math.floor(NOW / 1000);
    for (const extra of [
      { aud: 'another-project' },
      { iss: 'https://securetoken.google.com/another-project' },
      { iss: 'https://evil.example/demo-okonomi' },
      { iat: t + 600 },
      { auth_time: t + 600 },
      { sub: '' },
      { exp: 'never' },
    ]) {
      expect(await verify(sign(claimsFor('pupilUid000001', extra))), JSON.stringify(extra)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a token issued before the account’s tokens were revoked, and one of a disabled or deleted account', async () => {
    const t = Math.floor(NOW / 1000);
    const revoked = setUp({ disabled: false, tokensValidAfterMs: (t - 10) * 1000 });
    expect(await revoked.verify(revoked.sign(revoked.claimsFor('pupilUid000001', { auth_time: t - 60 })))).toEqual({ ok: false, reason: 'invalid' });
    expect(await revoked.verify(revoked.sign(revoked.claimsFor('pupilUid000001', { auth_time: t - 5 })))).toMatchObject({ ok: true });
    const disabled = setUp({ disabled: true, tokensValidAfterMs: undefined });
    expect(await disabled.verify(disabled.sign(disabled.claimsFor('pupilUid000001')))).toEqual({ ok: false, reason: 'invalid' });
    const local = localSigningKeys(PROJECT, () => NOW);
    const deleted = createIdTokenVerifier({ projectId: PROJECT, keys: local.keys, account: async () => undefined, now: () => NOW });
    expect(await deleted(local.sign(local.claimsFor('pupilUid000001')))).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('Google’s signing keys', () => {
  it('come from Google’s key set, which a made-up key id does not make us fetch again', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const published = { keys: [{ ...(await exportJWK(publicKey)), kid: 'google-key-1', alg: 'RS256', use: 'sig' }] };
    const asked: string[] = [];
    const fetchFn = (async (url: string | URL | Request) => {
      asked.push(String(url));
      return Response.json(published);
    }) as typeof fetch;
    const verify = createIdTokenVerifier({ projectId: PROJECT, keys: googleSigningKeys(fetchFn), account: async () => ACTIVE, now: () => NOW });
    const t = Math.floor(NOW / 1000);
    const token = (kid: string) =>
      new SignJWT({ auth_time: t })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(`https://securetoken.google.com/${PROJECT}`)
        .setAudience(PROJECT)
        .setSubject('pupilUid000001')
        .setIssuedAt(t)
        .setExpirationTime(t + 3600)
        .sign(privateKey);

    expect(await verify(await token('google-key-1'))).toMatchObject({ ok: true, identity: { uid: 'pupilUid000001' } });
    expect(asked).toEqual(['https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com']);
    expect(await verify(await token('made-up'))).toEqual({ ok: false, reason: 'invalid' });
    expect(asked).toHaveLength(1);
  });
});
