import { type ActorRefFrom, type AnyActorLogic, createActor, createMachine, fromCallback, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordVersions, VersionedClassRecord } from '../src/contracts/answers';
import type { FeideSessionData } from '../src/contracts/feide';
import type { MyData } from '../src/contracts/myData';
import type { ClassCheckResult } from '../src/services/backendApi';
import { EMPTY_SYNC, type UnsentAnswers } from '../src/domain/answerSync';
import { NO_OBJECTS } from '../src/domain/story';
import { OKT_FIXTURE } from '../src/test/oktFixture';
import { type AppInput, appMachine, type TabMessage } from './appMachine';
import { type AuthInput, authMachine } from './authMachine';
import { type myDataMachine, myDataInSystem } from './myDataMachine';
import { type ClassAccessResult, oktMachine } from './oktMachine';
import { progressMachine, type SaveInput } from './progressMachine';
import { routeMachine } from './routeMachine';
import { storyMachine } from './storyMachine';

const USER = 'elev-aaaaaaaaaa';
const CLASS = 'DEMO26';

const record = (responses: Record<string, unknown>): VersionedClassRecord => ({
  classCode: CLASS,
  responses: responses as VersionedClassRecord['responses'],
  versions: Object.fromEntries(Object.keys(responses).map((code) => [code, { version: 1, editedAt: 1 }])),
  lastUpdated: 1,
  serverTime: Date.now(),
});

const signedOut: AuthInput['restored'] = {
  isLoggedIn: false,
  userId: null,
  email: null,
  idToken: null,
  expiresAt: null,
  apiToken: null,
  apiTokenExpiresAt: null,
  classCode: null,
  canAdmin: false,
  fylkeEmail: null,
};
const signedIn: AuthInput['restored'] = { ...signedOut, isLoggedIn: true, userId: USER, email: 'elev@skole.no', idToken: 'token-1', expiresAt: Date.now() + 3_600_000, classCode: CLASS };

const running: { stop(): void }[] = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
});

/** The app's system with fakes for the backend and the device, as src/app/system.ts binds the real ones. */
function startApp({ restored = signedOut, url = '/no', save }: { restored?: AuthInput['restored']; url?: string; save?: (input: SaveInput) => Promise<VersionedClassRecord> } = {}) {
  // «Mine data» as the app machine loads it with its page, with fakes for the account routes.
  const myData = myDataInSystem.provide({ actors: { fetchData: fromPromise(() => spies.fetchData()), deleteAccount: fromPromise(async (): Promise<void> => undefined) } });
  const spies = {
    authNavigate: vi.fn(),
    oktNavigate: vi.fn(),
    routeNavigate: vi.fn(),
    keepUserState: vi.fn(),
    forgetDevice: vi.fn(),
    readUnsent: vi.fn(async (_userId: string): Promise<UnsentAnswers | null> => null),
    save: vi.fn(save ?? (async (input: SaveInput) => record(Object.fromEntries(Object.entries(input.changes).map(([code, change]) => [code, change.value]))))),
    loadVersions: vi.fn(async (): Promise<RecordVersions> => ({})),
    signOut: vi.fn(async (): Promise<void> => undefined),
    loadPage: vi.fn(async (page: string): Promise<AnyActorLogic> => (page === 'myData' ? myData : createMachine({ id: 'page' }))),
    fetchData: vi.fn(async (): Promise<MyData> => ({ exportedAt: 1, account: { role: 'pupil' }, classes: [{ classCode: CLASS }] }) as unknown as MyData),
  };
  const toTabs: TabMessage[] = [];
  const logic = appMachine.provide({
    actors: {
      auth: authMachine.provide({
        actors: {
          signIn: fromPromise(async () => ({ userId: USER, idToken: 'token-1', expiresAt: Date.now() + 3_600_000 })),
          getUserRecord: fromPromise(async (): Promise<{ hasTeacherAccess: boolean }> => ({ hasTeacherAccess: false })),
          checkClassExists: fromPromise(async (): Promise<ClassCheckResult> => ({ success: true })),
          loadClass: fromPromise(async () => record({ O1A: 'Meg' })),
          signOut: fromPromise(async (): Promise<void> => spies.signOut()),
        },
        actions: { navigate: (_, { to }) => spies.authNavigate(to) },
      }),
      progress: progressMachine.provide({
        actors: {
          saveAnswers: fromPromise(({ input }) => spies.save(input)),
          loadRecord: fromPromise(async (): Promise<VersionedClassRecord | null> => record({ O1A: 'Meg' })),
          loadVersions: fromPromise(async (): Promise<RecordVersions | null> => spies.loadVersions()),
          clearClassRecord: fromPromise(async () => record({})),
          backendStartOver: fromPromise(async (): Promise<void> => undefined),
        },
      }),
      story: storyMachine.provide({
        actors: {
          fetchStoryContent: fromPromise(async ({ input }) => ({
            jobs: { industryId: input.needs.jobsOf ?? '', jobs: [] },
            creditItems: [],
            unexpectedExpenses: [],
            insuranceProducts: [],
          })),
        },
      }),
      okt: oktMachine.provide({
        actors: {
          fetchOktContent: fromPromise(async () => OKT_FIXTURE),
          fetchClassAccess: fromPromise(async (): Promise<ClassAccessResult> => ({ success: true, data: {} })),
        },
        actions: { navigate: (_, { to }) => spies.oktNavigate(to) },
        delays: { classPoll: 20 },
      }),
      route: routeMachine.provide({ actions: { navigate: (_, params) => spies.routeNavigate(params) } }),
      tabs: fromCallback<{ type: 'tab.tell'; message: TabMessage }>(({ receive }) => receive((event) => void toTabs.push(event.message))),
      readUnsent: fromPromise(({ input }) => spies.readUnsent(input.userId)),
      loadPage: fromPromise(({ input }) => spies.loadPage(input)),
    },
    actions: { keepUserState: (_, part) => spies.keepUserState(part), forgetDevice: (_, params) => spies.forgetDevice(params) },
  });
  const input: AppInput = {
    auth: { restored, lang: 'no' },
    progress: { restored: { userId: restored.userId, classCode: restored.classCode, ...EMPTY_SYNC } },
    story: { held: NO_OBJECTS },
    url,
  };
  const app = createActor(logic, { input }).start();
  running.push(app);
  const get = <T,>(id: string) => app.system.get(id) as T;
  return {
    app,
    spies,
    toTabs,
    auth: get<ActorRefFrom<typeof authMachine>>('auth'),
    progress: get<ActorRefFrom<typeof progressMachine>>('progress'),
    story: get<ActorRefFrom<typeof storyMachine>>('story'),
    okt: get<ActorRefFrom<typeof oktMachine>>('okt'),
    route: get<ActorRefFrom<typeof routeMachine>>('route'),
  };
}

const pupilLogin = { type: 'login.submit', page: 'pupil', email: 'elev@skole.no', password: 'hemmelig', classCode: CLASS, isNewUser: false, lang: 'no' } as const;

describe('the app machine', () => {
  it('starts the concern machines as its children, each under its systemId', () => {
    const { app } = startApp();
    for (const id of ['auth', 'progress', 'story', 'okt', 'route']) expect(app.system.get(id)).toBeDefined();
  });

  it('brings a sign-in to the route guard and the answers, with the answers this device kept for the account', async () => {
    const { auth, progress, route, spies } = startApp();
    const kept: UnsentAnswers = { classCode: CLASS, changes: { O1C: { value: 'helse', baseVersion: 0, editedAt: 5 } } };
    spies.readUnsent.mockResolvedValue(kept);
    auth.send(pupilLogin);
    await waitFor(progress, (s) => s.matches('active'));
    expect(route.getSnapshot().context.viewer).toEqual({ isLoggedIn: true, canAdmin: false });
    expect(spies.readUnsent).toHaveBeenCalledWith(USER);
    expect(progress.getSnapshot().context).toMatchObject({ userId: USER, idToken: 'token-1', classCode: CLASS, responses: { O1A: 'Meg', O1C: 'helse' } });
    expect(spies.keepUserState).toHaveBeenCalledWith({ auth: auth.getSnapshot() });
  });

  it('loads the sessions in the page’s language once signed in, and again on each page shown', async () => {
    const { okt, route } = startApp({ restored: signedIn, url: '/nn/start' });
    await waitFor(okt, (s) => s.matches('ready'));
    expect(okt.getSnapshot().context).toMatchObject({ lang: 'nn', classCode: CLASS });
    route.send({ type: 'url.change', url: '/no/start' });
    await waitFor(okt, (s) => s.matches('ready') && s.context.lang === 'no');
  });

  it('takes a session address from the URL to the okt machine, which turns the pupil away from a locked session', async () => {
    const { okt, route, spies } = startApp({ restored: signedIn, url: '/no/start' });
    await waitFor(okt, (s) => s.matches('ready'));
    route.send({ type: 'url.change', url: '/no/okt/3/O3A' });
    expect(spies.oktNavigate).toHaveBeenCalledWith('/okt/1/O1C');
    expect(okt.getSnapshot().context.refusal).toMatchObject({ okt: 3, landedOn: 1 });
  });

  it('saves the answer at once when the pupil leaves an activity', async () => {
    const { okt, progress, route, spies } = startApp({ restored: signedIn, url: '/no/okt/1/O1A' });
    await waitFor(okt, (s) => s.matches('ready'));
    await waitFor(progress, (s) => s.matches({ active: 'saved' }));
    progress.send({ type: 'answer.change', code: 'O1A', value: 'Ny' });
    route.send({ type: 'url.change', url: '/no/okt/1/O1C' });
    await waitFor(progress, (s) => s.matches({ active: 'saved' }) && !s.context.needsSave);
    expect(spies.save).toHaveBeenCalledTimes(1);
  });

  it('logs out only once the answers are sent, then clears what the next pupil could see and tells the other tabs', async () => {
    let answer: (value: VersionedClassRecord) => void = () => {};
    const { auth, progress, okt, spies, toTabs } = startApp({ restored: signedIn, url: '/no/start', save: () => new Promise((resolve) => (answer = resolve)) });
    await waitFor(okt, (s) => s.matches('ready'));
    await waitFor(progress, (s) => s.matches({ active: 'saved' }));
    progress.send({ type: 'answer.change', code: 'O1A', value: 'Ny' });
    progress.send({ type: 'logout.request' });
    await waitFor(progress, (s) => s.matches({ active: 'saving' }));
    expect(auth.getSnapshot().matches('signedIn')).toBe(true);
    expect(spies.signOut).not.toHaveBeenCalled();
    answer(record({ O1A: 'Ny' }));
    await waitFor(auth, (s) => s.matches('signedOut'));
    expect(spies.signOut).toHaveBeenCalled();
    expect(spies.forgetDevice).toHaveBeenCalledWith({ dropUnsent: null });
    expect(progress.getSnapshot().matches('inactive')).toBe(true);
    expect(okt.getSnapshot().matches('idle')).toBe(true);
    expect(toTabs).toContainEqual({ kind: 'loggedOut', userId: USER });
    expect(spies.authNavigate).toHaveBeenCalledWith('pupilLogin');
  });

  it('signs in again when a save is refused for an expired login', async () => {
    const expired = Object.assign(new Error('expired'), { status: 401 });
    const { auth, progress, spies } = startApp({ restored: signedIn, url: '/no/start', save: async () => Promise.reject(expired) });
    await waitFor(progress, (s) => s.matches({ active: 'saved' }));
    progress.send({ type: 'answer.change', code: 'O1A', value: 'Ny' });
    progress.send({ type: 'progress.save' });
    await waitFor(auth, (s) => s.matches('signedOut'));
    expect(auth.getSnapshot().context.sessionExpired).toBe(true);
    expect(spies.authNavigate).toHaveBeenCalledWith('sessionExpired');
    expect(progress.getSnapshot().matches({ active: 'awaitingLogin' })).toBe(true);
  });

  it('forgets a deleted account on the device, with the answers it kept for it', async () => {
    const { auth, spies } = startApp({ restored: signedIn, url: '/no/mine-data' });
    auth.send({ type: 'account.deleted' });
    await waitFor(auth, (s) => s.matches('signedOut'));
    expect(spies.forgetDevice).toHaveBeenCalledWith({ dropUnsent: USER });
  });

  it('runs «Mine data» while its page is shown, afresh each time, and signs the device out of an account it deleted', async () => {
    const { app, auth, route, spies } = startApp({ restored: signedIn, url: '/no/mine-data' });
    const myData = () => app.system.get('myData') as ActorRefFrom<typeof myDataMachine> | undefined;
    // Its machine loads with the page.
    await vi.waitFor(() => expect(myData()).toBeDefined());
    await waitFor(myData()!, (s) => s.matches('ready'));
    // The class's display name, whose refusal of an expired token signs in again like the rest of the page.
    expect(Object.keys(myData()!.getSnapshot().children)).toEqual([`displayName.${CLASS}`]);
    route.send({ type: 'url.change', url: '/no/start' });
    expect(myData()).toBeUndefined();
    route.send({ type: 'url.change', url: '/no/mine-data' });
    await vi.waitFor(() => expect(myData()).toBeDefined());
    await waitFor(myData()!, (s) => s.matches('ready'));
    expect(spies.fetchData).toHaveBeenCalledTimes(2);
    myData()!.send({ type: 'account.delete', password: 'hemmelig' });
    await waitFor(auth, (s) => s.matches('signedOut'));
    expect(auth.getSnapshot().context.accountDeleted).toBe(true);
    expect(spies.forgetDevice).toHaveBeenCalledWith({ dropUnsent: USER });
  });

  it('runs the admin area’s machine, loaded with the area, while one of its parts is shown', async () => {
    const teacher = { ...signedIn, classCode: null, canAdmin: true, apiToken: 'api-token', apiTokenExpiresAt: Date.now() + 3_600_000 };
    const { app, route, spies } = startApp({ restored: teacher, url: '/no/admin/klasser' });
    await vi.waitFor(() => expect(app.system.get('admin')).toBeDefined());
    expect(spies.loadPage).toHaveBeenCalledWith('admin');
    route.send({ type: 'url.change', url: '/no/admin/fremdrift' });
    expect(spies.loadPage).toHaveBeenCalledTimes(1);
    route.send({ type: 'url.change', url: '/no/start' });
    expect(app.system.get('admin')).toBeUndefined();
    route.send({ type: 'url.change', url: '/no/admin/okter' });
    await vi.waitFor(() => expect(app.system.get('admin')).toBeDefined());
    expect(spies.loadPage.mock.calls.filter(([page]) => page === 'admin')).toHaveLength(2);
  });

  it('signs in again when «Mine data» is refused for an expired token', async () => {
    const { auth, route, spies } = startApp({ restored: signedIn, url: '/no/start' });
    spies.fetchData.mockRejectedValue(Object.assign(new Error('expired'), { status: 401 }));
    route.send({ type: 'url.change', url: '/no/mine-data' });
    await waitFor(auth, (s) => s.matches('signedOut'));
    expect(auth.getSnapshot().context.sessionExpired).toBe(true);
  });

  it('takes another tab’s save, and ends this tab’s sign-in when another tab logs the account out', async () => {
    const { app, auth, progress, toTabs } = startApp({ restored: signedIn, url: '/no/start' });
    await waitFor(progress, (s) => s.matches({ active: 'saved' }));
    app.send({ type: 'tab.message', message: { kind: 'record', userId: USER, classCode: CLASS, record: record({ O1A: 'Fra den andre fanen' }) } });
    expect(progress.getSnapshot().context.responses).toMatchObject({ O1A: 'Fra den andre fanen' });
    // This tab's own saves are told to the others.
    progress.send({ type: 'answer.change', code: 'O1C', value: 'x' });
    progress.send({ type: 'progress.save' });
    await vi.waitFor(() => expect(toTabs).toContainEqual(expect.objectContaining({ kind: 'record', userId: USER, classCode: CLASS })));
    app.send({ type: 'tab.message', message: { kind: 'loggedOut', userId: 'someone-else' } });
    expect(auth.getSnapshot().matches('signedIn')).toBe(true);
    app.send({ type: 'tab.message', message: { kind: 'loggedOut', userId: USER } });
    expect(auth.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('passes the page’s visibility and the network on to the answers and the sessions', async () => {
    const { app, okt, progress } = startApp({ restored: signedIn, url: '/no/start' });
    await waitFor(okt, (s) => s.matches({ ready: 'watching' }));
    await waitFor(progress, (s) => s.matches({ active: 'saved' }));
    progress.send({ type: 'answer.change', code: 'O1A', value: 'Ny' });
    app.send({ type: 'page.hidden' });
    expect(progress.getSnapshot().matches({ active: 'saving' })).toBe(true);
    expect(okt.getSnapshot().matches({ ready: 'paused' })).toBe(true);
    app.send({ type: 'page.visible' });
    expect(okt.getSnapshot().matches({ ready: 'paused' })).toBe(false);
  });

  it('looks for another device’s answers each time the sessions look at the class', async () => {
    const { okt, progress, spies } = startApp({ restored: signedIn, url: '/no/start' });
    await waitFor(okt, (s) => s.matches('ready'));
    await waitFor(progress, (s) => s.matches({ active: 'saved' }));
    await vi.waitFor(() => expect(spies.loadVersions).toHaveBeenCalled());
  });

  it('tells the story again when the language changes', async () => {
    const { progress, route, story } = startApp({ restored: signedIn, url: '/no/start' });
    await waitFor(progress, (s) => s.matches({ active: 'saved' }));
    await waitFor(story, (s) => s.context.lang === 'no');
    route.send({ type: 'url.change', url: '/nn/start' });
    expect(story.getSnapshot().context.lang).toBe('nn');
  });

  it('goes to the start page after starting over', async () => {
    const { progress, spies } = startApp({ restored: signedIn, url: '/no/start-pa-nytt' });
    await waitFor(progress, (s) => s.matches({ active: 'saved' }));
    progress.send({ type: 'startOver.confirm' });
    await vi.waitFor(() => expect(spies.authNavigate).toHaveBeenCalledWith('start'));
  });

  it('collects a Feide sign-in when the browser comes back from Feide', async () => {
    const collect = vi.fn((): Promise<FeideSessionData> => new Promise(() => {}));
    const logic = appMachine.provide({ actors: { auth: authMachine.provide({ actors: { collectFeide: fromPromise(collect) } }), tabs: fromCallback<{ type: 'tab.tell'; message: TabMessage }>(() => {}) } });
    const app = createActor(logic, {
      input: { auth: { restored: signedOut, lang: 'no' }, progress: { restored: { userId: null, classCode: null, ...EMPTY_SYNC } }, story: { held: NO_OBJECTS }, url: '/no/feide/elev' },
    }).start();
    running.push(app);
    await vi.waitFor(() => expect(collect).toHaveBeenCalled());
  });
});
