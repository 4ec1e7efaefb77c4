import type { FastifyInstance } from 'fastify';
import { type CredentialCheck, throttledCheck } from '../auth/credentials';
import type { UserRow } from '../db/repositories/users';
import { userFromToken } from '../plugins/auth';

export type FirebaseCredentialCheck = { ok: true; user: UserRow; isTeacher: boolean } | Extract<CredentialCheck, { ok: false }>;

/** POST /api/jwt/token in the Firebase profile: Firebase Auth checks the password, under our throttles (credentials.ts). */
export async function checkFirebaseCredentials(app: FastifyInstance, ip: string, email: string, password: string): Promise<FirebaseCredentialCheck> {
  const firebase = app.firebase;
  if (!firebase) throw new Error('checkFirebaseCredentials outside the Firebase profile');
  let providerRefused = false;
  // Counted before Firebase checks the password, so concurrent guesses cannot all be tried.
  const check = await throttledCheck(app, ip, email, {}, async () => {
    const signIn = await firebase.signInWithPassword(email, password);
    if (!signIn.ok) {
      providerRefused = signIn.reason === 'too-many';
      return null;
    }
    const verified = await userFromToken(app, signIn.idToken);
    return verified.ok ? verified : null;
  });
  if (check.ok) return check.user;
  // Firebase Auth's own limit (TOO_MANY_ATTEMPTS_TRY_LATER) says to wait as ours would.
  if (providerRefused) return { ok: false, tooMany: { allowed: false, retryAfterSeconds: 60 } };
  return check;
}
