import { assign, emit, enqueueActions, setup } from 'xstate';
import type { RouteMatch } from '../src/contracts/routeTable';
import { accessRedirect, matchRoute, normalisedUrl, type Viewer } from '../src/contracts/routing';

export interface RouteContext {
  viewer: Viewer;
  /** The URL last reported by the router. */
  url: string;
  /** The route being shown; null until a URL has been let through. */
  route: RouteMatch | null;
}

export type RouteEvent = { type: 'route.change'; url: string } | { type: 'viewer.change'; viewer: Viewer };

const pathnameOf = (url: string) => url.split(/[?#]/)[0] ?? url;
const isSessionPage = (route: RouteMatch) => route.name === 'okt' || route.name === 'oktComplete';

/** Where the current URL must go instead: spec §2's normalisation first, then the route middleware of §6. */
function redirectFor(context: RouteContext): string | null {
  const normalised = normalisedUrl(context.url);
  if (normalised) return normalised;
  const match = matchRoute(pathnameOf(context.url));
  return accessRedirect(match.access, match.lang, context.viewer);
}

/**
 * Decides what a URL shows: normalises it, applies public/auth/teacher middleware, and
 * asks the router (a provided `navigate`) to replace URLs that must go elsewhere.
 */
export const routeMachine = setup({
  types: {
    context: {} as RouteContext,
    events: {} as RouteEvent,
    input: {} as { viewer: Viewer },
    emitted: {} as { type: 'activity.left' } | { type: 'sessionPages.left' },
  },
  actions: {
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    takeUrl: assign({ url: ({ context, event }) => (event.type === 'route.change' ? event.url : context.url) }),
    takeViewer: assign({ viewer: ({ context, event }) => (event.type === 'viewer.change' ? event.viewer : context.viewer) }),
    // Issue 19: leaving an activity, and leaving the session pages, are decided here from the routes, not by
    // a path regex in the composition root. The root passes them on (sessionWiring.ts).
    showRoute: enqueueActions(({ context, enqueue }) => {
      const previous = context.route;
      const next = matchRoute(pathnameOf(context.url));
      if (previous && isSessionPage(previous) && previous.path !== next.path) enqueue(emit({ type: 'activity.left' as const }));
      if (!isSessionPage(next)) enqueue(emit({ type: 'sessionPages.left' as const }));
      enqueue(assign({ route: next }));
    }),
  },
  guards: {
    mustRedirect: ({ context }) => redirectFor(context) !== null,
  },
}).createMachine({
  id: 'route',
  context: ({ input }) => ({ viewer: input.viewer, url: '', route: null }),
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'route.change': { target: 'deciding', actions: 'takeUrl' },
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
        'route.change': { target: 'deciding', actions: 'takeUrl' },
        'viewer.change': { target: 'deciding', actions: 'takeViewer' },
      },
    },
    showing: {
      on: {
        'route.change': { target: 'deciding', actions: 'takeUrl' },
        // Signing in or out may change what the current URL may show.
        'viewer.change': { target: 'deciding', actions: 'takeViewer' },
      },
    },
  },
});
