import { type ActorRefFrom, assign, enqueueActions, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import type { authMachine } from './authMachine';
import type { Lang } from '../src/contracts/lang';
import type { TeacherStanding } from '../src/contracts/teacherStanding';
import { providedAtRoot } from './providedAtRoot';
import { messageKeyOf } from './requestFailure';

export interface TeacherStatusContext {
  /** The signed-in teacher's standing; null until read (or when nobody is signed in). */
  status: TeacherStanding | null;
  /** The outcome of the link from the e-mail, when the page was opened with one. */
  link: 'confirming' | 'confirmed' | 'invalid' | null;
  resent: boolean;
  errorKey: string | null;
}

export interface TeacherStatusInput {
  /** The token of the e-mailed link the page was opened with (its `?bekreft=`), confirmed as the machine starts. */
  confirmToken: string | null;
}

export type TeacherStatusEvent =
  | { type: 'status.load'; apiToken: string }
  | { type: 'link.confirm'; token: string }
  | { type: 'link.resend'; apiToken: string; lang: Lang };

const apiTokenOf = (auth: ActorRefFrom<typeof authMachine>) => {
  const snapshot = auth.getSnapshot();
  return snapshot.matches('signedIn') && snapshot.context.canAdmin ? snapshot.context.apiToken : null;
};

/** `status.load` as the machine starts with a teacher signed in, and whenever the signed-in teacher's API token changes. */
const signedInTeacher = fromCallback<EventObject>(({ system, sendBack }) => {
  const auth = system.get('auth') as ActorRefFrom<typeof authMachine> | undefined;
  if (!auth) return () => {};
  let last: string | null = null;
  const tell = () => {
    const apiToken = apiTokenOf(auth);
    if (apiToken === last) return;
    last = apiToken;
    if (apiToken) sendBack({ type: 'status.load', apiToken });
  };
  tell();
  const subscription = auth.subscribe(tell);
  return () => subscription.unsubscribe();
});

/** The teacher page's verification: confirms the e-mailed link, reads the teacher's standing, and sends the link again. */
export const teacherStatusMachine = setup({
  types: { context: {} as TeacherStatusContext, events: {} as TeacherStatusEvent, input: {} as TeacherStatusInput | undefined },
  actors: {
    signedInTeacher,
    confirmLink: fromPromise<{ status: TeacherStanding }, { token: string }>(providedAtRoot),
    readStatus: fromPromise<{ status: TeacherStanding }, { apiToken: string }>(providedAtRoot),
    resendLink: fromPromise<{ status: TeacherStanding }, { apiToken: string; lang: Lang }>(providedAtRoot),
  },
  guards: {
    /** A link already taken (or being taken) is not sent again when the page re-renders. */
    isNewLink: ({ context }) => context.link === null,
  },
}).createMachine({
  id: 'teacherStatus',
  context: { status: null, link: null, resent: false, errorKey: null },
  entry: enqueueActions(({ enqueue, event }) => {
    const confirmToken = (event as unknown as { input?: TeacherStatusInput }).input?.confirmToken;
    if (confirmToken) enqueue.raise({ type: 'link.confirm', token: confirmToken });
  }),
  invoke: { src: 'signedInTeacher' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'status.load': 'loading',
        'link.confirm': { guard: 'isNewLink', target: 'confirming', actions: assign({ link: 'confirming' as const, errorKey: null }) },
        'link.resend': { target: 'resending', actions: assign({ resent: false, errorKey: null }) },
      },
    },
    loading: {
      invoke: {
        src: 'readStatus',
        input: ({ event }) => ({ apiToken: (event as Extract<TeacherStatusEvent, { type: 'status.load' }>).apiToken }),
        onDone: { target: 'idle', actions: assign({ status: ({ event }) => event.output.status }) },
        // Without an answer there is nothing to say; the class form still tells a refused request.
        onError: { target: 'idle' },
      },
    },
    confirming: {
      invoke: {
        src: 'confirmLink',
        input: ({ event }) => ({ token: (event as Extract<TeacherStatusEvent, { type: 'link.confirm' }>).token }),
        onDone: { target: 'idle', actions: assign({ link: 'confirmed' as const, status: ({ event }) => event.output.status }) },
        onError: { target: 'idle', actions: assign({ link: 'invalid' as const, errorKey: ({ event }) => messageKeyOf(event.error) }) },
      },
    },
    resending: {
      invoke: {
        src: 'resendLink',
        input: ({ event }) => {
          const e = event as Extract<TeacherStatusEvent, { type: 'link.resend' }>;
          return { apiToken: e.apiToken, lang: e.lang };
        },
        onDone: { target: 'idle', actions: assign({ resent: true, status: ({ event }) => event.output.status }) },
        onError: { target: 'idle', actions: assign({ errorKey: ({ event }) => messageKeyOf(event.error) }) },
      },
    },
  },
});
