import { type ActorRefFrom, type ActorSystem, assign, type EventObject, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Guide } from '../src/contracts/guide';
import type { Lang } from '../src/contracts/lang';
import type { RouteMatch } from '../src/contracts/routeTable';
import { providedAtRoot } from './providedAtRoot';
import type { routeMachine } from './routeMachine';

/** The admin part the guide is on. */
export const GUIDE_PART = 'veiledning';

/** All five sessions on one page, for printing the whole guide (`?okt=alle`). */
export const ALL_SESSIONS = 'alle';

/** The guide's sessions, 1 to 5 (spec §9); a constant here, so the machine carries no schema library. */
const SESSIONS = 5;

/** The session the guide shows, or all five. */
export type GuideChoice = number | typeof ALL_SESSIONS;

/** The language and the session an address of the guide names: `?okt=2`, `?okt=alle`, or session 1 for anything else. */
export function guidePageOf(route: RouteMatch | null, url: string): { lang: Lang; shown: GuideChoice } | null {
  if (route?.name !== 'admin' || route.params.part !== GUIDE_PART) return null;
  const asked = new URLSearchParams(url.split('?')[1]?.split('#')[0] ?? '').get('okt');
  if (asked === ALL_SESSIONS) return { lang: route.lang, shown: ALL_SESSIONS };
  const okt = Number(asked);
  return { lang: route.lang, shown: Number.isInteger(okt) && okt >= 1 && okt <= SESSIONS ? okt : 1 };
}

/** The address of the guide to one session, or to all five. */
export const guidePath = (lang: string, shown: GuideChoice) => `/${lang}/admin/${GUIDE_PART}?okt=${shown}`;

export interface GuideContext {
  /** The language the guide is loaded (or loading) in; null until the address is known. */
  lang: Lang | null;
  shown: GuideChoice;
  guide: Guide | null;
  errorKey: string | null;
}

export type GuideEvent =
  /** The address shown names the guide (the route machine, through `route`). */
  | { type: 'guide.show'; lang: Lang; shown: GuideChoice }
  | { type: 'guide.retry' }
  /** The teacher asks to print what is shown. */
  | { type: 'guide.print' };

type RouteActor = ActorRefFrom<typeof routeMachine>;

/** `guide.show` for the address shown as the guide starts, and for each address of the guide after it. */
const route = fromCallback<EventObject>(({ system, sendBack }) => {
  const actor = (system as ActorSystem<any>).get('route') as RouteActor | undefined;
  if (!actor) return () => {};
  const tell = (s: SnapshotFrom<typeof routeMachine>) => {
    const page = guidePageOf(s.context.route, s.context.url);
    if (page && s.matches('showing')) sendBack({ type: 'guide.show', ...page });
  };
  tell(actor.getSnapshot());
  const subscription = actor.subscribe(tell);
  return () => subscription.unsubscribe();
});

const statusOf = (error: unknown) => (error as { status?: number | null } | null)?.status;

/**
 * /{lang}/admin/veiledning?okt={n|alle}: the teacher's guide, run by the admin machine while its part is shown. It
 * follows the address for the session shown and fetches the guide in the address's language (again when the language
 * changes). The root binds the fetch, printing and spec §8's error handler with `provide`.
 */
export const guideMachine = setup({
  types: { context: {} as GuideContext, events: {} as GuideEvent },
  actors: {
    route,
    fetchGuide: fromPromise<Guide, { lang: Lang }>(providedAtRoot),
  },
  actions: {
    /** Spec §8's central handler: an expired or refused token leaves the admin area. */
    reportAuthError: (_, _params: { error: unknown }) => {},
    /** Opens the browser's print dialogue on what is shown. */
    print: () => {},
  },
  guards: {
    isOtherLanguage: ({ context, event }) => event.type === 'guide.show' && event.lang !== context.lang,
    isAuthFailure: ({ event }) => {
      const status = statusOf((event as { error?: unknown }).error);
      return status === 401 || status === 403;
    },
  },
}).createMachine({
  id: 'guide',
  context: { lang: null, shown: 1, guide: null, errorKey: null },
  invoke: { src: 'route' },
  initial: 'idle',
  on: {
    'guide.show': [
      { guard: 'isOtherLanguage', target: '.loading', actions: assign(({ event }) => ({ lang: event.lang, shown: event.shown, guide: null, errorKey: null })) },
      { actions: assign({ shown: ({ event }) => event.shown }) },
    ],
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'fetchGuide',
        input: ({ context }) => ({ lang: context.lang! }),
        onDone: { target: 'ready', actions: assign({ guide: ({ event }) => event.output }) },
        onError: [
          { guard: 'isAuthFailure', target: 'failed', actions: { type: 'reportAuthError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'failed', actions: assign({ errorKey: ({ event }) => (event.error as { messageKey?: string } | null)?.messageKey ?? 'txt_error_default' }) },
        ],
      },
    },
    ready: { on: { 'guide.print': { actions: 'print' } } },
    failed: { on: { 'guide.retry': { target: 'loading', actions: assign({ errorKey: null }) } } },
  },
});

/** What the guide's screen shows: the state, the session shown (or all five), and the guide once loaded. */
export interface GuideView {
  status: 'loading' | 'ready' | 'failed';
  lang: Lang | null;
  shown: GuideChoice;
  guide: Guide | null;
  errorKey: string | null;
}

export function selectGuideView(s: SnapshotFrom<typeof guideMachine>): GuideView {
  const status = s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
  return { status, lang: s.context.lang, shown: s.context.shown, guide: s.context.guide, errorKey: s.context.errorKey };
}
