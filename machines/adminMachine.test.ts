import { type ActorRefFrom, createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allClasses, lastYear, tenA, tenAProgress, tenB } from '../stories/fixtures/admin';
import type { ClassAddress, ThrottledPupil } from '../src/contracts/classHelp';
import type { ClassProgress, ClassSummary, School } from '../src/contracts/admin';
import type { AccountSession } from '../src/contracts/auth';
import { accountMachine } from './accountMachine';
import { adminClassesMachine } from './adminClassesMachine';
import { adminMachine, adminPageOf, chooseClass } from './adminMachine';
import { classProgressMachine } from './classProgressMachine';
import { classViewMachine, classViewParts } from './classViewMachine';
import { routeMachine } from './routeMachine';
import { ADMIN_PARTS } from '../src/contracts/routeTable';

describe('chooseClass', () => {
  it('takes the class the address names, in any case', () => {
    expect(chooseClass(allClasses, tenB.classCode.toLowerCase())).toBe(tenB);
    expect(chooseClass(allClasses, lastYear.classCode)).toBe(lastYear);
  });

  it('falls back to the first active class for no or an unknown code, and to none without classes', () => {
    expect(chooseClass(allClasses, null)).toBe(tenA);
    expect(chooseClass([lastYear, tenB], 'ZZZZZZ')).toBe(tenB);
    expect(chooseClass([], null)).toBeNull();
  });
});

describe('the admin parts of the route table', () => {
  it('name only machines the admin machine runs', () => {
    const machines = Object.values(ADMIN_PARTS).flat();
    expect(machines.length).toBeGreaterThan(0);
    for (const machine of machines) expect(adminMachine.implementations.actors, machine).toHaveProperty(machine);
  });
});

describe('adminPageOf', () => {
  it('reads the part and the class an admin address names', () => {
    const route = { name: 'admin', lang: 'no', access: 'teacher', params: { part: 'fremdrift' }, path: '/no/admin/fremdrift' } as const;
    expect(adminPageOf(route, '/no/admin/fremdrift?klasse=AB12CD')).toEqual({ part: 'fremdrift', classCode: 'AB12CD' });
    expect(adminPageOf(route, '/no/admin/fremdrift')).toEqual({ part: 'fremdrift', classCode: null });
    expect(adminPageOf({ ...route, name: 'start' }, '/no/start')).toBeNull();
  });
});

const running: { stop(): void }[] = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
});

const progressOf = (classCode: string): ClassProgress => ({ ...tenAProgress, classCode });

/** The admin machine under a parent that also runs the route machine (systemId `route`), as the app machine does. */
function startAdmin(url: string, classes: ClassSummary[] = [tenA, tenB]) {
  const spies = {
    listClasses: vi.fn(async () => classes),
    fetchProgress: vi.fn(async (classCode: string) => progressOf(classCode)),
    setSection: vi.fn(async () => ({ success: true })),
    listSessions: vi.fn(async (): Promise<AccountSession[]> => []),
  };
  const progressActors = {
    fetchProgress: fromPromise(({ input }: { input: { classCode: string } }) => spies.fetchProgress(input.classCode)),
    fetchThrottled: fromPromise<ThrottledPupil[], { classCode: string }>(async () => []),
    fetchClassAddress: fromPromise<ClassAddress, { classCode: string }>(async () => ({ blocked: false }) as ClassAddress),
  };
  const admin = adminMachine.provide({
    actors: {
      classes: adminClassesMachine.provide({ actors: { listClasses: fromPromise(() => spies.listClasses()), listSchools: fromPromise(async (): Promise<School[]> => []), setSection: fromPromise(() => spies.setSection()) } }),
      classProgress: classProgressMachine.provide({ actors: progressActors }),
      account: accountMachine.provide({ actors: { listSessions: fromPromise(() => spies.listSessions()) } }),
      classView: classViewMachine.provide({ actors: { progress: classViewParts.progress.provide({ actors: progressActors }) } }),
    },
  });
  const parent = createMachine({
    invoke: [
      { src: routeMachine, id: 'route', systemId: 'route', input: { viewer: { isLoggedIn: true, canAdmin: true }, url } },
      { src: admin, id: 'admin', systemId: 'admin' },
    ],
  });
  const app = createActor(parent).start();
  running.push(app);
  const route = app.system.get('route') as ActorRefFrom<typeof routeMachine>;
  const adminActor = app.system.get('admin') as ActorRefFrom<typeof adminMachine>;
  const get = <T,>(id: string) => app.system.get(id) as T | undefined;
  return { spies, route, admin: adminActor, get, go: (to: string) => route.send({ type: 'url.change', url: to }) };
}

describe('the admin machine', () => {
  it('chooses the class the address names once the classes are listed, and the first active one otherwise', async () => {
    const { admin, go } = startAdmin(`/no/admin/klasser?klasse=${tenB.classCode}`);
    await waitFor(admin, (s) => s.context.chosen !== null);
    expect(admin.getSnapshot().context.chosen).toBe(tenB);
    go('/no/admin/klasser');
    expect(admin.getSnapshot().context.chosen).toBe(tenA);
  });

  it('runs the class view on «fremdrift», opening the chosen class, again for another class and each time the part opens', async () => {
    const { admin, get, go, spies } = startAdmin(`/no/admin/fremdrift?klasse=${tenA.classCode}`);
    await waitFor(admin, (s) => s.context.chosen !== null);
    const classView = get<ActorRefFrom<typeof classViewMachine>>('classView')!;
    await waitFor(classView.getSnapshot().context.progress, (s) => s.matches('loaded'));
    expect(spies.fetchProgress).toHaveBeenLastCalledWith(tenA.classCode);
    expect(classView.getSnapshot().context.classCode).toBe(tenA.classCode);

    go(`/no/admin/fremdrift?klasse=${tenB.classCode}`);
    expect(classView.getSnapshot().context.classCode).toBe(tenB.classCode);
    await vi.waitFor(() => expect(spies.fetchProgress).toHaveBeenLastCalledWith(tenB.classCode));

    go(`/no/admin/klasser?klasse=${tenB.classCode}`);
    expect(get('classView')).toBeUndefined();
    const counted = spies.fetchProgress.mock.calls.length;
    go(`/no/admin/fremdrift?klasse=${tenB.classCode}`);
    await vi.waitFor(() => expect(spies.fetchProgress).toHaveBeenCalledTimes(counted + 1));
  });

  it('counts who may open each session on «økter», again once a switch is saved, and only while the page is in view', async () => {
    const { admin, get, spies } = startAdmin(`/no/admin/okter?klasse=${tenA.classCode}`);
    await waitFor(admin, (s) => s.context.chosen !== null);
    const progress = get<ActorRefFrom<typeof classProgressMachine>>('classProgress')!;
    await waitFor(progress, (s) => s.matches('loaded'));
    const counted = spies.fetchProgress.mock.calls.length;
    get<ActorRefFrom<typeof adminClassesMachine>>('adminClasses')!.send({ type: 'section.toggle', classCode: tenA.classCode, oktNumber: 3, enabled: true });
    await vi.waitFor(() => expect(spies.fetchProgress).toHaveBeenCalledTimes(counted + 1));

    admin.send({ type: 'page.visibility', visible: false });
    expect(progress.getSnapshot().context.visible).toBe(false);
  });

  it('runs «Kontoen din» on the front page, listing its sessions afresh each time the page opens', async () => {
    const { get, go, spies } = startAdmin('/no/admin/klasser');
    await vi.waitFor(() => expect(spies.listSessions).toHaveBeenCalledTimes(1));
    go('/no/admin/okter');
    expect(get('account')).toBeUndefined();
    go('/no/admin/klasser');
    await vi.waitFor(() => expect(spies.listSessions).toHaveBeenCalledTimes(2));
  });
});
