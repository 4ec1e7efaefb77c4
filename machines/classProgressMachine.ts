import { assign, fromPromise, setup } from 'xstate';
import type { ClassProgress } from '../src/contracts/admin';
import type { ThrottledPupil } from '../src/contracts/classHelp';

export interface ClassProgressContext {
  classCode: string | null;
  /** The last figures counted for `classCode`; kept on screen while they are counted again. */
  progress: ClassProgress | null;
  errorKey: string | null;
  /** Pupils of the class whose sign-in is slowed down after failed attempts (issue 16); null until asked. */
  throttled: ThrottledPupil[] | null;
  /** The pupil the teacher just let in, for the status line; cleared by the next count. */
  letIn: string | null;
  /** Why letting a pupil in failed. */
  helpErrorKey: string | null;
}

export type ClassProgressEvent =
  | { type: 'progress.open'; classCode: string }
  | { type: 'progress.refresh' }
  | { type: 'progress.retry' }
  /** The teacher lets a throttled pupil of this class sign in again at once. */
  | { type: 'pupil.unthrottle'; userId: string };

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
    fetchThrottled: fromPromise<ThrottledPupil[], { classCode: string }>(async () => {
      throw new Error('fetchThrottled is provided at the composition root');
    }),
    unthrottle: fromPromise<void, { classCode: string; userId: string }>(async () => {
      throw new Error('unthrottle is provided at the composition root');
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
  context: { classCode: null, progress: null, errorKey: null, throttled: null, letIn: null, helpErrorKey: null },
  initial: 'idle',
  on: {
    'progress.open': {
      target: '.loading',
      actions: assign(({ context, event }) => ({
        classCode: event.classCode,
        progress: context.progress?.classCode === event.classCode ? context.progress : null,
        errorKey: null,
        throttled: context.classCode === event.classCode ? context.throttled : null,
        letIn: null,
        helpErrorKey: null,
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
        onDone: { target: 'loaded', actions: assign({ progress: ({ event }) => event.output, errorKey: null, letIn: null }) },
        onError: [
          { guard: 'isAuthFailure', target: 'failed', actions: { type: 'reportAuthError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'failed', actions: assign({ errorKey: ({ event }) => errorOf(event.error).messageKey ?? 'txt_error_default' }) },
        ],
      },
    },
    loaded: {
      on: { 'progress.refresh': 'loading' },
      // Who is locked out right now is asked with every count; failing to ask hides the list, never the figures.
      initial: 'checkingThrottled',
      states: {
        checkingThrottled: {
          invoke: {
            src: 'fetchThrottled',
            input: ({ context }) => ({ classCode: context.classCode! }),
            onDone: { target: 'ready', actions: assign({ throttled: ({ event }) => event.output }) },
            onError: [
              { guard: 'isAuthFailure', target: 'ready', actions: { type: 'reportAuthError', params: ({ event }) => ({ error: event.error }) } },
              { target: 'ready', actions: assign({ throttled: null }) },
            ],
          },
        },
        ready: {
          on: {
            'pupil.unthrottle': {
              target: 'lettingIn',
              actions: assign(({ context, event }) => ({ letIn: context.throttled?.find((p) => p.userId === event.userId)?.email ?? null, helpErrorKey: null })),
            },
          },
        },
        lettingIn: {
          invoke: {
            src: 'unthrottle',
            input: ({ context, event }) => ({ classCode: context.classCode!, userId: (event as Extract<ClassProgressEvent, { type: 'pupil.unthrottle' }>).userId }),
            onDone: 'checkingThrottled',
            onError: [
              { guard: 'isAuthFailure', target: 'ready', actions: { type: 'reportAuthError', params: ({ event }) => ({ error: event.error }) } },
              { target: 'ready', actions: assign({ letIn: null, helpErrorKey: ({ event }) => errorOf(event.error).messageKey ?? 'txt_error_default' }) },
            ],
          },
        },
      },
    },
    failed: {
      on: { 'progress.retry': 'loading', 'progress.refresh': 'loading' },
    },
  },
});
