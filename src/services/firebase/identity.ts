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
import { PASSWORD_MAX, PASSWORD_MIN, SESSION_HOURS } from './limits';

/** The identity port on Firebase Auth, plus a fresh ID token for the calls to our own server. */
export interface FirebaseIdentity extends IdentityProvider {
  /** The signed-in user's ID token, renewed by the SDK when it is within five minutes of expiry; null when nobody is signed in. */
  freshIdToken(): Promise<string | null>;
}

/**
 * The self-hosted server refuses bad input with these keys before any account is looked at; checking here
 * gives the same keys (a short password is not Firebase's `auth/weak-password`). Written out rather than the
 * contracts' zod schemas, which would bring zod into the browser with this chunk.
 */
const refuse = (messageKey: string, field: string) => new ApiError(400, messageKey, field, 'ValidationError');

function checkedEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (normalised.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalised)) throw refuse('txt_error_email_invalid', 'email');
  return normalised;
}

function checkedNewPassword(password: string): string {
  if (password.length < PASSWORD_MIN) throw refuse('txt_error_password_too_short', 'password');
  if (password.length > PASSWORD_MAX) throw refuse('txt_error_password_too_long', 'password');
  return password;
}

/** Firebase's e-mails in the pupil's language: Bokmål is `nb` to Firebase, `no` in our addresses. */
const firebaseLanguage = (lang: Lang) => (lang === 'nn' ? 'nn' : 'nb');

/**
 * Firebase Auth playing the identity provider. A sign-in lasts a school day (SESSION_HOURS) here as in
 * the self-hosted profile: `expiresAt` is that day's end, not the ID token's hour, so the auth machine
 * signs a pupil out after the same time in both profiles. The token in the machines' context is the one
 * the sign-in gave; the Firebase adapters take a fresh one for every call instead (Firestore through the
 * SDK itself, the backend API through `freshIdToken`).
 */
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
        if (password.length === 0) throw refuse('txt_error_password_required', 'password');
        return sessionOf((await signInWithEmailAndPassword(auth, checkedEmail(email), password)).user);
      }),
    signOut: () => run(() => signOut(auth)),
    sendPasswordReset: (email, lang) =>
      run(async () => {
        auth.languageCode = firebaseLanguage(lang);
        // After Firebase's own reset page, the pupil comes back to the app's sign-in page in their language.
        await sendPasswordResetEmail(auth, checkedEmail(email), { url: `${origin()}/${lang}/auth` });
      }),
    // Firebase keeps no teacher flag beside the address; the teacher's backend password needs no update here, since Firebase Auth holds the only one.
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
