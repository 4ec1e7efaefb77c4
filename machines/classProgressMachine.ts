import { assign, fromPromise, setup } from 'xstate';
import type { ClassProgress } from '../src/contracts/admin';

export interface ClassProgressContext {
  classCode: string | null;
  /** The last figures counted for `classCode`; kept on screen while they are counted again. */
  progress: ClassProgress | null;
  errorKey: string | null;
}

export type ClassProgressEvent = { type: 'progress.open'; classCode: string } | { type: 'progress.refresh' } | { type: 'progress.retry' };

const errorOf = (error: unknown) => (error ?? {}) as { status?: number | null; messageKey?: string };

/**
 * How far one of the teacher's classes has come (issue 6): counted again every time the progress screen
 * opens (or the class changes), and when the teacher asks. Figures of another class are never shown.
 */
export const classProgressMachine = setup({
  types: {
    context: {} as ClassProgressContext,
    events: {} as ClassProgressEvent,
  },
  actors: {
    fetchProgress: fromPromise<ClassProgress, { classCode: string }>(async () => {
      throw new Error('fetchProgress is provided at the composition root');
    }),
  },
  actions: {
    /** Spec §8's central handler: an expired or refused token leaves the admin area. */
    reportAuthError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isAuthFailure: ({ event }) => {
      const status = errorOf((event as { error?: unknown }).error).status;
      return status === 401 || status === 403;
    },
    /** Opening the class whose figures are being counted right now changes nothing. */
    isAlreadyCounting: ({ context, event }) => event.type === 'progress.open' && event.classCode === context.classCode,
  },
}).createMachine({
  id: 'classProgress',
  context: { classCode: null, progress: null, errorKey: null },
  initial: 'idle',
  on: {
    'progress.open': {
      target: '.loading',
      actions: assign(({ context, event }) => ({
        classCode: event.classCode,
        progress: context.progress?.classCode === event.classCode ? context.progress : null,
        errorKey: null,
      })),
    },
  },
  states: {
    idle: {},
    loading: {
      on: { 'progress.open': { guard: 'isAlreadyCounting' } },
      invoke: {
        src: 'fetchProgress',
        input: ({ context }) => ({ classCode: context.classCode! }),
        onDone: { target: 'loaded', actions: assign({ progress: ({ event }) => event.output, errorKey: null }) },
        onError: [
          { guard: 'isAuthFailure', target: 'failed', actions: { type: 'reportAuthError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'failed', actions: assign({ errorKey: ({ event }) => errorOf(event.error).messageKey ?? 'txt_error_default' }) },
        ],
      },
    },
    loaded: {
      on: { 'progress.refresh': 'loading' },
    },
    failed: {
      on: { 'progress.retry': 'loading', 'progress.refresh': 'loading' },
    },
  },
});
