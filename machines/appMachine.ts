import { type ActorRefFrom, type ActorSystem, type AnyActorLogic, assign, enqueueActions, type EventObject, fromCallback, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { VersionedClassRecord } from '../src/contracts/answers';
import { type Lang, langOfPath } from '../src/contracts/lang';
import { type PageMachine, routeOf } from '../src/contracts/routeTable';
import type { Viewer } from '../src/contracts/routing';
import type { UnsentAnswers } from '../src/domain/answerSync';
import { type AuthInput, authMachine, restoredViewer } from './authMachine';
import { oktMachine } from './oktMachine';
import { type ProgressInput, progressMachine } from './progressMachine';
import { providedAtRoot } from './providedAtRoot';
import { isSignedIn } from './signedIn';
import { routeMachine } from './routeMachine';
import { type StoryInput, storyMachine } from './storyMachine';

/** What tabs of one browser tell each other: a confirmed save, and a logout. */
export type TabMessage = { kind: 'record'; userId: string; classCode: string; record: VersionedClassRecord } | { kind: 'loggedOut'; userId: string };

type AuthSnapshot = SnapshotFrom<typeof authMachine>;
type ProgressSnapshot = SnapshotFrom<typeof progressMachine>;
type StorySnapshot = SnapshotFrom<typeof storyMachine>;
type RouteSnapshot = SnapshotFrom<typeof routeMachine>;

/** A part of the device's user state (spec §3), written from the machine that owns it. */
export type UserStatePart = { auth: AuthSnapshot } | { progress: ProgressSnapshot } | { story: StorySnapshot };

export interface AppInput {
  /** What the device remembered (spec §3 user state), for each machine. */
  auth: AuthInput;
  progress: ProgressInput;
  story: StoryInput;
  url: string;
}

export interface AppContext {
  lang: Lang;
  /** Who the route guard was last told is looking. */
  viewer: Viewer;
  /** What the sessions' content was last asked for (signed in, language, class, teacher, page). */
  contentKey: string;
  /** The account whose sign-in waits for this device's unsent answers of it. */
  signingIn: string | null;
  /** The systemId of the shown page's machine (the route table's `machine`); null on other pages. */
  page: PageMachine | null;
}

export type AppEvent =
  // What the children emit (heard by `children`, below).
  | { type: 'auth.loggedOut' }
  | { type: 'auth.accountDeleted'; userId: string }
  | { type: 'progress.logout.ready' }
  | { type: 'progress.session.expired' }
  | { type: 'progress.startOver.done' }
  | { type: 'progress.record.saved'; userId: string; classCode: string; record: VersionedClassRecord }
  | { type: 'okt.class.polled' }
  // The browser (provided `browser`): the network, and whether the page is seen.
  | { type: 'network.online' }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  // Another tab of this browser (provided `tabs`).
  | { type: 'tab.message'; message: TabMessage }
  | { type: 'xstate.done.actor.readUnsent'; output: UnsentAnswers | null }
  | { type: 'xstate.done.actor.loadPage'; output: AnyActorLogic }
  /** «Mine data» deleted the account. */
  | { type: 'xstate.done.actor.myData' };

const actorsOf = (system: ActorSystem<any>) => ({
  auth: system.get('auth') as ActorRefFrom<typeof authMachine>,
  progress: system.get('progress') as ActorRefFrom<typeof progressMachine>,
  story: system.get('story') as ActorRefFrom<typeof storyMachine>,
  okt: system.get('okt') as ActorRefFrom<typeof oktMachine>,
  route: system.get('route') as ActorRefFrom<typeof routeMachine>,
});

/** The machines that hold the pupil's class (the sessions, the story), where they hold it. */
const holdingClass = (system: ActorSystem<any>) => {
  const { okt, story } = actorsOf(system);
  return [okt, story].filter((actor) => !actor.getSnapshot().matches('idle'));
};

const inputOf = (event: EventObject) => (event as unknown as { input: AppInput }).input;

/** Another account or class than the answers are of: this device's answers kept for the account are read first. */
function isNewAccount(system: ActorSystem<any>): boolean {
  const { auth, progress } = actorsOf(system);
  const { userId, classCode } = auth.getSnapshot().context;
  const answers = progress.getSnapshot().context;
  return answers.userId !== userId || answers.classCode !== classCode;
}

const shownOf = (route: RouteSnapshot) => (route.matches('showing') ? route.context.route : null);

/** The children's emitted events, heard as the app machine's own, named after the child: `progress.logout.ready`, … */
const children = fromCallback<EventObject>(({ system, sendBack }) => {
  const heard = (['auth', 'progress', 'okt'] as const).map((id) =>
    (system.get(id) as ActorRefFrom<typeof authMachine>).on('*', (event: EventObject) => sendBack({ ...event, type: `${id}.${event.type}` })),
  );
  return () => heard.forEach((subscription) => subscription.unsubscribe());
});

/**
 * The app as one actor system: the concern machines are its children, each with a `systemId` (`auth`, `progress`,
 * `story`, `okt`, `route`), and what one of them does that concerns another travels here, in events a test can
 * see: sign-in reaches the route guard, the answers, the sessions and the device's storage; the answers reach the
 * sessions and the story; a save reaches the other tabs; logout waits for the answers and then clears everything
 * the next pupil on this device could see. The device (storage, the tab channel, the browser's events) is
 * provided at the composition root (src/app/system.ts).
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    auth: authMachine,
    progress: progressMachine,
    story: storyMachine,
    okt: oktMachine,
    route: routeMachine,
    children,
    /** Sends `network.online`, `page.hidden` and `page.visible` (spec: answers are saved when the page is hidden). */
    browser: fromCallback<EventObject>(() => () => {}),
    /** The other tabs of this browser: sends `tab.message` for each of theirs, and passes `tab.tell`'s message on to them. */
    tabs: fromCallback<{ type: 'tab.tell'; message: TabMessage }>(() => () => {}),
    /** The machine a page runs (the route table's `machine`), by its systemId, bound to its adapters. */
    loadPage: fromPromise<AnyActorLogic, PageMachine>(providedAtRoot),
    /** The answers this device keeps for an account that logged out before they were sent. */
    readUnsent: fromPromise<UnsentAnswers | null, { userId: string }>(providedAtRoot),
  },
  actions: {
    /** Writes a part of the device's user state (spec §3, key `ueokonomiapp`) where it changes what the device holds. */
    keepUserState: (_, _part: UserStatePart) => {},
    /** Forgets everything the next person on this device could see; with `dropUnsent`, the account's kept answers too. */
    forgetDevice: (_, _params: { dropUnsent: string | null }) => {},
    endClassState: enqueueActions(({ enqueue, system }) => holdingClass(system).forEach((actor) => enqueue.sendTo(actor, { type: 'session.end' }))),
    /** Logout: the answers, the sessions and the story end; other tabs of the account are told. */
    endSignedIn: enqueueActions(({ enqueue, system }) => {
      const { progress } = actorsOf(system);
      const { userId } = progress.getSnapshot().context;
      enqueue.sendTo(progress, { type: 'session.end' });
      holdingClass(system).forEach((actor) => enqueue.sendTo(actor, { type: 'session.end' }));
      if (userId) enqueue.sendTo('tabs', { type: 'tab.tell', message: { kind: 'loggedOut', userId } });
    }),
    /** Spec §4 "App content load": on sign-in and on every page shown while signed in, in the page's language. */
    askForContent: enqueueActions(({ context, enqueue, system }) => {
      const { auth, route, okt, progress } = actorsOf(system);
      const signedIn = isSignedIn(auth.getSnapshot());
      const { classCode, canAdmin } = auth.getSnapshot().context;
      const shown = shownOf(route.getSnapshot());
      const contentKey = JSON.stringify([signedIn, shown?.lang, classCode, canAdmin, shown?.path]);
      if (contentKey === context.contentKey) return;
      enqueue.assign({ contentKey });
      if (signedIn && shown) enqueue.sendTo(okt, { type: 'content.load', lang: shown.lang, classCode, canAdmin, responses: progress.getSnapshot().context.responses });
    }),
    tellSignedIn: enqueueActions(({ enqueue, system, event }) => {
      const { auth, progress } = actorsOf(system);
      const snapshot = auth.getSnapshot();
      const { userId, idToken, classCode, classRecord: record } = snapshot.context;
      if (!isSignedIn(snapshot) || !userId || !idToken) return;
      const unsent = event.type === 'xstate.done.actor.readUnsent' ? event.output : null;
      enqueue.sendTo(progress, { type: 'signedIn', userId, idToken, classCode, record, unsent });
    }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ lang: langOfPath(input.url), viewer: restoredViewer(input.auth.restored), contentKey: '', signingIn: null, page: null }),
  invoke: [
    // First, so that it hears the others from their start.
    { src: 'children' },
    {
      src: 'auth',
      id: 'auth',
      systemId: 'auth',
      input: ({ event }) => inputOf(event).auth,
      onSnapshot: {
        actions: [
          { type: 'keepUserState', params: ({ event }) => ({ auth: event.snapshot as AuthSnapshot }) },
          enqueueActions(({ context, event, enqueue, system }) => {
            const auth = event.snapshot as AuthSnapshot;
            const signedIn = isSignedIn(auth);
            const viewer = { isLoggedIn: signedIn, canAdmin: auth.context.canAdmin };
            if (viewer.isLoggedIn !== context.viewer.isLoggedIn || viewer.canAdmin !== context.viewer.canAdmin) {
              enqueue.assign({ viewer });
              enqueue.sendTo(actorsOf(system).route, { type: 'viewer.change', viewer });
            }
            if (!signedIn) {
              enqueue.assign({ signingIn: null });
              enqueue('endClassState');
            } else if (auth.context.userId && auth.context.idToken && context.signingIn === null) {
              if (isNewAccount(system)) {
                enqueue.assign({ signingIn: auth.context.userId });
                enqueue.spawnChild('readUnsent', { id: 'readUnsent', input: { userId: auth.context.userId } });
              } else enqueue('tellSignedIn');
            }
            enqueue('askForContent');
          }),
        ],
      },
    },
    {
      src: 'progress',
      id: 'progress',
      systemId: 'progress',
      input: ({ event }) => inputOf(event).progress,
      onSnapshot: {
        actions: [
          { type: 'keepUserState', params: ({ event }) => ({ progress: event.snapshot as ProgressSnapshot }) },
          enqueueActions(({ context, event, enqueue, system }) => {
            const { responses } = (event.snapshot as ProgressSnapshot).context;
            const { okt, story } = actorsOf(system);
            if (okt.getSnapshot().context.responses !== responses) enqueue.sendTo(okt, { type: 'responses.update', responses });
            // The story follows the answers (a change of language alone is told when the page's language changes).
            if (!(event.snapshot as ProgressSnapshot).matches('inactive') && story.getSnapshot().context.responses !== responses)
              enqueue.sendTo(story, { type: 'story.update', lang: context.lang, responses });
          }),
        ],
      },
    },
    {
      src: 'story',
      id: 'story',
      systemId: 'story',
      input: ({ event }) => inputOf(event).story,
      onSnapshot: { guard: ({ event }) => !(event.snapshot as StorySnapshot).matches('idle'), actions: { type: 'keepUserState', params: ({ event }) => ({ story: event.snapshot as StorySnapshot }) } },
    },
    { src: 'okt', id: 'okt', systemId: 'okt' },
    {
      src: 'route',
      id: 'route',
      systemId: 'route',
      input: ({ context, event }) => ({ viewer: context.viewer, url: inputOf(event).url }),
      onSnapshot: {
        actions: [
          enqueueActions(({ context, event, enqueue }) => {
            const shown = shownOf(event.snapshot as RouteSnapshot)?.name;
            const page = (shown && shown !== 'notFound' && routeOf(shown).machine) || null;
            if (page === context.page) return;
            if (context.page) enqueue.stopChild(context.page);
            enqueue.stopChild('loadPage');
            enqueue.assign({ page });
            if (page) enqueue.spawnChild('loadPage', { id: 'loadPage', input: page });
          }),
          enqueueActions(({ context, event, enqueue, system }) => {
            const shown = shownOf(event.snapshot as RouteSnapshot);
            if (!shown || shown.lang === context.lang) return;
            enqueue.assign({ lang: shown.lang });
            const progress = actorsOf(system).progress.getSnapshot();
            if (!progress.matches('inactive')) enqueue.sendTo(actorsOf(system).story, { type: 'story.update', lang: shown.lang, responses: progress.context.responses });
          }),
          'askForContent',
        ],
      },
    },
    { src: 'browser' },
    { src: 'tabs', id: 'tabs' },
  ],
  on: {
    'auth.loggedOut': { actions: ['endSignedIn', { type: 'forgetDevice', params: { dropUnsent: null } }] },
    // A deleted account leaves nothing on the device, not even answers held for its next sign-in.
    'auth.accountDeleted': { actions: ['endSignedIn', { type: 'forgetDevice', params: ({ event }) => ({ dropUnsent: event.userId }) }] },
    // Logout goes ahead once the answers are sent, or kept on this device for this account.
    'progress.logout.ready': { actions: sendTo(({ system }) => actorsOf(system).auth, { type: 'logout' }) },
    // A save refused for an expired login: sign in again, and the held answers are saved then.
    'progress.session.expired': { actions: sendTo(({ system }) => actorsOf(system).auth, { type: 'session.expire' }) },
    'progress.startOver.done': { actions: sendTo(({ system }) => actorsOf(system).auth, { type: 'startOver.done' }) },
    'progress.record.saved': {
      actions: sendTo('tabs', ({ event }) => ({ type: 'tab.tell' as const, message: { kind: 'record' as const, userId: event.userId, classCode: event.classCode, record: event.record } })),
    },
    // Each look at the class's state also looks at whether another device saved the pupil's answers.
    'okt.class.polled': { actions: sendTo(({ system }) => actorsOf(system).progress, { type: 'record.check' }) },
    'network.online': { actions: sendTo(({ system }) => actorsOf(system).progress, { type: 'network.online' }) },
    'page.hidden': { actions: [sendTo(({ system }) => actorsOf(system).progress, { type: 'page.hidden' }), sendTo(({ system }) => actorsOf(system).okt, { type: 'page.hidden' })] },
    // Back to the page: the class's open sessions and another device's answers are asked for at once.
    'page.visible': { actions: [sendTo(({ system }) => actorsOf(system).progress, { type: 'page.visible' }), sendTo(({ system }) => actorsOf(system).okt, { type: 'page.visible' })] },
    'tab.message': {
      actions: enqueueActions(({ event, enqueue, system }) => {
        const { message } = event;
        const { auth, progress } = actorsOf(system);
        if (message.kind === 'record') enqueue.sendTo(progress, { type: 'record.remote', userId: message.userId, classCode: message.classCode, record: message.record });
        // Logged out in another tab: this tab's sign-in was ended with it.
        else if (message.userId === auth.getSnapshot().context.userId && isSignedIn(auth.getSnapshot())) enqueue.sendTo(auth, { type: 'session.expire' });
      }),
    },
    'xstate.done.actor.myData': { actions: [assign({ page: null }), sendTo(({ system }) => actorsOf(system).auth, { type: 'account.deleted' })] },
    'xstate.done.actor.loadPage': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const spawn = enqueue.spawnChild as unknown as (src: AnyActorLogic, options: { id: string; systemId: string }) => void;
        if (context.page) spawn(event.output, { id: context.page, systemId: context.page });
      }),
    },
    'xstate.done.actor.readUnsent': {
      actions: [
        enqueueActions(({ context, enqueue, system }) => {
          if (actorsOf(system).auth.getSnapshot().context.userId === context.signingIn) enqueue('tellSignedIn');
        }),
        assign({ signingIn: null }),
      ],
    },
  },
});
