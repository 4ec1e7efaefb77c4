import { assign, fromPromise, setup } from 'xstate';
import { providedAtRoot } from './providedAtRoot';
import { isAuthFailure, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

export interface PupilByEmailContext {
  /** A pupil is looked for in this class only. */
  classCode: string | null;
  passwordFor: string | null;
  /** The temporary password just set, shown once until dismissed. Held in memory only: the server keeps a hash. */
  temporary: { email: string; password: string } | null;
  /** Why setting one failed (e.g. no such pupil in the class). */
  passwordErrorKey: string | null;
  removing: string | null;
  /** Who was just taken out, with their record count, for the status line. */
  removed: { email: string; records: number } | null;
  removeErrorKey: string | null;
}

export type PupilByEmailEvent =
  | { type: 'class.open'; classCode: string }
  /** Gives a pupil of the open class, named by sign-in address, a temporary password. */
  | { type: 'pupil.temporaryPassword'; email: string }
  /** The teacher has passed the password on: it leaves the screen. */
  | { type: 'temporary.dismiss' }
  /** Takes the pupil with this sign-in address out of the open class, deleting their answers there. */
  | { type: 'pupil.remove'; email: string };

const addressOf = (email: string) => email.trim().toLowerCase();

/** Help for a pupil named by sign-in address: a temporary password (many have no working e-mail), or taking them out of the class. */
export const pupilByEmailMachine = setup({
  types: { context: {} as PupilByEmailContext, events: {} as PupilByEmailEvent },
  actors: {
    setTemporaryPassword: fromPromise<string, { classCode: string; email: string }>(providedAtRoot),
    removePupil: fromPromise<{ records: number }, { classCode: string; email: string }>(providedAtRoot),
  },
  actions: {
    reportAuthError: reportAuthErrorPlaceholder,
    /** The figures are counted again: one pupil fewer. */
    changed: () => {},
  },
  guards: {
    hasClass: ({ context }) => context.classCode !== null,
    isAuthFailure,
  },
}).createMachine({
  id: 'pupilByEmail',
  context: { classCode: null, passwordFor: null, temporary: null, passwordErrorKey: null, removing: null, removed: null, removeErrorKey: null },
  type: 'parallel',
  on: {
    // Another class: what was shown belongs to the one before; an answer on its way still shows (the pupil needs it).
    'class.open': {
      actions: assign(({ context, event }) =>
        event.classCode === context.classCode ? {} : { classCode: event.classCode, temporary: null, passwordErrorKey: null, removed: null, removeErrorKey: null },
      ),
    },
  },
  states: {
    password: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'pupil.temporaryPassword': {
              guard: 'hasClass',
              target: 'setting',
              actions: assign(({ event }) => ({ passwordFor: addressOf(event.email), temporary: null, passwordErrorKey: null })),
            },
            'temporary.dismiss': { actions: assign({ temporary: null }) },
          },
        },
        setting: {
          invoke: {
            src: 'setTemporaryPassword',
            input: ({ context }) => ({ classCode: context.classCode!, email: context.passwordFor! }),
            onDone: { target: 'idle', actions: assign(({ context, event }) => ({ temporary: { email: context.passwordFor!, password: event.output }, passwordFor: null })) },
            onError: [
              { guard: 'isAuthFailure', target: 'idle', actions: [assign({ passwordFor: null }), reportAuthError] },
              { target: 'idle', actions: assign({ passwordFor: null, passwordErrorKey: ({ event }) => messageKeyOf(event.error) }) },
            ],
          },
        },
      },
    },
    removal: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'pupil.remove': {
              guard: 'hasClass',
              target: 'removing',
              actions: assign(({ event }) => ({ removing: addressOf(event.email), removed: null, removeErrorKey: null })),
            },
          },
        },
        removing: {
          invoke: {
            src: 'removePupil',
            input: ({ context }) => ({ classCode: context.classCode!, email: context.removing! }),
            onDone: { target: 'idle', actions: [assign(({ context, event }) => ({ removed: { email: context.removing!, records: event.output.records }, removing: null })), 'changed'] },
            onError: [
              { guard: 'isAuthFailure', target: 'idle', actions: [assign({ removing: null }), reportAuthError] },
              { target: 'idle', actions: assign({ removing: null, removeErrorKey: ({ event }) => messageKeyOf(event.error) }) },
            ],
          },
        },
      },
    },
  },
});
