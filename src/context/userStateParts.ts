import type { SnapshotFrom } from 'xstate';
import type { AuthInput, authMachine } from '../../machines/authMachine';
import { isSignedIn } from '../../machines/signedIn';
import type { ProgressInput, progressMachine } from '../../machines/progressMachine';
import type { storyMachine } from '../../machines/storyMachine';
import type { StoryObjects } from '../domain/story';
import type { UserState } from '../services/userState';

/** The persisted user state (spec §3), part by part: what each machine starts from, and what it writes back. */

type AuthSnapshot = SnapshotFrom<typeof authMachine>;
type ProgressSnapshot = SnapshotFrom<typeof progressMachine>;

export function authRestoredFrom(state: UserState): AuthInput['restored'] {
  return {
    isLoggedIn: state.isLoggedIn,
    userId: state.firestoreUserId,
    email: state.email,
    idToken: state.idToken,
    expiresAt: state.idTokenExpiresAt,
    apiToken: state.wpJwtToken,
    apiTokenExpiresAt: state.expiryTime,
    classCode: state.classCode,
    canAdmin: state.canAdmin,
    fylkeEmail: state.fylkeEmail,
    feideGroups: state.feideGroups,
  };
}

export function userStateFromAuth(s: AuthSnapshot, previous: UserState): UserState {
  const c = s.context;
  return {
    ...previous,
    isLoggedIn: isSignedIn(s),
    isNewUser: c.isNewUser,
    firestoreUserId: c.userId,
    email: c.email,
    idToken: c.idToken,
    idTokenExpiresAt: c.expiresAt,
    wpJwtToken: c.apiToken,
    expiryTime: c.apiTokenExpiresAt,
    classCode: c.classCode,
    canAdmin: c.canAdmin,
    fylkeEmail: c.fylkeEmail,
    passwordResetType: c.passwordResetType,
    feideGroups: c.feideGroups,
  };
}

export function progressRestoredFrom(state: UserState): ProgressInput['restored'] {
  // A state written before answers had versions: what needed saving is sent again as edits made just now.
  const pending = state.needsSave && Object.keys(state.pendingEdits).length === 0 ? Object.fromEntries(Object.keys(state.responses).map((code) => [code, 0])) : state.pendingEdits;
  return { userId: state.firestoreUserId, classCode: state.classCode, responses: state.responses, versions: state.versions, pending };
}

/** The story objects the device kept, shown until the content to rebuild them is here. */
export function storyHeldFrom(state: UserState): StoryObjects {
  return { job: state.job, creditPurchase: state.creditPurchase, unexpectedExpense: state.unexpectedExpense, insuranceTotal: state.insuranceTotal } as StoryObjects;
}

/** The answers part (spec §3), written on every change so unconfirmed answers survive a reload, a lost network or an expired login. */
export function userStateFromProgress(s: ProgressSnapshot, previous: UserState): UserState {
  const c = s.context;
  if (s.matches('inactive')) return previous;
  return {
    ...previous,
    responses: c.responses as UserState['responses'],
    versions: c.versions,
    pendingEdits: c.pending,
    needsSave: c.needsSave,
  };
}

export function userStateFromStory(s: SnapshotFrom<typeof storyMachine>, previous: UserState): UserState {
  const { job, creditPurchase, unexpectedExpense, insuranceTotal } = s.context.objects;
  return { ...previous, job: job as UserState['job'], creditPurchase: creditPurchase as UserState['creditPurchase'], unexpectedExpense: unexpectedExpense as UserState['unexpectedExpense'], insuranceTotal };
}
