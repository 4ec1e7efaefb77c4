import type { FastifyInstance } from 'fastify';
import { type CredentialCheck, overAddressLimit } from '../auth/credentials';
import { hitLimit, peekLimit, RATE_LIMITS } from '../auth/rateLimit';
import type { UserRow } from '../db/repositories/users';
import { userFromToken } from '../plugins/auth';

export type FirebaseCredentialCheck = { ok: true; user: UserRow; isTeacher: boolean } | Extract<CredentialCheck, { ok: false }>;

/**
 * The Firebase profile's password check for POST /api/jwt/token: Firebase Auth checks the password, under
 * the same rate limits as the self-hosted check (server/auth/credentials.ts), and its ID token is verified
 * like any other, so the account gets its local row and the teacher flag comes from the server-set claim.
 */
export async function checkFirebaseCredentials(app: FastifyInstance, ip: string, email: string, password: string): Promise<FirebaseCredentialCheck> {
  const firebase = app.firebase;
  if (!firebase) throw new Error('checkFirebaseCredentials outside the Firebase profile');
  const address = await overAddressLimit(app, RATE_LIMITS.signInAddress, ip);
  if (address) return { ok: false, tooMany: address };
  const fromHere = `${email} ${ip}`;
  for (const [limit, subject] of [[RATE_LIMITS.signInAccountFailures, fromHere], [RATE_LIMITS.signInAccountFailuresAnywhere, email]] as const) {
    const account = await peekLimit(app.db, limit, subject, app.now());
    if (!account.allowed) return { ok: false, tooMany: account };
  }

  const signIn = await firebase.signInWithPassword(email, password);
  if (signIn.ok) {
    const check = await userFromToken(app, signIn.idToken);
    if (check.ok) return check;
  }
  if (!signIn.ok && signIn.reason === 'too-many') return { ok: false, tooMany: { allowed: false, retryAfterSeconds: 60 } };
  await hitLimit(app.db, RATE_LIMITS.signInAccountFailures, fromHere, app.now());
  await hitLimit(app.db, RATE_LIMITS.signInAccountFailuresAnywhere, email, app.now());
  return { ok: false };
}
