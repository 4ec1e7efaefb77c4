import { assign, fromPromise, setup } from 'xstate';
import { providedAtRoot } from './providedAtRoot';
import { isAuthFailure, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

export interface RemovePupilContext {
  /** The class the teacher has open; a pupil is looked for in this class only. */
  classCode: string | null;
  /** Who was just taken out, and how many records went with them, for the status line. */
  removed: { email: string; records: number } | null;
  /** The address being removed right now. */
  removing: string | null;
  errorKey: string | null;
}

export type RemovePupilEvent =
  | { type: 'class.open'; classCode: string }
  /** Takes the pupil with this sign-in address out of the open class, deleting their answers there. */
  | { type: 'pupil.remove'; email: string };

/**
 * A teacher takes a pupil out of their class (a pupil who joined the wrong class, or left the school);
 * that pupil's answers in the class are deleted, the account stays. Beside the figures, like the temporary password.
 */
export const removePupilMachine = setup({
  types: {
    context: {} as RemovePupilContext,
    events: {} as RemovePupilEvent,
  },
  actors: {
    removePupil: fromPromise<{ records: number }, { classCode: string; email: string }>(providedAtRoot),
  },
  actions: {
    reportAuthError: reportAuthErrorPlaceholder,
    /** The figures are counted again: one pupil fewer. */
    removedOne: () => {},
  },
  guards: {
    hasClass: ({ context }) => context.classCode !== null,
    isAuthFailure,
  },
}).createMachine({
  id: 'removePupil',
  context: { classCode: null, removed: null, removing: null, errorKey: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'class.open': { actions: assign(({ context, event }) => (event.classCode === context.classCode ? {} : { classCode: event.classCode, removed: null, errorKey: null })) },
        'pupil.remove': {
          guard: 'hasClass',
          target: 'removing',
          actions: assign(({ event }) => ({ removing: event.email.trim().toLowerCase(), removed: null, errorKey: null })),
        },
      },
    },
    removing: {
      on: { 'class.open': { actions: assign({ classCode: ({ event }) => event.classCode }) } },
      invoke: {
        src: 'removePupil',
        input: ({ context }) => ({ classCode: context.classCode!, email: context.removing! }),
        onDone: { target: 'idle', actions: [assign(({ context, event }) => ({ removed: { email: context.removing!, records: event.output.records }, removing: null })), 'removedOne'] },
        onError: [
          { guard: 'isAuthFailure', target: 'idle', actions: [assign({ removing: null }), reportAuthError] },
          { target: 'idle', actions: assign({ removing: null, errorKey: ({ event }) => messageKeyOf(event.error) }) },
        ],
      },
    },
  },
});
