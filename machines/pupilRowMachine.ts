import { assign, fromPromise, setup } from 'xstate';
import type { DisplayNameData } from '../src/contracts/displayName';
import { displayNameProblem } from '../src/domain/displayName';
import { providedAtRoot } from './providedAtRoot';
import { isAuthFailure, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

/** What the last action on a row gave, shown on that row: the temporary password is held in memory only. */
export type RowResult = { pupilId: string; kind: 'password'; password: string } | { pupilId: string; kind: 'renamed' } | { pupilId: string; kind: 'removed'; name: string };

export interface PupilRowContext {
  classCode: string | null;
  /** The row an action is running for, or the row asked to confirm taking the pupil out. */
  pupilId: string | null;
  /** The name the row shows, for the confirmation and the line after it. */
  name: string | null;
  draft: string;
  result: RowResult | null;
  /** Why the last action on `errorFor` failed (a message key without `error.`). */
  errorKey: string | null;
  errorFor: string | null;
}

export type PupilRowEvent =
  | { type: 'class.open'; classCode: string }
  /** The teacher corrects the name the pupil goes by in the class ('' clears it: the pupil is shown by their code). */
  | { type: 'row.rename'; pupilId: string; displayName: string }
  | { type: 'row.temporaryPassword'; pupilId: string }
  /** «Ta ut av klassen» asks first: the pupil's answers in the class go. */
  | { type: 'row.remove'; pupilId: string; name: string }
  | { type: 'row.remove.confirm' }
  | { type: 'row.remove.cancel' }
  /** The password has been passed on, or the line read: it leaves the row. */
  | { type: 'row.dismiss' };

/** A refused action: its row says why, and a refused token goes to the central handler. */
const refused = [
  { guard: 'isAuthFailure', target: 'idle', actions: ['dropRow', reportAuthError] },
  { target: 'idle', actions: 'setFailure' },
] as const;

/** A teacher's actions on a pupil's row, named by the row's id (never an e-mail address); one at a time, answered on its row. */
export const pupilRowMachine = setup({
  types: { context: {} as PupilRowContext, events: {} as PupilRowEvent },
  actors: {
    renamePupil: fromPromise<DisplayNameData, { classCode: string; pupilId: string; displayName: string }>(providedAtRoot),
    setTemporaryPassword: fromPromise<string, { classCode: string; pupilId: string }>(providedAtRoot),
    removePupil: fromPromise<{ records: number }, { classCode: string; pupilId: string }>(providedAtRoot),
  },
  actions: {
    reportAuthError: reportAuthErrorPlaceholder,
    /** The class's figures are counted again: a name changed or a pupil left. */
    changed: () => {},
    dropRow: assign({ pupilId: null, name: null }),
    setFailure: assign(({ context, event }) => ({
      errorKey: messageKeyOf((event as { error?: unknown }).error),
      errorFor: context.pupilId,
      pupilId: null,
      name: null,
    })),
  },
  guards: {
    hasClass: ({ context }) => context.classCode !== null,
    isNameRefused: ({ event }) => event.type === 'row.rename' && displayNameProblem(event.displayName) !== null,
    isAuthFailure,
  },
}).createMachine({
  id: 'pupilRow',
  context: { classCode: null, pupilId: null, name: null, draft: '', result: null, errorKey: null, errorFor: null },
  initial: 'idle',
  on: {
    // Another class: what was shown belongs to the one before.
    'class.open': { actions: assign(({ context, event }) => (event.classCode === context.classCode ? {} : { classCode: event.classCode, result: null, errorKey: null, errorFor: null })) },
  },
  states: {
    idle: {
      on: {
        'row.rename': [
          { guard: 'isNameRefused', actions: assign(({ event }) => ({ errorKey: displayNameProblem(event.displayName), errorFor: event.pupilId })) },
          { guard: 'hasClass', target: 'renaming', actions: assign(({ event }) => ({ pupilId: event.pupilId, draft: event.displayName, result: null, errorKey: null, errorFor: null })) },
        ],
        'row.temporaryPassword': { guard: 'hasClass', target: 'settingPassword', actions: assign(({ event }) => ({ pupilId: event.pupilId, result: null, errorKey: null, errorFor: null })) },
        'row.remove': { guard: 'hasClass', target: 'confirmingRemoval', actions: assign(({ event }) => ({ pupilId: event.pupilId, name: event.name, result: null, errorKey: null, errorFor: null })) },
        'row.dismiss': { actions: assign({ result: null, errorKey: null, errorFor: null }) },
      },
    },
    confirmingRemoval: {
      on: {
        'row.remove.confirm': { target: 'removing' },
        'row.remove.cancel': { target: 'idle', actions: assign({ pupilId: null, name: null }) },
        // Another row's action instead: the question is dropped.
        'row.remove': { actions: assign(({ event }) => ({ pupilId: event.pupilId, name: event.name })) },
      },
    },
    renaming: {
      invoke: {
        src: 'renamePupil',
        input: ({ context }) => ({ classCode: context.classCode!, pupilId: context.pupilId!, displayName: context.draft }),
        onDone: { target: 'idle', actions: [assign(({ context }) => ({ result: { pupilId: context.pupilId!, kind: 'renamed' as const }, pupilId: null })), 'changed'] },
        onError: refused,
      },
    },
    settingPassword: {
      invoke: {
        src: 'setTemporaryPassword',
        input: ({ context }) => ({ classCode: context.classCode!, pupilId: context.pupilId! }),
        onDone: { target: 'idle', actions: assign(({ context, event }) => ({ result: { pupilId: context.pupilId!, kind: 'password' as const, password: event.output }, pupilId: null })) },
        onError: refused,
      },
    },
    removing: {
      invoke: {
        src: 'removePupil',
        input: ({ context }) => ({ classCode: context.classCode!, pupilId: context.pupilId! }),
        onDone: {
          target: 'idle',
          actions: [assign(({ context }) => ({ result: { pupilId: context.pupilId!, kind: 'removed' as const, name: context.name ?? '' }, pupilId: null, name: null })), 'changed'],
        },
        onError: refused,
      },
    },
  },
});
