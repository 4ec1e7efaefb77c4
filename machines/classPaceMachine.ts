import { assign, fromPromise, setup } from 'xstate';
import type { ClassPace, PaceAction } from '../src/contracts/pace';
import { providedAtRoot } from './providedAtRoot';
import { isAuthFailure, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

export interface ClassPaceContext {
  classCode: string | null;
  /** The class's pace as the server last told it; null until read. */
  pace: ClassPace | null;
  /** The teacher's last change, while it is on its way and for the status line after. */
  last: PaceAction | null;
  errorKey: string | null;
}

export type ClassPaceEvent =
  | { type: 'pace.open'; classCode: string }
  /** «Hold klassen her», «Slipp klassen», «Send alle hit». */
  | { type: 'pace.set'; action: PaceAction }
  | { type: 'pace.retry' };

/** The teacher's hold over the class's pace on «økter» (docs/decisions/pace.md); pupils learn of it at their next look. */
export const classPaceMachine = setup({
  types: { context: {} as ClassPaceContext, events: {} as ClassPaceEvent },
  actors: {
    fetchPace: fromPromise<ClassPace, { classCode: string }>(providedAtRoot),
    setPace: fromPromise<ClassPace, { classCode: string; action: PaceAction }>(providedAtRoot),
  },
  actions: {
    reportAuthError: reportAuthErrorPlaceholder,
  },
}).createMachine({
  id: 'classPace',
  context: { classCode: null, pace: null, last: null, errorKey: null },
  initial: 'idle',
  on: {
    'pace.open': { target: '.loading', actions: assign(({ event }) => ({ classCode: event.classCode, pace: null, last: null, errorKey: null })) },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'fetchPace',
        input: ({ context }) => ({ classCode: context.classCode! }),
        onDone: { target: 'ready', actions: assign({ pace: ({ event }) => event.output }) },
        onError: [
          { guard: isAuthFailure, target: 'failed', actions: reportAuthError },
          { target: 'failed', actions: assign({ errorKey: ({ event }) => messageKeyOf(event.error) }) },
        ],
      },
    },
    failed: {
      on: { 'pace.retry': 'loading' },
    },
    ready: {
      on: {
        'pace.set': { target: 'saving', actions: assign({ last: ({ event }) => event.action, errorKey: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'setPace',
        input: ({ context }) => ({ classCode: context.classCode!, action: context.last! }),
        onDone: { target: 'ready', actions: assign({ pace: ({ event }) => event.output }) },
        onError: [
          { guard: isAuthFailure, target: 'ready', actions: reportAuthError },
          { target: 'ready', actions: assign({ errorKey: ({ event }) => messageKeyOf(event.error) }) },
        ],
      },
    },
  },
});
