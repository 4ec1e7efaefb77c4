import { describe, expect, it } from 'vitest';
import { ApiError } from '../backendApi';
import type { IdentityProvider } from '../identity';

const PASSWORD = 'Blåbærsyltetøy-2026';
let count = 0;
export const newEmail = () => `elev-${Date.now().toString(36)}-${(count++).toString(36)}@skole.no`;

async function refusal(work: Promise<unknown>): Promise<ApiError> {
  try {
    await work;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected the identity provider to refuse');
}

const subjectOf = (token: string) => (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string }).sub;

/**
 * The identity provider port's contract, run against every adapter: the same sessions and the same
 * spec §8 message keys in both profiles, so the auth machine cannot tell them apart.
 */
export function describeIdentityContract(name: string, provider: () => IdentityProvider) {
  describe(`IdentityProvider contract: ${name}`, () => {
    it('signs a new pupil up with a session for a day at school', async () => {
      const session = await provider().signUp(newEmail(), PASSWORD, 'no');
      expect(session.userId).toMatch(/^[A-Za-z0-9_-]{10,64}$/);
      expect(subjectOf(session.idToken)).toBe(session.userId);
      expect(session.expiresAt).toBeGreaterThan(Date.now() + 60 * 60_000);
    });

    it('signs in again with the same user id', async () => {
      const email = newEmail();
      const up = await provider().signUp(email, PASSWORD, 'nn');
      const session = await provider().signIn(email.toUpperCase(), PASSWORD);
      expect(session.userId).toBe(up.userId);
      expect(subjectOf(session.idToken)).toBe(up.userId);
    });

    it('refuses an e-mail address already in use with txt_email_exists', async () => {
      const email = newEmail();
      await provider().signUp(email, PASSWORD, 'no');
      const err = await refusal(provider().signUp(email, PASSWORD, 'no'));
      expect(err).toMatchObject({ messageKey: 'txt_email_exists', code: 'auth/email-already-in-use' });
    });

    it('refuses a wrong password and an unknown address alike with txt_error_login', async () => {
      const email = newEmail();
      await provider().signUp(email, PASSWORD, 'no');
      expect(await refusal(provider().signIn(email, 'feil-passord-123'))).toMatchObject({ messageKey: 'txt_error_login', code: 'auth/invalid-credential' });
      expect(await refusal(provider().signIn(newEmail(), PASSWORD))).toMatchObject({ messageKey: 'txt_error_login', code: 'auth/invalid-credential' });
    });

    it('refuses a password that is too short with the field named', async () => {
      const err = await refusal(provider().signUp(newEmail(), 'kort', 'no'));
      expect(err).toMatchObject({ status: 400, messageKey: 'txt_error_password_too_short', field: 'password' });
    });

    it('accepts a reset request without telling whether the address has an account', async () => {
      await expect(provider().sendPasswordReset(newEmail(), 'no')).resolves.toBeUndefined();
    });

    it('signs out', async () => {
      const session = await provider().signIn(...(await signedUp(provider())));
      await expect(provider().signOut(session.idToken)).resolves.toBeUndefined();
    });
  });
}

async function signedUp(provider: IdentityProvider): Promise<[string, string]> {
  const email = newEmail();
  await provider.signUp(email, PASSWORD, 'no');
  return [email, PASSWORD];
}
