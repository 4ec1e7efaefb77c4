import { assign, fromPromise, setup } from 'xstate';
import type { ClassSummary, School } from '../src/contracts/admin';
import { createClassIssue, schoolNameIssue, updateClassIssue } from '../src/contracts/classForm';
import { TEACHER_STANDING_ERROR } from '../src/contracts/teacherStanding';
import { providedAtRoot } from './providedAtRoot';
import { failureOf, isAuthFailure, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

export interface ClassValues {
  name: string;
  school: string;
  schoolYear: string;
  /** A new class made from a Feide teaching group, by the grant the teacher got at sign-in. */
  feideGroup?: string;
}

export type ClassField = keyof ClassValues;

/** A refused class form: which form (`new` or the class being edited), which field, and the message key. */
export interface ClassFormError {
  form: 'new' | string;
  field: ClassField | null;
  messageKey: string;
}

/** One session switch on its way to the server; the list shows it already (optimistic). */
export interface SectionToggle {
  classCode: string;
  oktNumber: number;
  enabled: boolean;
}

export type AdminNotice =
  | { kind: 'created' | 'updated' | 'archived' | 'restored' | 'deleted'; classCode: string; name: string }
  | { kind: 'sectionOpened' | 'sectionClosed'; classCode: string; name: string; oktNumber: number };

export type ClassRequest =
  | { action: 'create'; body: ClassValues }
  | { action: 'update'; body: ClassValues & { classCode: string } }
  | { action: 'archive'; body: { classCode: string; archived: boolean } }
  | { action: 'delete'; body: { classCode: string; confirmCode: string } };

/** What the server answers a class change: the class as it is now, or, for a deletion, how many records went with it. */
export type ClassSaved = ClassSummary | { records: number };

export interface AdminClassesContext {
  classes: ClassSummary[];
  /** Schools in the teacher's county, sorted by name. */
  schools: School[];
  loadErrorKey: string | null;
  schoolsErrorKey: string | null;
  addSchoolError: { form: string; messageKey: string } | null;
  /** The school the teacher just added (or named again), for the form it was added from to choose. */
  addedSchool: { form: string; name: string } | null;
  editing: string | null;
  request: ClassRequest | null;
  adding: { form: string; name: string } | null;
  formError: ClassFormError | null;
  archiveError: { classCode: string; messageKey: string } | null;
  /** Why deleting a class was refused (the code typed did not match). */
  deleteError: { classCode: string; messageKey: string } | null;
  /** Session switches not yet confirmed by the server, oldest first. */
  pending: SectionToggle[];
  sectionError: (SectionToggle & { messageKey: string }) | null;
  notice: AdminNotice | null;
}

export type AdminClassesEvent =
  | { type: 'classes.retry' }
  | { type: 'schools.retry' }
  /** `form` is `new` or the code of the class being edited. */
  | { type: 'school.add'; name: string; form: string }
  | { type: 'class.create'; values: ClassValues }
  | { type: 'class.edit'; classCode: string }
  | { type: 'class.editCancel' }
  | { type: 'class.update'; classCode: string; values: ClassValues }
  | { type: 'class.archive'; classCode: string; archived: boolean }
  /** Deletes the class and every answer in it now, once its code is typed again. */
  | { type: 'class.delete'; classCode: string; confirmCode: string }
  | { type: 'section.toggle'; classCode: string; oktNumber: number; enabled: boolean };

const CLASS_FIELDS: readonly string[] = ['name', 'school', 'schoolYear', 'feideGroup'] satisfies ClassField[];

const TEACHER_STANDING_KEYS: readonly string[] = Object.values(TEACHER_STANDING_ERROR);

/** A class change refused: its form or row says why, and a refused token goes to the central handler too. */
const refused = [
  { guard: 'isAuthFailure', target: 'idle', actions: ['refuseRequest', reportAuthError] },
  { target: 'idle', actions: 'refuseRequest' },
] as const;

const byName = (a: School, b: School) => a.name.localeCompare(b.name, 'nb');
const sameSchool = (a: string, b: string) => a.trim().toLocaleLowerCase('nb') === b.trim().toLocaleLowerCase('nb');
const withClass = (classes: ClassSummary[], changed: ClassSummary) =>
  classes.some((c) => c.classCode === changed.classCode) ? classes.map((c) => (c.classCode === changed.classCode ? changed : c)) : [changed, ...classes];
const withSection = (classes: ClassSummary[], { classCode, oktNumber, enabled }: SectionToggle) =>
  classes.map((c) => (c.classCode === classCode ? { ...c, sections: { ...c.sections, [String(oktNumber)]: enabled } } : c));
const nameOf = (classes: ClassSummary[], classCode: string) => classes.find((c) => c.classCode === classCode)?.name ?? classCode;

/** The teacher's classes and county schools; sessions 2–5 switch optimistically, put back when the server refuses. */
export const adminClassesMachine = setup({
  types: {
    context: {} as AdminClassesContext,
    events: {} as AdminClassesEvent,
  },
  actors: {
    listClasses: fromPromise<ClassSummary[]>(providedAtRoot),
    listSchools: fromPromise<School[]>(providedAtRoot),
    addSchool: fromPromise<School, { name: string }>(providedAtRoot),
    saveClass: fromPromise<ClassSaved, ClassRequest>(providedAtRoot),
    setSection: fromPromise<{ success: boolean }, SectionToggle>(providedAtRoot),
  },
  actions: {
    reportAuthError: reportAuthErrorPlaceholder,
    refuseForm: assign(({ event }) => {
      if (event.type === 'class.create') return { formError: { form: 'new', ...createClassIssue(event.values)! } };
      if (event.type === 'class.update') {
        return { formError: { form: event.classCode, ...updateClassIssue(event.classCode, event.values)! } };
      }
      return {};
    }),
    takeSaved: assign(({ context, event }) => {
      const request = context.request!;
      const { classCode } = request.body as { classCode?: string };
      if (request.action === 'delete') {
        return {
          classes: context.classes.filter((c) => c.classCode !== classCode),
          notice: { kind: 'deleted', classCode: classCode!, name: nameOf(context.classes, classCode!) } as const,
          editing: context.editing === classCode ? null : context.editing,
          request: null,
        };
      }
      const changed = (event as unknown as { output: ClassSummary }).output;
      const kind = request.action === 'create' ? 'created' : request.action === 'update' ? 'updated' : changed.archived ? 'archived' : 'restored';
      return {
        classes: withClass(context.classes, changed),
        notice: { kind, classCode: changed.classCode, name: changed.name } as const,
        editing: context.editing === changed.classCode ? null : context.editing,
        request: null,
      };
    }),
    refuseRequest: assign(({ context, event }) => {
      const error = failureOf((event as { error?: unknown }).error);
      const request = context.request!;
      const messageKey = messageKeyOf(error);
      if (request.action === 'archive') return { archiveError: { classCode: request.body.classCode, messageKey }, request: null };
      if (request.action === 'delete') return { deleteError: { classCode: request.body.classCode, messageKey }, request: null };
      const field = error.field && CLASS_FIELDS.includes(error.field) ? (error.field as ClassField) : null;
      return { formError: { form: request.action === 'create' ? 'new' : request.body.classCode, field, messageKey }, request: null };
    }),
    applyToggle: assign(({ context, event }) => {
      if (event.type !== 'section.toggle') return {};
      const toggle = { classCode: event.classCode, oktNumber: event.oktNumber, enabled: event.enabled };
      return { classes: withSection(context.classes, toggle), pending: [...context.pending, toggle], sectionError: null, notice: null };
    }),
    confirmToggle: assign(({ context }) => {
      const [done, ...rest] = context.pending;
      return {
        pending: rest,
        notice: { kind: done!.enabled ? 'sectionOpened' : 'sectionClosed', classCode: done!.classCode, name: nameOf(context.classes, done!.classCode), oktNumber: done!.oktNumber } as const,
      };
    }),
    rollBackToggle: assign(({ context, event }) => {
      const [failed, ...rest] = context.pending;
      return {
        classes: withSection(context.classes, { ...failed!, enabled: !failed!.enabled }),
        pending: rest,
        sectionError: { ...failed!, messageKey: messageKeyOf((event as { error?: unknown }).error) },
      };
    }),
  },
  guards: {
    // A teacher whose address is unconfirmed (or who waits for approval, or was refused) is told so on the form.
    isAuthFailure: ({ event }) => isAuthFailure({ event }) && !TEACHER_STANDING_KEYS.includes(failureOf((event as { error?: unknown }).error).messageKey ?? ''),
    isInvalidClass: ({ event }) =>
      (event.type === 'class.create' && createClassIssue(event.values) !== null) ||
      (event.type === 'class.update' && updateClassIssue(event.classCode, event.values) !== null),
    isInvalidSchool: ({ event }) => event.type === 'school.add' && schoolNameIssue(event.name) !== null,
    isKnownSchool: ({ context, event }) => event.type === 'school.add' && context.schools.some((s) => sameSchool(s.name, event.name)),
    /** A switch of an active class, to the other position, and not already on its way. */
    canToggle: ({ context, event }) => {
      if (event.type !== 'section.toggle') return false;
      const found = context.classes.find((c) => c.classCode === event.classCode);
      return (
        found !== undefined &&
        !found.archived &&
        event.oktNumber >= 2 &&
        event.oktNumber <= 5 &&
        (found.sections[String(event.oktNumber)] ?? false) !== event.enabled &&
        !context.pending.some((p) => p.classCode === event.classCode && p.oktNumber === event.oktNumber)
      );
    },
    hasPendingToggle: ({ context }) => context.pending.length > 0,
  },
}).createMachine({
  id: 'adminClasses',
  context: {
    classes: [],
    schools: [],
    loadErrorKey: null,
    schoolsErrorKey: null,
    addSchoolError: null,
    addedSchool: null,
    editing: null,
    request: null,
    adding: null,
    formError: null,
    archiveError: null,
    deleteError: null,
    pending: [],
    sectionError: null,
    notice: null,
  },
  type: 'parallel',
  states: {
    classes: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'listClasses',
            onDone: { target: 'ready', actions: assign({ classes: ({ event }) => event.output, loadErrorKey: null }) },
            onError: [
              { guard: 'isAuthFailure', target: 'failed', actions: reportAuthError },
              { target: 'failed', actions: assign({ loadErrorKey: ({ event }) => messageKeyOf(event.error) }) },
            ],
          },
        },
        failed: {
          on: { 'classes.retry': 'loading' },
        },
        ready: {
          initial: 'idle',
          on: {
            'class.edit': { actions: assign({ editing: ({ event }) => event.classCode, formError: null, archiveError: null }) },
            'class.editCancel': { actions: assign({ editing: null, formError: null }) },
            'section.toggle': { guard: 'canToggle', actions: 'applyToggle' },
          },
          states: {
            idle: {
              on: {
                'class.create': [
                  { guard: 'isInvalidClass', actions: 'refuseForm' },
                  { target: 'saving', actions: assign({ request: ({ event }) => ({ action: 'create' as const, body: event.values }), formError: null, notice: null }) },
                ],
                'class.update': [
                  { guard: 'isInvalidClass', actions: 'refuseForm' },
                  {
                    target: 'saving',
                    actions: assign({ request: ({ event }) => ({ action: 'update' as const, body: { classCode: event.classCode, ...event.values } }), formError: null, notice: null }),
                  },
                ],
                'class.delete': {
                  target: 'saving',
                  actions: assign({
                    request: ({ event }) => ({ action: 'delete' as const, body: { classCode: event.classCode, confirmCode: event.confirmCode.trim() } }),
                    deleteError: null,
                    notice: null,
                  }),
                },
                'class.archive': {
                  target: 'saving',
                  actions: assign({ request: ({ event }) => ({ action: 'archive' as const, body: { classCode: event.classCode, archived: event.archived } }), archiveError: null, notice: null }),
                },
              },
            },
            saving: {
              invoke: {
                src: 'saveClass',
                input: ({ context }) => context.request!,
                onDone: { target: 'idle', actions: 'takeSaved' },
                onError: refused,
              },
            },
          },
        },
      },
    },
    sections: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasPendingToggle', target: 'saving' },
        },
        saving: {
          invoke: {
            src: 'setSection',
            input: ({ context }) => context.pending[0]!,
            onDone: { target: 'idle', actions: 'confirmToggle' },
            onError: [{ guard: 'isAuthFailure', target: 'idle', actions: ['rollBackToggle', reportAuthError] }, { target: 'idle', actions: 'rollBackToggle' }],
          },
        },
      },
    },
    schools: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'listSchools',
            onDone: { target: 'ready', actions: assign({ schools: ({ event }) => [...event.output].sort(byName), schoolsErrorKey: null }) },
            onError: [
              { guard: 'isAuthFailure', target: 'failed', actions: reportAuthError },
              { target: 'failed', actions: assign({ schoolsErrorKey: ({ event }) => messageKeyOf(event.error) }) },
            ],
          },
        },
        failed: {
          on: { 'schools.retry': 'loading' },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'school.add': [
                  {
                    guard: 'isInvalidSchool',
                    actions: assign({ addSchoolError: ({ event }) => ({ form: event.form, messageKey: schoolNameIssue(event.name)! }) }),
                  },
                  // A school already in the list is chosen, not added twice.
                  {
                    guard: 'isKnownSchool',
                    actions: assign({
                      addedSchool: ({ context, event }) => ({ form: event.form, name: context.schools.find((s) => sameSchool(s.name, event.name))!.name }),
                      addSchoolError: null,
                    }),
                  },
                  { target: 'adding', actions: assign({ addSchoolError: null, adding: ({ event }) => ({ form: event.form, name: event.name.trim() }) }) },
                ],
              },
            },
            adding: {
              invoke: {
                src: 'addSchool',
                input: ({ context }) => ({ name: context.adding!.name }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    schools: ({ context, event }) => [...context.schools.filter((s) => s.id !== event.output.id), event.output].sort(byName),
                    addedSchool: ({ context, event }) => ({ form: context.adding!.form, name: event.output.name }),
                    adding: null,
                  }),
                },
                onError: [
                  { guard: 'isAuthFailure', target: 'idle', actions: [assign({ adding: null }), reportAuthError] },
                  { target: 'idle', actions: assign({ addSchoolError: ({ context, event }) => ({ form: context.adding!.form, messageKey: messageKeyOf(event.error) }), adding: null }) },
                ],
              },
            },
          },
        },
      },
    },
  },
});
