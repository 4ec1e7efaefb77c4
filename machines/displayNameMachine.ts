import { assign, fromPromise, setup } from 'xstate';
import type { DisplayNameData } from '../src/contracts/displayName';
import { displayNameProblem } from '../src/domain/displayName';
import { providedAtRoot } from './providedAtRoot';
import { isExpired, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

export interface DisplayNameContext {
  classCode: string;
  /** What the server holds: the chosen name (null when none) and the number the teacher sees. */
  stored: DisplayNameData | null;
  draft: string;
  /** Why loading or saving failed, or why the typed name is refused (a message key without `error.`). */
  errorKey: string | null;
  /** Set by a save that went through, until the name is changed again. */
  saved: boolean;
}

export type DisplayNameEvent =
  | { type: 'name.change'; value: string }
  | { type: 'name.save' }
  | { type: 'name.retry' };

/** A pupil's display name in one class («Mine data»), checked with the server's own rules before it is sent; empty clears it. */
export const displayNameMachine = setup({
  types: {
    context: {} as DisplayNameContext,
    events: {} as DisplayNameEvent,
    input: {} as { classCode: string },
  },
  actors: {
    fetchName: fromPromise<DisplayNameData, { classCode: string }>(providedAtRoot),
    saveName: fromPromise<DisplayNameData, { classCode: string; displayName: string }>(providedAtRoot),
  },
  actions: {
    /** Spec §8's central handler: an expired or refused token signs the person in again. */
    reportAuthError: reportAuthErrorPlaceholder,
    noteError: assign({ errorKey: ({ event }) => messageKeyOf((event as { error?: unknown }).error) }),
  },
  guards: {
    isAuthFailure: isExpired,
    isRefused: ({ context }) => displayNameProblem(context.draft) !== null,
  },
}).createMachine({
  id: 'displayName',
  context: ({ input }) => ({ classCode: input.classCode, stored: null, draft: '', errorKey: null, saved: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchName',
        input: ({ context }) => ({ classCode: context.classCode }),
        onDone: { target: 'ready', actions: assign({ stored: ({ event }) => event.output, draft: ({ event }) => event.output.displayName ?? '', errorKey: null }) },
        onError: [{ guard: 'isAuthFailure', target: 'failed', actions: reportAuthError }, { target: 'failed', actions: 'noteError' }],
      },
    },
    failed: {
      on: { 'name.retry': { target: 'loading', actions: assign({ errorKey: null }) } },
    },
    ready: {
      on: {
        'name.change': { actions: assign({ draft: ({ event }) => event.value, errorKey: null, saved: false }) },
        'name.save': [
          { guard: 'isRefused', actions: assign({ errorKey: ({ context }) => displayNameProblem(context.draft), saved: false }) },
          { target: 'saving', actions: assign({ errorKey: null, saved: false }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveName',
        input: ({ context }) => ({ classCode: context.classCode, displayName: context.draft }),
        onDone: {
          target: 'ready',
          actions: assign({ stored: ({ event }) => event.output, draft: ({ event }) => event.output.displayName ?? '', saved: true }),
        },
        onError: [{ guard: 'isAuthFailure', target: 'ready', actions: reportAuthError }, { target: 'ready', actions: 'noteError' }],
      },
    },
  },
});
