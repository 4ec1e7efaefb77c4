import { assign, fromPromise, setup } from 'xstate';
import type { Lang } from '../src/contracts/lang';
import { providedAtRoot } from './providedAtRoot';
import { isAuthFailure, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

export interface ClassExportContext {
  classCode: string | null;
  /** The language of the file's header row. */
  lang: Lang;
  errorKey: string | null;
}

export type ClassExportEvent =
  | { type: 'class.open'; classCode: string }
  | { type: 'export.download'; lang: Lang };

/** «Last ned som CSV»: the call needs the teacher's token, so the file comes through the app's HTTP client, never a plain link. */
export const classExportMachine = setup({
  types: { context: {} as ClassExportContext, events: {} as ClassExportEvent },
  actors: {
    downloadCsv: fromPromise<void, { classCode: string; lang: Lang }>(providedAtRoot),
  },
  actions: {
    reportAuthError: reportAuthErrorPlaceholder,
  },
  guards: {
    hasClass: ({ context }) => context.classCode !== null,
    isAuthFailure,
  },
}).createMachine({
  id: 'classExport',
  context: { classCode: null, lang: 'no', errorKey: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        // Another class: a failure shown belongs to the one before.
        'class.open': { actions: assign(({ context, event }) => (event.classCode === context.classCode ? {} : { classCode: event.classCode, errorKey: null })) },
        'export.download': { guard: 'hasClass', target: 'downloading', actions: assign({ lang: ({ event }) => event.lang, errorKey: null }) },
      },
    },
    downloading: {
      // The file asked for is the one saved; the next class is downloaded when asked.
      on: { 'class.open': { actions: assign({ classCode: ({ event }) => event.classCode }) } },
      invoke: {
        src: 'downloadCsv',
        input: ({ context }) => ({ classCode: context.classCode!, lang: context.lang }),
        onDone: { target: 'idle' },
        onError: [
          { guard: 'isAuthFailure', target: 'idle', actions: reportAuthError },
          { target: 'idle', actions: assign({ errorKey: ({ event }) => messageKeyOf(event.error) }) },
        ],
      },
    },
  },
});
