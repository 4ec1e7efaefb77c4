import {
  type Auth,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type User,
  verifyPasswordResetCode,
} from 'firebase/auth';
import type { Session } from '../../contracts/auth';
import type { Lang } from '../../contracts/lang';
import { ApiError } from '../backendApi';
import type { IdentityProvider } from '../identity';
import { fromAuthError } from './errors';
import { SESSION_HOURS } from './limits';
import type { ZodMiniType } from 'zod/mini';
import { checked, EmailSchema, NewPasswordSchema, PasswordSchema } from '../../contracts/credentials';

/** The identity port on Firebase Auth, plus a fresh ID token for the calls to our own server. */
export interface FirebaseIdentity extends IdentityProvider {
  /** The signed-in user's ID token, renewed by the SDK when it is within five minutes of expiry; null when nobody is signed in. */
  freshIdToken(): Promise<string | null>;
}

/** The self-hosted server's schemas, so bad input gets its keys (a short password is not Firebase's `auth/weak-password`). */
function checkedInput<T>(schema: ZodMiniType<T>, value: string, field: string): T {
  const result = checked(schema, value);
  if (result.messageKey !== undefined) throw new ApiError(400, result.messageKey, field, 'ValidationError');
  return result.value;
}
const checkedEmail = (email: string) => checkedInput(EmailSchema, email, 'email');
const checkedNewPassword = (password: string) => checkedInput(NewPasswordSchema, password, 'password');

/** Firebase's e-mails in the pupil's language: Bokmål is `nb` to Firebase, `no` in our addresses. */
const firebaseLanguage = (lang: Lang) => (lang === 'nn' ? 'nn' : 'nb');

/** Firebase Auth as the identity provider; `expiresAt` is a school day's end (SESSION_HOURS), not the ID token's hour, as self-hosted. */
export function createFirebaseIdentity(auth: Auth, options: { origin?: () => string; now?: () => number } = {}): FirebaseIdentity {
  const origin = options.origin ?? (() => location.origin);
  const now = options.now ?? Date.now;

  async function sessionOf(user: User): Promise<Session> {
    return { userId: user.uid, idToken: await user.getIdToken(), expiresAt: now() + SESSION_HOURS * 3_600_000 };
  }
  async function run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      throw fromAuthError(err);
    }
  }

  return {
    signUp: (email, password, lang) =>
      run(async () => {
        const user = (await createUserWithEmailAndPassword(auth, checkedEmail(email), checkedNewPassword(password))).user;
        return sessionOf(user);
      }),
    signIn: (email, password) =>
      run(async () => {
        const checkedPassword = checkedInput(PasswordSchema, password, 'password');
        return sessionOf((await signInWithEmailAndPassword(auth, checkedEmail(email), checkedPassword)).user);
      }),
    signOut: () => run(() => signOut(auth)),
    sendPasswordReset: (email, lang) =>
      run(async () => {
        auth.languageCode = firebaseLanguage(lang);
        // After Firebase's own reset page, the pupil comes back to the app's sign-in page in their language.
        await sendPasswordResetEmail(auth, checkedEmail(email), { url: `${origin()}/${lang}/auth` });
      }),
    // Firebase keeps no teacher flag beside the address, and holds the only password.
    verifyResetCode: (code) => run(async () => ({ email: await verifyPasswordResetCode(auth, code), isTeacher: false })),
    confirmReset: (code, password) =>
      run(async () => {
        const newPassword = checkedNewPassword(password);
        const email = await verifyPasswordResetCode(auth, code);
        await confirmPasswordReset(auth, code, newPassword);
        return { email, isTeacher: false };
      }),
    async freshIdToken() {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
  };
}
