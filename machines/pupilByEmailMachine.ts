import { assign, fromPromise, setup } from 'xstate';
import { providedAtRoot } from './providedAtRoot';
import { isAuthFailure, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

export interface PupilByEmailContext {
  /** The class the teacher has open; a pupil is looked for in this class only. */
  classCode: string | null;
  /** The address given a temporary password right now. */
  passwordFor: string | null;
  /** The temporary password just set, shown once until dismissed. Held in memory only: the server keeps a hash. */
  temporary: { email: string; password: string } | null;
  /** Why setting one failed (e.g. no such pupil in the class), for the form's field. */
  passwordErrorKey: string | null;
  /** The address being taken out right now. */
  removing: string | null;
  /** Who was just taken out, and how many records went with them, for the status line. */
  removed: { email: string; records: number } | null;
  removeErrorKey: string | null;
}

export type PupilByEmailEvent =
  | { type: 'class.open'; classCode: string }
  /** The teacher gives a pupil of the open class, named by the address the pupil signs in with, a temporary password. */
  | { type: 'pupil.temporaryPassword'; email: string }
  /** The teacher has passed the password on: it leaves the screen. */
  | { type: 'temporary.dismiss' }
  /** Takes the pupil with this sign-in address out of the open class, deleting their answers there. */
  | { type: 'pupil.remove'; email: string };

const addressOf = (email: string) => email.trim().toLowerCase();

/**
 * The teacher's help for a pupil named by the address they sign in with, on the progress page, beside the class's
 * figures (so it works while they are counted, or when counting failed). Many pupils have no working e-mail for a
 * reset, so the teacher sets a temporary password; and the teacher takes a pupil out of the class (one who joined
 * the wrong class, or left the school): that pupil's answers in the class are deleted, the account stays. The two
 * run independently.
 */
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
    // Another class: what was shown belongs to the one before. An answer on its way is still shown: a password was
    // set, and the pupil needs it.
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
