import type { AuthFailure } from '../../../machines/authErrors';
import type { authMachine } from '../../../machines/authMachine';
import type { ResetStep, ResetView } from '../../screens/AuthScreen';
import type { SnapshotFrom } from 'xstate';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** What the sign-in forms need from the auth machine, and nothing more. */
export interface LoginView {
  busy: boolean;
  error: AuthFailure | null;
  sessionExpired: boolean;
  accountDeleted: boolean;
  email: string | null;
  classCode: string | null;
  /** «Logg inn med Feide» is offered, and the sign-out of Feide after signing out here. */
  feide: boolean;
  feideSignedOut: boolean;
}

const BUSY_STATES = ['pupilSignUp', 'pupilSignIn', 'teacherSignIn', 'teacherRegistration', 'requestingReset', 'loggingOut', 'feideReturn'] as const;

export function selectLoginView(s: AuthSnapshot): LoginView {
  return {
    busy: BUSY_STATES.some((state) => s.matches(state)),
    error: s.context.error,
    sessionExpired: s.context.sessionExpired,
    accountDeleted: s.context.accountDeleted,
    email: s.context.email,
    classCode: s.context.classCode,
    feide: s.context.feideOffered,
    feideSignedOut: s.context.feideSignedOut,
  };
}

export function selectResetView(s: AuthSnapshot): ResetView {
  const { context } = s;
  const step: ResetStep = s.matches('requestingReset')
    ? 'sending'
    : s.matches({ passwordReset: 'verifyingCode' })
      ? 'verifying'
      : s.matches({ passwordReset: 'awaitingNewPassword' })
        ? 'newPassword'
        : s.matches('passwordReset')
          ? 'saving'
          : context.resetDone
            ? 'done'
            : context.resetSent
              ? 'sent'
              : context.error?.errorCode === 'auth/invalid-action-code'
                ? 'invalidCode'
                : 'request';
  return { step, email: context.email, error: context.error, isTeacher: context.passwordResetType === 'teacher' };
}

export const sameView = <T extends object>(a: T, b: T) =>
  (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);
