import type { authMachine } from '../../../machines/authMachine';
import type { ResetStep, ResetView } from '../../screens/AuthScreen';
import type { SnapshotFrom } from 'xstate';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

const BUSY_STATES = ['signingIn', 'teacherRegistration', 'requestingReset', 'loggingOut', 'feideReturn'] as const;

/** What the sign-in forms need from the auth machine, and nothing more. */
export function selectLoginView(s: AuthSnapshot) {
  const { error, sessionExpired, accountDeleted, email, classCode, feideOffered, feideSignedOut } = s.context;
  /** `feide`: «Logg inn med Feide» is offered; `feideSignedOut`: the sign-out of Feide after signing out here. */
  return { busy: BUSY_STATES.some((state) => s.matches(state)), error, sessionExpired, accountDeleted, email, classCode, feide: feideOffered, feideSignedOut };
}
export type LoginView = ReturnType<typeof selectLoginView>;

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
