import { type ActorRefFrom, type ActorSystem, type AnyActorLogic, createActor, type EventObject, fromCallback, fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { type AppInput, appMachine, type TabMessage, type UserStatePart } from '../../machines/appMachine';
import { type AuthDestination, authMachine } from '../../machines/authMachine';
import { oktMachine } from '../../machines/oktMachine';
import { progressMachine } from '../../machines/progressMachine';
import { routeMachine } from '../../machines/routeMachine';
import { storyMachine } from '../../machines/storyMachine';
import type { FeideSessionData } from '../contracts/feide';
import { type Lang, langOfPath } from '../contracts/lang';
import type { PageMachine } from '../contracts/routeTable';
import { authRestoredFrom, progressRestoredFrom, storyHeldFrom, userStateFromAuth, userStateFromProgress, userStateFromStory } from '../context/userStateParts';
import { forgetAccessCopy } from '../services/deviceCopies';
import { oopsReasonFor } from '../services/errorHandler';
import { loadPorts, type Ports } from '../services/loadPorts';
import { afterFirstPaint } from '../services/paintGate';
import { writeSendToFollowed } from '../services/paceFollowed';
import { dropUnsent, INITIAL_USER_STATE, readUnsent, readUserState, USER_STATE_KEY, type UserState, writeUnsent, writeUserState } from '../services/userState';
import { oktActors, progressActors, storyActors } from './sessionActors';

export type AppSystem = ActorRefFrom<typeof appMachine>;

const viaPorts = <I, O>(run: (p: Ports, input: I) => Promise<O>) => fromPromise<O, I>(async ({ input }) => run(await loadPorts(), input));

const authActors = {
  checkClassExists: viaPorts((p, i: { classCode: string }) => p.backendApi.checkClassExists(i.classCode)),
  signUp: viaPorts((p, i: { email: string; password: string; lang: 'no' | 'nn' }) => p.identity.signUp(i.email, i.password, i.lang)),
  signIn: viaPorts((p, i: { email: string; password: string }) => p.identity.signIn(i.email, i.password)),
  signOut: viaPorts((p, i: { idToken: string }) => p.identity.signOut(i.idToken)),
  getUserRecord: viaPorts((p, i: { idToken: string; userId: string }) => p.store.getUser(i.idToken, i.userId)),
  createClassRecord: viaPorts((p, i: { idToken: string; userId: string; classCode: string }) => p.store.setClass(i.idToken, i.userId, i.classCode, [])),
  // Spec §4 "Loading a class": loaded if the record exists, otherwise an empty one is created.
  loadClass: viaPorts(
    async (p, i: { idToken: string; userId: string; classCode: string }) =>
      (await p.store.getClass(i.idToken, i.userId, i.classCode)) ?? p.store.setClass(i.idToken, i.userId, i.classCode, []),
  ),
  saveDisplayName: viaPorts((p, i: { idToken: string; classCode: string; displayName: string }) => p.myDataApi.saveDisplayName(i.idToken, i.classCode, i.displayName)),
  latestClass: viaPorts((p, i: { idToken: string; userId: string }) => p.store.latestClass(i.idToken, i.userId)),
  getApiToken: viaPorts((p, i: { email: string; password: string; idToken?: string }) => p.backendApi.getApiToken(i.email, i.password, i.idToken)),
  backendLogout: viaPorts((p, i: { apiToken: string }) => p.backendApi.logout(i.apiToken)),
  registerTeacher: viaPorts((p, i: Parameters<Ports['backendApi']['registerTeacher']>[0]) => p.backendApi.registerTeacher(i)),
  sendPasswordReset: viaPorts((p, i: { email: string; lang: 'no' | 'nn' }) => p.identity.sendPasswordReset(i.email, i.lang)),
  verifyResetCode: viaPorts((p, i: { code: string }) => p.identity.verifyResetCode(i.code)),
  confirmReset: viaPorts((p, i: { code: string; password: string }) => p.identity.confirmReset(i.code, i.password)),
  backendResetPassword: viaPorts((p, i: { email: string; password: string; token: string }) => p.backendApi.resetPassword(i)),
  // A pupil signed in with a teacher's temporary password replaces it before anything else.
  changePassword: viaPorts((p, i: { idToken: string; currentPassword: string; newPassword: string }) =>
    p.accountApi.changePassword(i.idToken, { currentPassword: i.currentPassword, newPassword: i.newPassword }),
  ),
  // After coming back from Feide.
  collectFeide: fromPromise<FeideSessionData, void>(async () => (await loadPorts()).collectFeideSignIn()),
};

const DESTINATIONS: Record<AuthDestination, (lang: Lang) => string> = {
  start: (l) => `/${l}/start`,
  admin: (l) => `/${l}/admin/klasser`,
  pupilLogin: (l) => `/${l}`,
  teacherLogin: (l) => `/${l}/veiledere`,
  sessionExpired: (l) => `/${l}/oops/session-expired`,
};

const currentLang = () => langOfPath(window.location.pathname);
const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/** The browser's address, as wouter moves it (its <Link>s and navigate patch pushState and replaceState to tell). */
const LOCATION_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

/** `url.change` for each move of the browser's address: the route machine's one way in. */
const browserLocation = fromCallback<EventObject>(({ sendBack }) => {
  const changed = () => sendBack({ type: 'url.change', url: currentUrl() });
  LOCATION_EVENTS.forEach((type) => window.addEventListener(type, changed));
  return () => LOCATION_EVENTS.forEach((type) => window.removeEventListener(type, changed));
});

/** The network and the page's visibility decide when answers are sent (spec: save when the page is hidden). */
const browserEvents = fromCallback<EventObject>(({ sendBack }) => {
  const online = () => sendBack({ type: 'network.online' });
  const hidden = () => sendBack({ type: 'page.hidden' });
  const visibility = () => sendBack({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
  window.addEventListener('online', online);
  document.addEventListener('visibilitychange', visibility);
  window.addEventListener('pagehide', hidden);
  return () => {
    window.removeEventListener('online', online);
    document.removeEventListener('visibilitychange', visibility);
    window.removeEventListener('pagehide', hidden);
  };
});

/** The other tabs of this browser, over a BroadcastChannel named after the user state's key. */
const tabChannel = fromCallback<{ type: 'tab.tell'; message: TabMessage }>(({ sendBack, receive }) => {
  if (typeof BroadcastChannel !== 'function') return () => {};
  const channel = new BroadcastChannel(USER_STATE_KEY);
  channel.onmessage = ({ data }: MessageEvent<TabMessage>) => sendBack({ type: 'tab.message', message: data });
  receive((event) => channel.postMessage(event.message));
  return () => channel.close();
});

/** Where there is no browser (prerendering): nothing happens. */
const nothing = <T extends EventObject>() => fromCallback<T>(() => () => {});

/** Writes one machine's part over the device's user state, only when that changes what is stored: every write tells the other tabs. */
function keepUserState(storage: Storage, part: UserStatePart) {
  const previous = readUserState(storage);
  const next =
    'auth' in part ? userStateFromAuth(part.auth, previous) : 'progress' in part ? userStateFromProgress(part.progress, previous) : userStateFromStory(part.story, previous);
  if (JSON.stringify(next) !== storage.getItem(USER_STATE_KEY)) writeUserState(storage, next);
}

export interface SystemOptions {
  /** What the device remembered (spec §3 user state). */
  restored: UserState;
  /** The device's localStorage; one that keeps nothing while prerendering at build time. */
  storage: Storage;
  url: string;
  feide: boolean;
  /** In a browser: its address, events, tabs and navigation are bound. Prerendering has none of them. */
  browser: boolean;
}

/**
 * The composition root of the machines: the app machine with the adapters bound (the backend and identity through
 * the ports, localStorage, wouter's navigation, the browser's events and the tab channel), started once, outside
 * React, from the device's persisted state. React gets it through one context (src/context/SystemContext.tsx).
 * Started at once, as the build's prerender and the tests start it; the browser starts it in turns (below).
 */
export function createAppSystem(options: SystemOptions): AppSystem {
  const { children, root, input } = appSystemParts(options);
  const bound = Object.fromEntries(Object.entries(children).map(([name, bind]) => [name, bind()])) as BoundChildren;
  return createActor(root(bound), { input }).start();
}

/** The same system started in the browser's turns, one machine bound per task, as building state trees at once holds back a first tap. */
export async function startAppSystemInTurns(options: SystemOptions, turn: () => Promise<void>): Promise<AppSystem> {
  const { children, root, input } = appSystemParts(options);
  const bound: Partial<BoundChildren> = {};
  for (const name of Object.keys(children) as (keyof BoundChildren)[]) {
    Object.assign(bound, { [name]: children[name]() });
    await turn();
  }
  const logic = root(bound as BoundChildren);
  await turn();
  const app = createActor(logic, { input });
  await turn();
  return app.start();
}

/** Each page machine of the route table (`machine`) in its module, src/app/pages/<machine>.ts, bound to its adapters. */
const PAGES: Record<PageMachine, (go: (to: string) => void) => Promise<AnyActorLogic>> = {
  admin: async (go) => (await import('./pages/admin')).adminInSystem(go),
  myData: async () => (await import('./pages/myData')).myDataPage,
  startPage: async () => (await import('./pages/startPage')).startPage,
  activity: async () => (await import('./pages/activity')).activityInSystem,
  pageContent: async () => (await import('./pages/pageContent')).pageContentInSystem,
};

type Binders = ReturnType<typeof appSystemParts>['children'];
type BoundChildren = { [K in keyof Binders]: ReturnType<Binders[K]> };

/** The concern machines, each bound to its adapters on demand; the app machine given them; and its input. */
function appSystemParts({ restored, storage, url, feide, browser }: SystemOptions) {
  // Navigation after the transition, so the route machine already knows who is signed in when the URL changes.
  const go = (to: string, options?: { replace?: boolean }) => (browser ? queueMicrotask(() => navigate(to, options)) : undefined);
  const children = {
    auth: () => authMachine.provide({
      actors: authActors,
      actions: {
        navigate: (_, { to }) => go(DESTINATIONS[to](currentLang())),
        // The Feide sign-in starts on the server, which sends the browser on to Feide.
        leaveFor: (_, { url: to }) => window.location.assign(to),
        reportError: ({ context }, { error }) => go(`/${currentLang()}/oops/${oopsReasonFor(error, context.idToken !== null)}`),
      },
    }),
    progress: () => progressMachine.provide({
      actors: progressActors,
      actions: {
        keepUnsent: (_, { userId, unsent }) => writeUnsent(storage, userId, unsent),
        dropUnsent: (_, { userId }) => dropUnsent(storage, userId),
      },
    }),
    story: () => storyMachine.provide({ actors: storyActors }),
    okt: () => oktMachine.provide({
      actors: oktActors(storage),
      actions: {
        navigate: (_, { to }) => go(`/${currentLang()}${to}`, { replace: true }),
        rememberSendTo: (_, { classCode, at }) => writeSendToFollowed(storage, classCode, at),
      },
    }),
    route: () => routeMachine.provide({
      actors: { location: browser ? browserLocation : nothing() },
      actions: { navigate: (_, { to, replace }) => (browser ? navigate(to, { replace }) : undefined) },
    }),
  };
  const root = (bound: { [K in keyof typeof children]: ReturnType<(typeof children)[K]> }) =>
    appMachine.provide({
      actors: {
        ...bound,
        browser: browser ? browserEvents : nothing(),
        tabs: browser ? tabChannel : nothing<{ type: 'tab.tell'; message: TabMessage }>(),
        readUnsent: fromPromise(async ({ input }: { input: { userId: string } }) => readUnsent(storage, input.userId)),
        // A page's machine and its adapters load with the page, not with the entry.
        loadPage: fromPromise(async ({ input }: { input: PageMachine }): Promise<AnyActorLogic> => {
          await afterFirstPaint();
          return PAGES[input](go);
        }),
      },
      actions: {
        keepUserState: (_, part) => keepUserState(storage, part),
        forgetDevice: (_, { dropUnsent: userId }) => {
          writeUserState(storage, INITIAL_USER_STATE);
          forgetAccessCopy(storage);
          if (userId) dropUnsent(storage, userId);
        },
      },
    });
  const input: AppInput = {
    auth: { restored: authRestoredFrom(restored), lang: langOfPath(url), feideOffered: feide },
    progress: { restored: progressRestoredFrom(restored) },
    story: { held: storyHeldFrom(restored) },
    url,
  };
  return { children, root, input };
}

export const startBrowserSystem = (restored: UserState, feide: boolean, turn: () => Promise<void>) =>
  startAppSystemInTurns({ restored, storage: window.localStorage, url: currentUrl(), feide, browser: true }, turn);
