import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ClassSummary, School } from '../src/contracts/admin';
import { ApiError } from '../src/services/backendApi';
import { deferred } from '../src/test/deferred';
import { adminClassesMachine, type ClassSaved, type ClassValues, type SectionToggle } from './adminClassesMachine';

const tenA: ClassSummary = {
  classCode: 'KX7P2M',
  name: '10A',
  school: 'Nordnes skole',
  schoolYear: '2026/2027',
  archived: false,
  createdAt: 1_780_000_000_000,
  sections: { '2': true },
  pupilCount: 24,
  retention: { deletesAt: null, inactiveMonths: 12 },
};
const schools: School[] = [
  { id: 's2', name: 'Tanks skole', fylkeId: '46' },
  { id: 's1', name: 'Nordnes skole', fylkeId: '46' },
];
const values: ClassValues = { name: '10B', school: 'Nordnes skole', schoolYear: '2026/2027' };

type Fakes = {
  listClasses: () => Promise<ClassSummary[]>;
  listSchools: () => Promise<School[]>;
  addSchool: (input: { name: string }) => Promise<School>;
  createClass: (input: ClassValues) => Promise<ClassSummary>;
  updateClass: (input: ClassValues & { classCode: string }) => Promise<ClassSummary>;
  archiveClass: (input: { classCode: string; archived: boolean }) => Promise<ClassSummary>;
  deleteClass: (input: { classCode: string; confirmCode: string }) => Promise<{ records: number }>;
  setSection: (input: SectionToggle) => Promise<{ success: boolean }>;
};

function start(overrides: Partial<Fakes> = {}) {
  const fakes = {
    listClasses: vi.fn(async () => [tenA]),
    listSchools: vi.fn(async () => schools),
    addSchool: vi.fn(async ({ name }: { name: string }) => ({ id: 's3', name, fylkeId: '46' })),
    createClass: vi.fn(async (input: ClassValues) => ({ ...tenA, ...input, classCode: 'QW3ERT', sections: {}, pupilCount: 0 })),
    updateClass: vi.fn(async (input: ClassValues & { classCode: string }) => ({ ...tenA, ...input })),
    archiveClass: vi.fn(async (input: { classCode: string; archived: boolean }) => ({ ...tenA, archived: input.archived })),
    deleteClass: vi.fn(async () => ({ records: 25 })),
    setSection: vi.fn(async () => ({ success: true })),
    ...Object.fromEntries(Object.entries(overrides).map(([k, f]) => [k, vi.fn(f)])),
  } as { [K in keyof Fakes]: ReturnType<typeof vi.fn<Fakes[K]>> };
  const reportAuthError = vi.fn();
  const actor = createActor(
    adminClassesMachine.provide({
      actors: {
        listClasses: fromPromise(() => fakes.listClasses()),
        listSchools: fromPromise(() => fakes.listSchools()),
        addSchool: fromPromise(({ input }) => fakes.addSchool(input)),
        saveClass: fromPromise(({ input }): Promise<ClassSaved> => {
          if (input.action === 'create') return fakes.createClass(input.body);
          if (input.action === 'update') return fakes.updateClass(input.body);
          if (input.action === 'archive') return fakes.archiveClass(input.body);
          return fakes.deleteClass(input.body);
        }),
        setSection: fromPromise(({ input }) => fakes.setSection(input)),
      },
      actions: { reportAuthError: (_, { error }) => reportAuthError(error) },
    }),
  ).start();
  return { actor, fakes, reportAuthError };
}

const loaded = async (run: ReturnType<typeof start>) => {
  await waitFor(run.actor, (s) => s.matches({ classes: { ready: 'idle' }, schools: { ready: 'idle' } }));
  return run.actor.getSnapshot().context;
};

describe('adminClassesMachine', () => {
  it('loads the teacher\'s classes and the county\'s schools, sorted by name', async () => {
    const run = start();
    expect(run.actor.getSnapshot().matches({ classes: 'loading' })).toBe(true);
    const context = await loaded(run);
    expect(context.classes).toEqual([tenA]);
    expect(context.schools.map((s) => s.name)).toEqual(['Nordnes skole', 'Tanks skole']);
  });

  it('keeps a failed load as a message key and loads again on retry', async () => {
    let calls = 0;
    const run = start({
      listClasses: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError(null, 'txt_error_network');
        return [tenA];
      },
    });
    await waitFor(run.actor, (s) => s.matches({ classes: 'failed' }));
    expect(run.actor.getSnapshot().context.loadErrorKey).toBe('txt_error_network');
    expect(run.reportAuthError).not.toHaveBeenCalled();
    run.actor.send({ type: 'classes.retry' });
    await waitFor(run.actor, (s) => s.matches({ classes: 'ready' }));
    expect(run.actor.getSnapshot().context.classes).toEqual([tenA]);
  });

  it('hands an expired token (401) to the central error handler', async () => {
    const expired = new ApiError(401, 'txt_error_session_expired');
    const run = start({
      listClasses: async () => {
        throw expired;
      },
    });
    await waitFor(run.actor, (s) => s.matches({ classes: 'failed' }));
    expect(run.reportAuthError).toHaveBeenCalledWith(expired);
  });

  it('creates a class and puts it first in the list, saying so', async () => {
    const run = start();
    await loaded(run);
    run.actor.send({ type: 'class.create', values });
    expect(run.actor.getSnapshot().matches({ classes: { ready: 'saving' } })).toBe(true);
    await waitFor(run.actor, (s) => s.matches({ classes: { ready: 'idle' } }));
    const { classes, notice, formError } = run.actor.getSnapshot().context;
    expect(run.fakes.createClass).toHaveBeenCalledWith(values);
    expect(classes.map((c) => c.classCode)).toEqual(['QW3ERT', 'KX7P2M']);
    expect(notice).toEqual({ kind: 'created', classCode: 'QW3ERT', name: '10B' });
    expect(formError).toBeNull();
  });

  it.each([
    [{ ...values, name: '  ' }, 'name', 'txt_error_required'],
    [{ ...values, school: '' }, 'school', 'txt_error_required'],
    [{ ...values, schoolYear: '2026/2028' }, 'schoolYear', 'txt_error_school_year'],
    [{ ...values, schoolYear: '26/27' }, 'schoolYear', 'txt_error_school_year'],
    [{ ...values, name: 'x'.repeat(61) }, 'name', 'txt_error_too_long'],
  ] as const)('refuses %j before calling the server', async (bad, field, messageKey) => {
    const run = start();
    await loaded(run);
    run.actor.send({ type: 'class.create', values: bad });
    expect(run.actor.getSnapshot().context.formError).toEqual({ form: 'new', field, messageKey });
    expect(run.actor.getSnapshot().matches({ classes: { ready: 'idle' } })).toBe(true);
    expect(run.fakes.createClass).not.toHaveBeenCalled();
  });

  it('shows the server\'s refusal next to the field it names', async () => {
    const run = start({
      createClass: async () => {
        throw new ApiError(409, 'txt_error_class_exists', 'name');
      },
    });
    await loaded(run);
    run.actor.send({ type: 'class.create', values });
    await waitFor(run.actor, (s) => s.context.formError !== null);
    expect(run.actor.getSnapshot().context.formError).toEqual({ form: 'new', field: 'name', messageKey: 'txt_error_class_exists' });
    expect(run.actor.getSnapshot().context.classes).toEqual([tenA]);
    expect(run.reportAuthError).not.toHaveBeenCalled();
  });

  it('edits a class: the edit form closes when the server has the new name', async () => {
    const run = start();
    await loaded(run);
    run.actor.send({ type: 'class.edit', classCode: 'KX7P2M' });
    expect(run.actor.getSnapshot().context.editing).toBe('KX7P2M');
    run.actor.send({ type: 'class.update', classCode: 'KX7P2M', values: { ...values, name: '10A (Bergen)' } });
    await waitFor(run.actor, (s) => s.matches({ classes: { ready: 'idle' } }) && s.context.notice !== null);
    const { classes, editing, notice } = run.actor.getSnapshot().context;
    expect(run.fakes.updateClass).toHaveBeenCalledWith({ classCode: 'KX7P2M', ...values, name: '10A (Bergen)' });
    expect(classes[0]!.name).toBe('10A (Bergen)');
    expect(editing).toBeNull();
    expect(notice).toEqual({ kind: 'updated', classCode: 'KX7P2M', name: '10A (Bergen)' });
  });

  it('keeps the edit form open with the error when an edit is refused', async () => {
    const run = start();
    await loaded(run);
    run.actor.send({ type: 'class.edit', classCode: 'KX7P2M' });
    run.actor.send({ type: 'class.update', classCode: 'KX7P2M', values: { ...values, schoolYear: '2027' } });
    expect(run.actor.getSnapshot().context).toMatchObject({ editing: 'KX7P2M', formError: { form: 'KX7P2M', field: 'schoolYear', messageKey: 'txt_error_school_year' } });
    run.actor.send({ type: 'class.editCancel' });
    expect(run.actor.getSnapshot().context).toMatchObject({ editing: null, formError: null });
    expect(run.fakes.updateClass).not.toHaveBeenCalled();
  });

  it('archives a class and brings it back', async () => {
    const run = start();
    await loaded(run);
    run.actor.send({ type: 'class.archive', classCode: 'KX7P2M', archived: true });
    expect(run.actor.getSnapshot().matches({ classes: { ready: 'saving' } })).toBe(true);
    await waitFor(run.actor, (s) => s.matches({ classes: { ready: 'idle' } }));
    expect(run.actor.getSnapshot().context.classes[0]!.archived).toBe(true);
    expect(run.actor.getSnapshot().context.notice).toMatchObject({ kind: 'archived', classCode: 'KX7P2M' });

    run.actor.send({ type: 'class.archive', classCode: 'KX7P2M', archived: false });
    await waitFor(run.actor, (s) => s.context.notice?.kind === 'restored');
    expect(run.actor.getSnapshot().context.classes[0]!.archived).toBe(false);
    expect(run.fakes.archiveClass.mock.calls.map(([input]) => input)).toEqual([
      { classCode: 'KX7P2M', archived: true },
      { classCode: 'KX7P2M', archived: false },
    ]);
  });

  it('says why an archive failed, on the class it was for', async () => {
    const run = start({
      archiveClass: async () => {
        throw new ApiError(null, 'txt_error_network');
      },
    });
    await loaded(run);
    run.actor.send({ type: 'class.archive', classCode: 'KX7P2M', archived: true });
    await waitFor(run.actor, (s) => s.context.archiveError !== null);
    expect(run.actor.getSnapshot().context.archiveError).toEqual({ classCode: 'KX7P2M', messageKey: 'txt_error_network' });
    expect(run.actor.getSnapshot().context.classes[0]!.archived).toBe(false);
  });

  it('deletes a class with its code typed again, and takes it out of the list', async () => {
    const run = start();
    await loaded(run);
    run.actor.send({ type: 'class.delete', classCode: 'KX7P2M', confirmCode: ' kx7p2m ' });
    expect(run.actor.getSnapshot().matches({ classes: { ready: 'saving' } })).toBe(true);
    await waitFor(run.actor, (s) => s.matches({ classes: { ready: 'idle' } }));
    expect(run.fakes.deleteClass).toHaveBeenCalledWith({ classCode: 'KX7P2M', confirmCode: 'kx7p2m' });
    expect(run.actor.getSnapshot().context.classes).toEqual([]);
    expect(run.actor.getSnapshot().context.notice).toEqual({ kind: 'deleted', classCode: 'KX7P2M', name: '10A' });
  });

  it('keeps the class and says so on its confirmation field when the code typed is wrong', async () => {
    const run = start({
      deleteClass: async () => {
        throw new ApiError(400, 'txt_error_delete_confirm');
      },
    });
    await loaded(run);
    run.actor.send({ type: 'class.delete', classCode: 'KX7P2M', confirmCode: 'FEIL' });
    await waitFor(run.actor, (s) => s.context.deleteError !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ deleteError: { classCode: 'KX7P2M', messageKey: 'txt_error_delete_confirm' }, notice: null });
    expect(run.actor.getSnapshot().context.classes).toHaveLength(1);
  });

  it('opens a session at once in the list, then confirms it with the server', async () => {
    const call = deferred<{ success: boolean }>();
    const run = start({ setSection: () => call.promise });
    await loaded(run);
    run.actor.send({ type: 'section.toggle', classCode: 'KX7P2M', oktNumber: 3, enabled: true });
    const during = run.actor.getSnapshot();
    expect(during.context.classes[0]!.sections).toEqual({ '2': true, '3': true });
    expect(during.context.pending).toEqual([{ classCode: 'KX7P2M', oktNumber: 3, enabled: true }]);
    expect(during.matches({ sections: 'saving' })).toBe(true);
    expect(run.fakes.setSection).toHaveBeenCalledWith({ classCode: 'KX7P2M', oktNumber: 3, enabled: true });

    call.resolve({ success: true });
    await waitFor(run.actor, (s) => s.matches({ sections: 'idle' }));
    expect(run.actor.getSnapshot().context).toMatchObject({
      pending: [],
      sectionError: null,
      notice: { kind: 'sectionOpened', classCode: 'KX7P2M', name: '10A', oktNumber: 3 },
    });
    expect(run.actor.getSnapshot().context.classes[0]!.sections['3']).toBe(true);
  });

  it('puts the switch back and says why when the server refuses it', async () => {
    const run = start({
      setSection: async () => {
        throw new ApiError(null, 'txt_error_network');
      },
    });
    await loaded(run);
    run.actor.send({ type: 'section.toggle', classCode: 'KX7P2M', oktNumber: 2, enabled: false });
    expect(run.actor.getSnapshot().context.classes[0]!.sections['2']).toBe(false);
    await waitFor(run.actor, (s) => s.context.sectionError !== null);
    const { classes, sectionError, pending } = run.actor.getSnapshot().context;
    expect(classes[0]!.sections['2']).toBe(true);
    expect(sectionError).toEqual({ classCode: 'KX7P2M', oktNumber: 2, enabled: false, messageKey: 'txt_error_network' });
    expect(pending).toEqual([]);
  });

  it('sends switches of different sessions one after the other, and ignores a second click on one on its way', async () => {
    const calls: ReturnType<typeof deferred<{ success: boolean }>>[] = [];
    const run = start({
      setSection: () => {
        const call = deferred<{ success: boolean }>();
        calls.push(call);
        return call.promise;
      },
    });
    await loaded(run);
    run.actor.send({ type: 'section.toggle', classCode: 'KX7P2M', oktNumber: 3, enabled: true });
    run.actor.send({ type: 'section.toggle', classCode: 'KX7P2M', oktNumber: 3, enabled: false });
    run.actor.send({ type: 'section.toggle', classCode: 'KX7P2M', oktNumber: 4, enabled: true });
    expect(run.actor.getSnapshot().context.classes[0]!.sections).toEqual({ '2': true, '3': true, '4': true });
    expect(run.fakes.setSection).toHaveBeenCalledTimes(1);

    calls[0]!.resolve({ success: true });
    await vi.waitFor(() => expect(run.fakes.setSection).toHaveBeenCalledTimes(2));
    expect(run.fakes.setSection).toHaveBeenLastCalledWith({ classCode: 'KX7P2M', oktNumber: 4, enabled: true });
    calls[1]!.reject(new ApiError(500, 'txt_error_default'));
    await waitFor(run.actor, (s) => s.context.pending.length === 0);
    expect(run.actor.getSnapshot().context.classes[0]!.sections).toEqual({ '2': true, '3': true, '4': false });
  });

  it.each([
    ['session 1, which is always open', { oktNumber: 1, enabled: false }],
    ['a session already in that position', { oktNumber: 2, enabled: true }],
    ['an unknown class', { classCode: 'ZZZZZZ', oktNumber: 3, enabled: true }],
  ])('does not switch %s', async (_, toggle) => {
    const run = start();
    await loaded(run);
    run.actor.send({ type: 'section.toggle', classCode: 'KX7P2M', ...toggle } as SectionToggle & { type: 'section.toggle' });
    expect(run.actor.getSnapshot().context.pending).toEqual([]);
    expect(run.fakes.setSection).not.toHaveBeenCalled();
  });

  it('rolls back and reports a switch refused for the token (403)', async () => {
    const run = start({
      setSection: async () => {
        throw new ApiError(403, 'txt_error_no_access');
      },
    });
    await loaded(run);
    run.actor.send({ type: 'section.toggle', classCode: 'KX7P2M', oktNumber: 5, enabled: true });
    await vi.waitFor(() => expect(run.reportAuthError).toHaveBeenCalledTimes(1));
    expect(run.actor.getSnapshot().context.classes[0]!.sections['5']).toBe(false);
  });

  it('adds a missing school and chooses it; a school already listed is chosen without a call', async () => {
    const run = start();
    await loaded(run);
    run.actor.send({ type: 'school.add', name: ' nordnes SKOLE ', form: 'new' });
    expect(run.actor.getSnapshot().context.addedSchool).toEqual({ form: 'new', name: 'Nordnes skole' });
    expect(run.fakes.addSchool).not.toHaveBeenCalled();

    run.actor.send({ type: 'school.add', name: '  Bjørnsletta skule ', form: 'KX7P2M' });
    expect(run.actor.getSnapshot().matches({ schools: { ready: 'adding' } })).toBe(true);
    await waitFor(run.actor, (s) => s.matches({ schools: { ready: 'idle' } }));
    expect(run.fakes.addSchool).toHaveBeenCalledWith({ name: 'Bjørnsletta skule' });
    const { schools: listed, addedSchool } = run.actor.getSnapshot().context;
    expect(listed.map((s) => s.name)).toEqual(['Bjørnsletta skule', 'Nordnes skole', 'Tanks skole']);
    expect(addedSchool).toEqual({ form: 'KX7P2M', name: 'Bjørnsletta skule' });
  });

  it('refuses an empty school name, and keeps a failed addition as a message key', async () => {
    const run = start({
      addSchool: async () => {
        throw new ApiError(null, 'txt_error_network');
      },
    });
    await loaded(run);
    run.actor.send({ type: 'school.add', name: '   ', form: 'new' });
    expect(run.actor.getSnapshot().context.addSchoolError).toEqual({ form: 'new', messageKey: 'txt_error_required' });
    run.actor.send({ type: 'school.add', name: 'Ny skole', form: 'new' });
    await waitFor(run.actor, (s) => s.context.addSchoolError?.messageKey === 'txt_error_network');
    expect(run.actor.getSnapshot().context.addedSchool).toBeNull();
  });

  it('still lists the classes when the schools cannot be fetched, and fetches them again on retry', async () => {
    let calls = 0;
    const run = start({
      listSchools: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError(500, 'txt_error_default');
        return schools;
      },
    });
    await waitFor(run.actor, (s) => s.matches({ classes: { ready: 'idle' }, schools: 'failed' }));
    expect(run.actor.getSnapshot().context.schoolsErrorKey).toBe('txt_error_default');
    run.actor.send({ type: 'schools.retry' });
    await loaded(run);
    expect(run.actor.getSnapshot().context.schools).toHaveLength(2);
  });
});
