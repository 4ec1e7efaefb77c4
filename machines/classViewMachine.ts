import { type ActorRefFrom, assign, type NonReducibleUnknown, sendParent, sendTo, setup } from 'xstate';
import { classExportMachine } from './classExportMachine';
import { classProgressMachine } from './classProgressMachine';
import { type PupilRowContext, type PupilRowEvent, pupilRowMachine } from './pupilRowMachine';
import { type PupilByEmailContext, type PupilByEmailEvent, pupilByEmailMachine } from './pupilByEmailMachine';

/** A change to the class's pupils (one renamed, one taken out) that the figures must show at once. */
const changed = { type: 'pupils.changed' } as const;

/** The parts of the teacher's class view, each a machine of its own. */
export const classViewParts = {
  progress: classProgressMachine,
  byEmail: pupilByEmailMachine.provide({ actions: { changed: sendParent<PupilByEmailContext, PupilByEmailEvent, NonReducibleUnknown, typeof changed, PupilByEmailEvent>(changed) } }),
  rows: pupilRowMachine.provide({ actions: { changed: sendParent<PupilRowContext, PupilRowEvent, NonReducibleUnknown, typeof changed, PupilRowEvent>(changed) } }),
  export: classExportMachine,
};

export interface ClassViewContext {
  classCode: string | null;
  progress: ActorRefFrom<typeof classViewParts.progress>;
  byEmail: ActorRefFrom<typeof classViewParts.byEmail>;
  rows: ActorRefFrom<typeof classViewParts.rows>;
  export: ActorRefFrom<typeof classViewParts.export>;
}

export type ClassViewEvent =
  | { type: 'class.open'; classCode: string }
  | { type: 'page.visibility'; visible: boolean }
  /** From a part: the class's pupils changed. */
  | { type: 'pupils.changed' };

/** /{lang}/admin/fremdrift: the teacher's class during a lesson; a change to the pupils from one part recounts the figures. */
export const classViewMachine = setup({
  types: { context: {} as ClassViewContext, events: {} as ClassViewEvent },
  actors: classViewParts,
}).createMachine({
  id: 'classView',
  context: ({ spawn }) => ({
    classCode: null,
    progress: spawn('progress', { id: 'progress' }),
    byEmail: spawn('byEmail', { id: 'byEmail' }),
    rows: spawn('rows', { id: 'rows' }),
    export: spawn('export', { id: 'export' }),
  }),
  on: {
    'class.open': {
      actions: [
        assign({ classCode: ({ event }) => event.classCode }),
        sendTo('progress', ({ event }) => ({ type: 'progress.open' as const, classCode: event.classCode })),
        sendTo('byEmail', ({ event }) => event),
        sendTo('rows', ({ event }) => event),
        sendTo('export', ({ event }) => event),
      ],
    },
    'page.visibility': { actions: sendTo('progress', ({ event }) => event) },
    'pupils.changed': { actions: sendTo('progress', { type: 'progress.refresh' as const }) },
  },
});
