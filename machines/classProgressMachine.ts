import { assign, fromPromise, setup } from 'xstate';
import type { ClassProgress } from '../src/contracts/admin';
import type { ClassAddress, ThrottledPupil } from '../src/contracts/classHelp';
import { providedAtRoot } from './providedAtRoot';
import { isAuthFailure, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';
import { kept, withUnchangedParts } from '../src/domain/progressSharing';

export interface ClassProgressContext {
  classCode: string | null;
  /** The last figures counted for `classCode`; kept on screen while they are counted again. */
  progress: ClassProgress | null;
  errorKey: string | null;
  /** Pupils of the class whose sign-in is slowed down after failed attempts; null until asked. */
  throttled: ThrottledPupil[] | null;
  /** The pupil just let in, for the status line; it outlives the next count so a teacher who looked away can read it. */
  letIn: string | null;
  /** The pupil (userId) asked to be let in, until the server has done it; a click during a count waits here for it to end. */
  pendingLetIn: string | null;
  helpErrorKey: string | null;
  /** Whether the address the class's pupils sign in from is blocked after a flood of failures; null until asked. */
  classAddress: ClassAddress | null;
  pendingAddressLift: boolean;
  /** The block was lifted, for the status line; until another class is opened. */
  addressLifted: boolean;
  visible: boolean;
  failures: number;
  /** The teacher asked for this count (so the screen says it is counting); a count by itself is quiet. */
  manual: boolean;
}

export const LIVE_REFRESH_MS = 15_000;
/** After a failed count the wait doubles (15 s, 30 s, 60 s …) up to this. */
export const MAX_RETRY_MS = 4 * 60_000;
export const retryDelay = (failures: number) => Math.min(LIVE_REFRESH_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);

export type ClassProgressEvent =
  | { type: 'progress.open'; classCode: string }
  | { type: 'progress.refresh' }
  | { type: 'progress.retry' }
  | { type: 'page.visibility'; visible: boolean }
  /** Lets a throttled pupil of this class sign in again at once. */
  | { type: 'pupil.unthrottle'; userId: string }
  | { type: 'address.unblock' };

const freshCount = { errorKey: null, letIn: null, pendingLetIn: null, helpErrorKey: null, pendingAddressLift: false, addressLifted: false, failures: 0, manual: true };

/** How far one of the teacher's classes has come, recounted every 15 s while in view; another class's figures never show. */
export const classProgressMachine = setup({
  types: {
    context: {} as ClassProgressContext,
    events: {} as ClassProgressEvent,
  },
  actors: {
    fetchProgress: fromPromise<ClassProgress, { classCode: string }>(providedAtRoot),
    fetchThrottled: fromPromise<ThrottledPupil[], { classCode: string }>(providedAtRoot),
    unthrottle: fromPromise<void, { classCode: string; userId: string }>(providedAtRoot),
    fetchClassAddress: fromPromise<ClassAddress, { classCode: string }>(providedAtRoot),
    unblockClassAddress: fromPromise<ClassAddress, { classCode: string }>(providedAtRoot),
  },
  actions: {
    reportAuthError: reportAuthErrorPlaceholder,
    /** Let in once the count in progress ends (or at once, from `ready`); a second pupil waits for the first. */
    askToLetIn: assign(({ context, event }) => {
      const { userId } = event as Extract<ClassProgressEvent, { type: 'pupil.unthrottle' }>;
      return context.pendingLetIn ? {} : { pendingLetIn: userId, letIn: context.throttled?.find((p) => p.userId === userId)?.email ?? null, helpErrorKey: null };
    }),
    askToLiftAddress: assign({ pendingAddressLift: true, addressLifted: false, helpErrorKey: null }),
  },
  delays: {
    live: LIVE_REFRESH_MS,
    retry: ({ context }) => retryDelay(context.failures),
  },
  guards: {
    isAuthFailure,
    isVisible: ({ context }) => context.visible,
    becameVisible: ({ context, event }) => event.type === 'page.visibility' && event.visible && !context.visible,
    hasPendingLetIn: ({ context }) => context.pendingLetIn !== null,
    hasPendingAddressLift: ({ context }) => context.pendingAddressLift,
    /** Opening the class whose figures are being counted right now changes nothing. */
    isAlreadyCounting: ({ context, event }) => event.type === 'progress.open' && event.classCode === context.classCode,
  },
}).createMachine({
  id: 'classProgress',
  context: { ...freshCount, classCode: null, progress: null, throttled: null, classAddress: null, visible: true },
  initial: 'idle',
  on: {
    'page.visibility': { actions: assign({ visible: ({ event }) => event.visible }) },
    'progress.open': {
      target: '.loading',
      actions: assign(({ context, event }) => {
        const same = context.classCode === event.classCode;
        return {
          ...freshCount,
          classCode: event.classCode,
          progress: context.progress?.classCode === event.classCode ? context.progress : null,
          throttled: same ? context.throttled : null,
          classAddress: same ? context.classAddress : null,
        };
      }),
    },
  },
  states: {
    idle: {},
    loading: {
      on: { 'progress.open': { guard: 'isAlreadyCounting' }, 'pupil.unthrottle': { actions: 'askToLetIn' }, 'address.unblock': { actions: 'askToLiftAddress' } },
      invoke: {
        src: 'fetchProgress',
        input: ({ context }) => ({ classCode: context.classCode! }),
        onDone: { target: 'loaded', actions: assign({ progress: ({ context, event }) => withUnchangedParts(context.progress, event.output), errorKey: null, failures: 0, manual: false }) },
        onError: [
          // A refused token leaves the admin area: nothing is tried again by itself.
          { guard: 'isAuthFailure', target: 'refused', actions: reportAuthError },
          {
            target: 'failed',
            actions: assign({ errorKey: ({ event }) => messageKeyOf(event.error), failures: ({ context }) => context.failures + 1, manual: false }),
          },
        ],
      },
    },
    loaded: {
      on: {
        'progress.refresh': { target: 'loading', actions: assign({ manual: true }) },
        'page.visibility': { guard: 'becameVisible', target: 'loading', actions: assign({ visible: true }) },
        'pupil.unthrottle': { actions: 'askToLetIn' },
        'address.unblock': { actions: 'askToLiftAddress' },
      },
      // Who is locked out right now is asked with every count; failing to ask hides the list, never the figures.
      initial: 'checkingThrottled',
      states: {
        checkingThrottled: {
          invoke: {
            src: 'fetchThrottled',
            input: ({ context }) => ({ classCode: context.classCode! }),
            onDone: { target: 'checkingAddress', actions: assign({ throttled: ({ context, event }) => kept(context.throttled, event.output) }) },
            onError: [
              { guard: 'isAuthFailure', target: 'ready', actions: reportAuthError },
              { target: 'checkingAddress', actions: assign({ throttled: null }) },
            ],
          },
        },
        // Whether the class's address is blocked, asked with every count; failing to ask hides the part.
        checkingAddress: {
          invoke: {
            src: 'fetchClassAddress',
            input: ({ context }) => ({ classCode: context.classCode! }),
            onDone: { target: 'ready', actions: assign({ classAddress: ({ event }) => event.output }) },
            onError: [
              { guard: 'isAuthFailure', target: 'ready', actions: reportAuthError },
              { target: 'ready', actions: assign({ classAddress: null }) },
            ],
          },
        },
        ready: {
          // A pupil asked for (just now, or during a count) is let in before anything else, then the address.
          always: [
            { guard: 'hasPendingLetIn', target: 'lettingIn' },
            { guard: 'hasPendingAddressLift', target: 'liftingAddress' },
          ],
          // A page out of view waits; coming back counts at once (above).
          after: { live: { guard: 'isVisible', target: '#classProgress.loading' } },
        },
        lettingIn: {
          // Done, refused, or cut short by a count the teacher asked for (the request has gone to the server by then).
          exit: assign({ pendingLetIn: null }),
          invoke: {
            src: 'unthrottle',
            input: ({ context }) => ({ classCode: context.classCode!, userId: context.pendingLetIn! }),
            onDone: 'checkingThrottled',
            onError: [
              { guard: 'isAuthFailure', target: 'ready', actions: reportAuthError },
              { target: 'ready', actions: assign({ letIn: null, helpErrorKey: ({ event }) => messageKeyOf(event.error) }) },
            ],
          },
        },
        liftingAddress: {
          exit: assign({ pendingAddressLift: false }),
          invoke: {
            src: 'unblockClassAddress',
            input: ({ context }) => ({ classCode: context.classCode! }),
            onDone: { target: 'checkingThrottled', actions: assign({ classAddress: ({ event }) => event.output, addressLifted: true }) },
            onError: [
              { guard: 'isAuthFailure', target: 'ready', actions: reportAuthError },
              { target: 'ready', actions: assign({ helpErrorKey: ({ event }) => messageKeyOf(event.error) }) },
            ],
          },
        },
      },
    },
    failed: {
      after: { retry: { guard: 'isVisible', target: 'loading' } },
      on: {
        'progress.retry': { target: 'loading', actions: assign({ manual: true }) },
        'progress.refresh': { target: 'loading', actions: assign({ manual: true }) },
        'page.visibility': { guard: 'becameVisible', target: 'loading', actions: assign({ visible: true }) },
      },
    },
    /** The token was refused: the admin area's handler takes over; only the teacher's retry counts again. */
    refused: {
      on: { 'progress.retry': { target: 'loading', actions: assign({ manual: true }) }, 'progress.refresh': { target: 'loading', actions: assign({ manual: true }) } },
    },
  },
});
