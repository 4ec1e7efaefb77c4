import { assign, emit, enqueueActions, setup } from 'xstate';

const pathnameOf = (url: string) => url.split(/[?#]/)[0] ?? url;
import { DEFAULT_LANG, isLang } from '../src/contracts/lang';
import type { AdminPart, RouteMatch, RouteName } from '../src/contracts/routeTable';
import { accessRedirect, matchRoute, normalisedUrl, routeMatchOf, type Viewer } from '../src/contracts/routing';
import { type FeidePage, feidePageOfSide } from '../src/contracts/feidePages';

export interface RouteContext {
  viewer: Viewer;
  /** The URL last reported by the router. */
  url: string;
  /** What the router matched that URL to; the route shown once the middleware lets it through. */
  matched: RouteMatch | null;
  /** The route being shown; null until a URL has been let through. */
  route: RouteMatch | null;
}

/** The page names a URL can match, one event each: `route.start`, `route.okt`, `route.admin.fremdrift`, … */
export type RoutePage = Exclude<RouteName, 'admin'> | `admin.${AdminPart}` | 'notFound';

/**
 * What wouter's <Switch> sends for the URL it matched (src/app/RouteEvents.tsx): the whole URL, as the
 * middleware normalises it, and the pattern's parameters (with `lang` from the /no or /nn around them).
 */
export type RouteMatchedEvent = { type: `route.${RoutePage}`; url: string; params: Record<string, string> };

export type RouteEvent = RouteMatchedEvent | { type: 'viewer.change'; viewer: Viewer };

const isRouteEvent = (event: RouteEvent): event is RouteMatchedEvent => event.type.startsWith('route.');

/** The match a route event names, with spec §2's rules for what a pattern cannot say (routing.ts). */
export function matchOf(event: RouteMatchedEvent): RouteMatch {
  const page = event.type.slice('route.'.length) as RoutePage;
  const { lang: langParam, ...params } = event.params;
  const lang = isLang(langParam) ? langParam : DEFAULT_LANG;
  const path = pathnameOf(event.url);
  if (page.startsWith('admin.')) return routeMatchOf('admin', lang, { part: page.slice('admin.'.length) }, path);
  return routeMatchOf(page as RouteName | 'notFound', lang, params, path);
}

const isSessionPage = (route: RouteMatch) => route.name === 'okt' || route.name === 'oktComplete';

/** The session and activity a session page shows (the completion page is part `Fullfort`), or null for any other page. */
export function sessionPageOf(route: RouteMatch | null): { okt: number; part: string } | null {
  if (!route || !isSessionPage(route)) return null;
  return { okt: Number(route.params.okt), part: route.name === 'oktComplete' ? 'Fullfort' : route.params.part! };
}

/** The sign-in page a Feide return page (/{lang}/feide/{side}) finishes for, or null for any other page. */
export function feideReturnOf(route: RouteMatch | null): FeidePage | null {
  return route?.name === 'feide' ? feidePageOfSide(route.params.side) : null;
}

/** Where the current URL must go instead: spec §2's normalisation first, then the route middleware of §6. */
function redirectFor(context: RouteContext): string | null {
  const normalised = normalisedUrl(context.url);
  if (normalised) return normalised;
  const match = context.matched;
  return match ? accessRedirect(match.access, match.lang, context.viewer) : null;
}

/** Two matches of the same page: the same route, language, parameters and path (both made by routeMatchOf). */
const sameRoute = (a: RouteMatch, b: RouteMatch) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Decides what a URL shows: normalises it, applies public/auth/teacher middleware, and
 * asks the router (a provided `navigate`) to replace URLs that must go elsewhere.
 */
export const routeMachine = setup({
  types: {
    context: {} as RouteContext,
    events: {} as RouteEvent,
    /**
     * `url`: the page's address as it loads, so the very first render shows its page (a prerendered page hydrates
     * with the same markup); matched as wouter's routes would (RouteEvents.test.tsx holds them equal).
     */
    input: {} as { viewer: Viewer; url?: string },
    emitted: {} as
      | { type: 'activity.left' }
      | { type: 'sessionPages.left' }
      | { type: 'sessionPage.shown'; okt: number; part: string }
      | { type: 'feide.returned'; page: FeidePage },
  },
  actions: {
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    takeRoute: assign(({ context, event }) => (isRouteEvent(event) ? { url: event.url, matched: matchOf(event) } : context)),
    takeViewer: assign({ viewer: ({ context, event }) => (event.type === 'viewer.change' ? event.viewer : context.viewer) }),
    // Leaving an activity, arriving on a session page and leaving the session pages are decided here
    // from the routes, not by a path regex in the composition root. The root passes them on (sessionWiring.ts).
    showRoute: enqueueActions(({ context, enqueue }) => {
      const previous = context.route;
      const next = context.matched!;
      if (previous && isSessionPage(previous) && previous.path !== next.path) enqueue(emit({ type: 'activity.left' as const }));
      const page = sessionPageOf(next);
      if (page) enqueue(emit({ type: 'sessionPage.shown' as const, ...page }));
      else enqueue(emit({ type: 'sessionPages.left' as const }));
      // Arriving back from Feide (not the same page shown again after signing in).
      const feide = feideReturnOf(next);
      if (feide && previous?.path !== next.path) enqueue(emit({ type: 'feide.returned' as const, page: feide }));
      // The same page matched again (wouter's first match of the address it loaded with, a query change) keeps the
      // route it has: a new object would redraw every screen that reads it, the whole page.
      enqueue(assign({ route: previous && sameRoute(previous, next) ? previous : next }));
    }),
  },
  guards: {
    mustRedirect: ({ context }) => redirectFor(context) !== null,
  },
}).createMachine({
  id: 'route',
  context: ({ input }) => ({ viewer: input.viewer, url: input.url ?? '', matched: input.url ? matchRoute(pathnameOf(input.url)) : null, route: null }),
  initial: 'waiting',
  states: {
    waiting: {
      always: { guard: ({ context }) => context.matched !== null, target: 'deciding' },
      on: {
        'route.*': { target: 'deciding', actions: 'takeRoute' },
        'viewer.change': { actions: 'takeViewer' },
      },
    },
    deciding: {
      always: [
        {
          guard: 'mustRedirect',
          target: 'redirecting',
          actions: { type: 'navigate', params: ({ context }) => ({ to: redirectFor(context)!, replace: true }) },
        },
        { target: 'showing', actions: 'showRoute' },
      ],
    },
    redirecting: {
      on: {
        'route.*': { target: 'deciding', actions: 'takeRoute' },
        'viewer.change': { target: 'deciding', actions: 'takeViewer' },
      },
    },
    showing: {
      on: {
        'route.*': { target: 'deciding', actions: 'takeRoute' },
        // Signing in or out may change what the current URL may show.
        'viewer.change': { target: 'deciding', actions: 'takeViewer' },
      },
    },
  },
});
