import { type ActorSystem, assign, emit, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { MyData } from '../src/contracts/myData';
import { displayNameMachine } from './displayNameMachine';
import { providedAtRoot } from './providedAtRoot';
import { isExpired, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

export interface MyDataContext {
  data: MyData | null;
  errorKey: string | null;
  /** Why deleting the account was refused (a wrong password). */
  deleteErrorKey: string | null;
}

export type MyDataEvent =
  | { type: 'data.retry' }
  | { type: 'data.download' }
  | { type: 'account.delete'; password: string };

export const displayNameId = (classCode: string) => `displayName.${classCode}`;

/** «Mine data»: what is stored about the person, fetched fresh (never kept on the device), downloadable, and deletable. */
export const myDataMachine = setup({
  types: {
    context: {} as MyDataContext,
    events: {} as MyDataEvent,
    emitted: {} as { type: 'account.deleted' },
  },
  actors: {
    fetchData: fromPromise<MyData>(providedAtRoot),
    deleteAccount: fromPromise<void, { password: string }>(providedAtRoot),
    displayName: displayNameMachine,
  },
  actions: {
    /** Saves the data as a file (a view never touches the file system). */
    saveFile: (_, _params: { data: MyData }) => {},
    /** Spec §8's central handler: an expired or refused token signs the person in again. */
    reportAuthError: reportAuthErrorPlaceholder,
  },
  guards: {
    isAuthFailure: isExpired,
  },
}).createMachine({
  id: 'myData',
  context: { data: null, errorKey: null, deleteErrorKey: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchData',
        onDone: {
          target: 'ready',
          actions: [
            assign({ data: ({ event }) => event.output, errorKey: null }),
            // A pupil chooses a name per class (`displayName.<class code>`); a teacher is listed in no class, so has none to choose.
            enqueueActions(({ event, enqueue }) => {
              if (event.output.account.role !== 'pupil') return;
              for (const { classCode } of event.output.classes) enqueue.spawnChild('displayName', { id: displayNameId(classCode), input: { classCode } });
            }),
          ],
        },
        onError: [
          { guard: 'isAuthFailure', target: 'failed', actions: reportAuthError },
          { target: 'failed', actions: assign({ errorKey: ({ event }) => messageKeyOf(event.error) }) },
        ],
      },
    },
    failed: {
      on: { 'data.retry': 'loading' },
    },
    ready: {
      on: {
        'data.download': { actions: { type: 'saveFile', params: ({ context }) => ({ data: context.data! }) } },
        'account.delete': { target: 'deleting', actions: assign({ deleteErrorKey: null }) },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteAccount',
        input: ({ event }) => ({ password: (event as Extract<MyDataEvent, { type: 'account.delete' }>).password }),
        onDone: { target: 'deleted', actions: assign({ data: null }) },
        onError: [
          { guard: 'isAuthFailure', target: 'ready', actions: reportAuthError },
          { target: 'ready', actions: assign({ deleteErrorKey: ({ event }) => messageKeyOf(event.error) }) },
        ],
      },
    },
    // The composition root hears this and signs the device out of the account that no longer exists.
    deleted: {
      type: 'final',
      entry: emit({ type: 'account.deleted' as const }),
    },
  },
});

/** A refused token signs the person in again (spec §8), through the auth machine (systemId `auth`). */
const authOf = ({ system }: { system: ActorSystem<any> }) => system.get('auth');

export const displayNameInSystem = displayNameMachine.provide({ actions: { reportAuthError: sendTo(authOf, { type: 'session.expire' }) } });

/** «Mine data» in the app's system, with a display name per class. */
export const myDataInSystem = myDataMachine.provide({ actors: { displayName: displayNameInSystem }, actions: { reportAuthError: sendTo(authOf, { type: 'session.expire' }) } });
