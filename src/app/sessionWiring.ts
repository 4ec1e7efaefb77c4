import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../machines/authMachine';
import type { oktMachine } from '../../machines/oktMachine';
import type { progressMachine } from '../../machines/progressMachine';
import { feideReturnOf, type routeMachine, sessionPageOf } from '../../machines/routeMachine';
import type { storyMachine } from '../../machines/storyMachine';
import type { VersionedClassRecord } from '../contracts/answers';
import type { Lang } from '../contracts/lang';
import { dropUnsent, INITIAL_USER_STATE, readUnsent, readUserState, USER_STATE_KEY, writeUserState } from '../services/userState';
import { forgetAccessCopy } from '../services/deviceCopies';
import { isSignedIn, userStateFromAuth } from '../context/authSession';
import { userStateFromProgress, userStateFromStory } from '../context/progressSession';

export interface SessionMachines {
  auth: ActorRefFrom<typeof authMachine>;
  progress: ActorRefFrom<typeof progressMachine>;
  okt: ActorRefFrom<typeof oktMachine>;
  story: ActorRefFrom<typeof storyMachine>;
  route: ActorRefFrom<typeof routeMachine>;
}

/** What tabs of one browser tell each other: a confirmed save, and a logout. */
type TabMessage = { kind: 'record'; userId: string; classCode: string; record: VersionedClassRecord } | { kind: 'loggedOut'; userId: string };

/**
 * The machines talk through events sent here, never by importing each other (DESIGN.md): sign-in state
 * reaches the route guard, the answers and the device's storage; the answers reach the sessions and the
 * story; a save reaches the other tabs; logout waits for the answers and then clears everything the next
 * pupil on this device could see. Answers the unsubscribe function.
 */
export function wireSession(m: SessionMachines, storage: Storage, lang: () => Lang): () => void {
  const { auth, progress, okt, story, route } = m;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(USER_STATE_KEY) : null;
  const tell = (message: TabMessage) => channel?.postMessage(message);

  const clearClassState = () => {
    if (!okt.getSnapshot().matches('idle')) okt.send({ type: 'session.end' });
    if (!story.getSnapshot().matches('idle')) story.send({ type: 'session.end' });
  };

  const onAuth = (snapshot: ReturnType<typeof auth.getSnapshot>) => {
    route.send({ type: 'viewer.change', viewer: { isLoggedIn: isSignedIn(snapshot), canAdmin: snapshot.context.canAdmin } });
    const state = userStateFromAuth(snapshot, readUserState(storage));
    writeUserState(storage, state);
    if (!isSignedIn(snapshot)) return clearClassState();
    const { userId, idToken, classCode, classRecord } = snapshot.context;
    if (!userId || !idToken) return;
    // The progress machine decides whether this starts a session or only renews the token.
    progress.send({ type: 'signedIn', userId, idToken, classCode, record: classRecord, unsent: readUnsent(storage, userId) });
  };

  /** Everything the next person on this device could see goes; other tabs of the account are told. */
  const forgetSignedIn = () => {
    const userId = progress.getSnapshot().context.userId;
    progress.send({ type: 'session.end' });
    clearClassState();
    toldResponses = null;
    writeUserState(storage, INITIAL_USER_STATE);
    forgetAccessCopy(storage);
    if (userId) tell({ kind: 'loggedOut', userId });
  };

  // A change of language alone is told by retellStory (the route carries the language, not the answers).
  let toldResponses: unknown = null;
  const tellStory = (snapshot: ReturnType<typeof progress.getSnapshot>) => {
    if (snapshot.matches('inactive')) return;
    const { responses } = snapshot.context;
    if (responses === toldResponses) return;
    toldResponses = responses;
    story.send({ type: 'story.update', lang: lang(), responses });
  };

  onAuth(auth.getSnapshot());
  // The router's first event comes before this wiring (a child's effect runs first): the page shown already is told now.
  const shownPage = sessionPageOf(route.getSnapshot().context.route);
  if (shownPage) okt.send({ type: 'route.okt', ...shownPage });
  const feidePage = feideReturnOf(route.getSnapshot().context.route);
  if (feidePage) auth.send({ type: 'feide.return', page: feidePage });
  const subscriptions = [
    auth.subscribe(onAuth),
    auth.on('loggedOut', () => forgetSignedIn()),
    // A deleted account leaves nothing on the device, not even answers held for its next sign-in.
    auth.on('accountDeleted', ({ userId }) => {
      forgetSignedIn();
      dropUnsent(storage, userId);
    }),
    progress.subscribe((snapshot) => {
      writeUserState(storage, userStateFromProgress(snapshot, readUserState(storage)));
      okt.send({ type: 'responses.update', responses: snapshot.context.responses });
      tellStory(snapshot);
    }),
    story.subscribe((snapshot) => {
      if (!snapshot.matches('idle')) writeUserState(storage, userStateFromStory(snapshot, readUserState(storage)));
    }),
    // Logout goes ahead once the answers are sent, or kept on this device for this account.
    progress.on('logout.ready', () => auth.send({ type: 'logout' })),
    progress.on('record.saved', ({ userId, classCode, record }) => tell({ kind: 'record', userId, classCode, record })),
    // A save refused for an expired login: sign in again, and the held answers are saved then.
    progress.on('session.expired', () => auth.send({ type: 'session.expire' })),
    // Leaving an activity saves its answer at once; a session page shown is checked against the open sessions;
    // leaving the session pages ends the session watch (the route machine decides each).
    route.on('activity.left', () => progress.send({ type: 'activity.leave' })),
    route.on('sessionPage.shown', ({ okt: number, part }) => okt.send({ type: 'route.okt', okt: number, part })),
    route.on('sessionPages.left', () => okt.send({ type: 'route.leave' })),
    // Each look at the class's state also looks at whether another device saved the pupil's answers.
    okt.on('class.polled', () => progress.send({ type: 'record.check' })),
    // Back from Feide, the auth machine collects the sign-in.
    route.on('feide.returned', ({ page }) => auth.send({ type: 'feide.return', page })),
    // The auth machine then goes to the start page (its navigate action).
    progress.on('startOver.done', () => auth.send({ type: 'startOver.done' })),
  ];

  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
      if (data.kind === 'record') progress.send({ type: 'record.remote', userId: data.userId, classCode: data.classCode, record: data.record });
      // Logged out in another tab: this tab's sign-in was ended with it.
      else if (data.kind === 'loggedOut' && data.userId === auth.getSnapshot().context.userId && isSignedIn(auth.getSnapshot())) auth.send({ type: 'session.expire' });
    };
  }
  return () => {
    subscriptions.forEach((s) => s.unsubscribe());
    channel?.close();
  };
}

/** The language changed: the story is told again in it. */
export function retellStory(m: Pick<SessionMachines, 'progress' | 'story'>, lang: Lang) {
  const snapshot = m.progress.getSnapshot();
  if (!snapshot.matches('inactive')) m.story.send({ type: 'story.update', lang, responses: snapshot.context.responses });
}
