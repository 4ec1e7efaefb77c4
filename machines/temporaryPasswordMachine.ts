import { assign, fromPromise, setup } from 'xstate';
import { providedAtRoot } from './providedAtRoot';
import { isAuthFailure, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

/** The temporary password just set, shown once until dismissed; `password` is null while it is being set. */
export interface TemporaryPassword {
  email: string;
  password: string | null;
}

export interface TemporaryPasswordContext {
  /** The class the teacher has open; a pupil is looked for in this class only. */
  classCode: string | null;
  /** Held in memory only: the server keeps a hash, and nothing writes it to storage. */
  temporary: TemporaryPassword | null;
  /** Why setting one failed (e.g. no such pupil in the class), for the form's field. */
  errorKey: string | null;
}

export type TemporaryPasswordEvent =
  | { type: 'class.open'; classCode: string }
  /** The teacher gives a pupil of the open class, named by the address the pupil signs in with, a temporary password. */
  | { type: 'pupil.temporaryPassword'; email: string }
  /** The teacher has passed the password on: it leaves the screen. */
  | { type: 'temporary.dismiss' };

/**
 * Many pupils have no working e-mail for a reset, so the teacher sets a temporary password on the
 * progress page. A concern of its own, beside the class's figures: the teacher can do it while they are still
 * being counted, or when counting failed.
 */
export const temporaryPasswordMachine = setup({
  types: {
    context: {} as TemporaryPasswordContext,
    events: {} as TemporaryPasswordEvent,
  },
  actors: {
    setTemporaryPassword: fromPromise<string, { classCode: string; email: string }>(providedAtRoot),
  },
  actions: {
    reportAuthError: reportAuthErrorPlaceholder,
  },
  guards: {
    hasClass: ({ context }) => context.classCode !== null,
    isAuthFailure,
  },
}).createMachine({
  id: 'temporaryPassword',
  context: { classCode: null, temporary: null, errorKey: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        // Another class: what was shown belongs to the one before.
        'class.open': { actions: assign(({ context, event }) => (event.classCode === context.classCode ? {} : { classCode: event.classCode, temporary: null, errorKey: null })) },
        'pupil.temporaryPassword': {
          guard: 'hasClass',
          target: 'setting',
          actions: assign(({ event }) => ({ temporary: { email: event.email.trim().toLowerCase(), password: null }, errorKey: null })),
        },
        'temporary.dismiss': { actions: assign({ temporary: null }) },
      },
    },
    setting: {
      // A class changed mid-request still gets its answer shown: the password was set, and the pupil needs it.
      on: { 'class.open': { actions: assign({ classCode: ({ event }) => event.classCode }) } },
      invoke: {
        src: 'setTemporaryPassword',
        input: ({ context }) => ({ classCode: context.classCode!, email: context.temporary!.email }),
        onDone: { target: 'idle', actions: assign({ temporary: ({ context, event }) => ({ email: context.temporary!.email, password: event.output }) }) },
        onError: [
          { guard: 'isAuthFailure', target: 'idle', actions: [assign({ temporary: null }), reportAuthError] },
          { target: 'idle', actions: assign({ temporary: null, errorKey: ({ event }) => messageKeyOf(event.error) }) },
        ],
      },
    },
  },
});
