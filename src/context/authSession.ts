import type { SnapshotFrom } from 'xstate';
import { type AuthInput, type authMachine, isSignedIn } from '../../machines/authMachine';
import type { UserState } from '../services/userState';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export { isSignedIn };

/** The auth machine's start, from what the device remembered. */
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

/** The sign-in part of the persisted user state (spec §3), written from each auth snapshot. */
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
