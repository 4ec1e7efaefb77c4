import { assign, fromPromise, setup } from 'xstate';
import type { AccountSession } from '../src/contracts/auth';
import { providedAtRoot } from './providedAtRoot';
import { failureOf, isExpired, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export interface AccountContext {
  sessions: AccountSession[];
  ending: string | null;
  sessionsErrorKey: string | null;
  passwordErrorKey: string | null;
  /** The form field the server named, for `aria-invalid` and focus. */
  passwordErrorField: string | null;
}

export type AccountEvent =
  | { type: 'sessions.retry' }
  | { type: 'session.end'; id: string }
  | { type: 'password.submit'; change: PasswordChange }
  | { type: 'password.edit' };

/** «Kontoen din»: the user's sessions, each endable (ASVS 7.5.2), and a password change needing the current one (ASVS 6.2.2/6.2.3). */
export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
  },
  actors: {
    listSessions: fromPromise<AccountSession[]>(providedAtRoot),
    endSession: fromPromise<void, { id: string }>(providedAtRoot),
    changePassword: fromPromise<void, PasswordChange>(providedAtRoot),
  },
  actions: { reportAuthError: reportAuthErrorPlaceholder },
  guards: {
    /** 401 is a lost sign-in; a wrong current password is answered 400 on its field, never 401. */
    isAuthFailure: isExpired,
  },
}).createMachine({
  id: 'account',
  type: 'parallel',
  context: { sessions: [], ending: null, sessionsErrorKey: null, passwordErrorKey: null, passwordErrorField: null },
  states: {
    sessions: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'listSessions',
            onDone: { target: 'ready', actions: assign({ sessions: ({ event }) => event.output }) },
            onError: [
              { guard: 'isAuthFailure', target: 'failed', actions: reportAuthError },
              { target: 'failed', actions: assign({ sessionsErrorKey: ({ event }) => messageKeyOf(event.error) }) },
            ],
          },
        },
        ready: {
          on: { 'session.end': { target: 'ending', actions: assign({ ending: ({ event }) => event.id, sessionsErrorKey: null }) } },
        },
        ending: {
          invoke: {
            src: 'endSession',
            input: ({ context }) => ({ id: context.ending! }),
            // Listed again: the server knows which sessions are left (one may have ended elsewhere meanwhile).
            onDone: { target: 'loading', actions: assign({ ending: null }) },
            onError: [
              { guard: 'isAuthFailure', target: 'failed', actions: reportAuthError },
              { target: 'loading', actions: assign({ ending: null, sessionsErrorKey: ({ event }) => messageKeyOf(event.error) }) },
            ],
          },
        },
        failed: {
          on: { 'sessions.retry': { target: 'loading', actions: assign({ sessionsErrorKey: null }) } },
        },
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: { 'password.submit': { target: 'saving', actions: assign({ passwordErrorKey: null, passwordErrorField: null }) } },
        },
        saving: {
          invoke: {
            src: 'changePassword',
            input: ({ event }) => (event as Extract<AccountEvent, { type: 'password.submit' }>).change,
            // The other sessions have ended: the list is read again.
            onDone: { target: ['saved', '#account.sessions.loading'] },
            onError: [
              { guard: 'isAuthFailure', target: 'editing', actions: reportAuthError },
              {
                target: 'editing',
                actions: assign({ passwordErrorKey: ({ event }) => messageKeyOf(event.error), passwordErrorField: ({ event }) => failureOf(event.error).field ?? null }),
              },
            ],
          },
        },
        saved: {
          on: {
            'password.edit': { target: 'editing' },
            'password.submit': { target: 'saving', actions: assign({ passwordErrorKey: null, passwordErrorField: null }) },
          },
        },
      },
    },
  },
  on: {
    'password.edit': { actions: assign({ passwordErrorKey: null, passwordErrorField: null }) },
  },
});

export function selectAccountView(snapshot: { value: unknown; context: AccountContext }) {
  const value = snapshot.value as { sessions: 'loading' | 'ready' | 'ending' | 'failed'; password: 'editing' | 'saving' | 'saved' };
  const { sessions, ending, sessionsErrorKey, passwordErrorKey, passwordErrorField } = snapshot.context;
  return { sessions, sessionsState: value.sessions, ending, sessionsErrorKey, passwordState: value.password, passwordErrorKey, passwordErrorField };
}
export type AccountView = ReturnType<typeof selectAccountView>;
