import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Guide } from '../src/contracts/guide';
import type { Lang } from '../src/contracts/lang';
import type { RouteMatch } from '../src/contracts/routeTable';
import { queryOf } from '../src/contracts/routing';
import { followRoute } from './adminRoute';
import { providedAtRoot } from './providedAtRoot';
import { isAuthFailure, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

export const GUIDE_PART = 'veiledning';

/** All five sessions on one page, for printing the whole guide (`?okt=alle`). */
export const ALL_SESSIONS = 'alle';

/** The guide's sessions, 1 to 5 (spec §9); a constant here, so the machine carries no schema library. */
const SESSIONS = 5;

export type GuideChoice = number | typeof ALL_SESSIONS;

/** The language and session a guide address names: `?okt=2`, `?okt=alle`, or session 1 for anything else. */
export function guidePageOf(route: RouteMatch | null, url: string): { lang: Lang; shown: GuideChoice } | null {
  if (route?.name !== 'admin' || route.params.part !== GUIDE_PART) return null;
  const asked = queryOf(url).get('okt');
  if (asked === ALL_SESSIONS) return { lang: route.lang, shown: ALL_SESSIONS };
  const okt = Number(asked);
  return { lang: route.lang, shown: Number.isInteger(okt) && okt >= 1 && okt <= SESSIONS ? okt : 1 };
}

export const guidePath = (lang: string, shown: GuideChoice) => `/${lang}/admin/${GUIDE_PART}?okt=${shown}`;

export interface GuideContext {
  /** The language the guide is loaded (or loading) in; null until the address is known. */
  lang: Lang | null;
  shown: GuideChoice;
  guide: Guide | null;
  errorKey: string | null;
}

export type GuideEvent =
  | { type: 'guide.show'; lang: Lang; shown: GuideChoice }
  | { type: 'guide.retry' }
  | { type: 'guide.print' };

/** /{lang}/admin/veiledning?okt={n|alle}: the teacher's guide, fetched in the address's language while its part is shown. */
export const guideMachine = setup({
  types: { context: {} as GuideContext, events: {} as GuideEvent },
  actors: {
    route: followRoute(guidePageOf, (page) => ({ type: 'guide.show', ...page })),
    fetchGuide: fromPromise<Guide, { lang: Lang }>(providedAtRoot),
  },
  actions: {
    reportAuthError: reportAuthErrorPlaceholder,
    print: () => {},
  },
  guards: {
    isOtherLanguage: ({ context, event }) => event.type === 'guide.show' && event.lang !== context.lang,
    isAuthFailure,
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
          { guard: 'isAuthFailure', target: 'failed', actions: reportAuthError },
          { target: 'failed', actions: assign({ errorKey: ({ event }) => messageKeyOf(event.error) }) },
        ],
      },
    },
    ready: { on: { 'guide.print': { actions: 'print' } } },
    failed: { on: { 'guide.retry': { target: 'loading', actions: assign({ errorKey: null }) } } },
  },
});

/** What the guide's screen shows. */
export function selectGuideView(s: SnapshotFrom<typeof guideMachine>) {
  const status = s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
  return { status: status as 'loading' | 'ready' | 'failed', lang: s.context.lang, shown: s.context.shown, guide: s.context.guide, errorKey: s.context.errorKey };
}
export type GuideView = ReturnType<typeof selectGuideView>;
