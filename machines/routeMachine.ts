import { assign, enqueueActions, type EventObject, fromCallback, setup } from 'xstate';
import type { RouteMatch } from '../src/contracts/routeTable';
import { accessRedirect, matchRoute, normalisedUrl, queryOf, type Viewer } from '../src/contracts/routing';
import { feidePageOfSide } from '../src/contracts/feidePages';

const pathnameOf = (url: string) => url.split(/[?#]/)[0] ?? url;

export interface RouteContext {
  viewer: Viewer;
  url: string;
  /** What the route table matches that address to; the route shown once the middleware lets it through. */
  matched: RouteMatch;
  /** The route being shown, and the address it was shown at; null until an address has been let through. */
  route: RouteMatch | null;
  shownUrl: string | null;
}

export type RouteEvent =
  /** The browser's address changed (a link, Back, a redirect): path and query. */
  | { type: 'url.change'; url: string }
  | { type: 'viewer.change'; viewer: Viewer };

const isSessionPage = (route: RouteMatch) => route.name === 'okt' || route.name === 'oktComplete';

/** The session and activity a session page shows (the completion page is part `Fullfort`), or null for any other page. */
export function sessionPageOf(route: RouteMatch | null): { okt: number; part: string } | null {
  if (!route || !isSessionPage(route)) return null;
  return { okt: Number(route.params.okt), part: route.name === 'oktComplete' ? 'Fullfort' : route.params.part! };
}

/** Where the current URL must go instead: spec §2's normalisation first, then the route middleware of §6. */
function redirectFor(context: RouteContext): string | null {
  return normalisedUrl(context.url) ?? accessRedirect(context.matched.access, context.matched.lang, context.viewer);
}

/** Two matches of the same page: the same route, language, parameters and path (all made by matchRoute). */
const sameRoute = (a: RouteMatch, b: RouteMatch) => JSON.stringify(a) === JSON.stringify(b);

const atUrl = (url: string) => ({ url, matched: matchRoute(pathnameOf(url)) });

/** Decides what a URL shows (src/contracts/routing.ts, shared with the server) and tells the other machines what it means. */
export const routeMachine = setup({
  types: {
    context: {} as RouteContext,
    events: {} as RouteEvent,
    /** `url`: the address as the page loads, so the first render matches the prerendered markup. */
    input: {} as { viewer: Viewer; url: string },
  },
  actors: {
    /** Sends `url.change` whenever the browser's address changes (wouter's location events). */
    location: fromCallback<EventObject>(() => () => {}),
  },
  actions: {
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    takeUrl: assign(({ event }) => (event.type === 'url.change' ? atUrl(event.url) : {})),
    takeViewer: assign(({ context, event }) => ({ viewer: event.type === 'viewer.change' ? event.viewer : context.viewer })),
    showRoute: enqueueActions(({ context, enqueue, system }) => {
      const previous = context.route;
      const next = context.matched;
      const okt = system.get('okt');
      // Leaving an activity saves its answer at once.
      const progress = system.get('progress');
      if (progress && previous && isSessionPage(previous) && previous.path !== next.path) enqueue.sendTo(progress, { type: 'activity.leave' });
      // A session page shown is checked against the open sessions; leaving the session pages ends the session watch.
      const page = sessionPageOf(next);
      if (okt) enqueue.sendTo(okt, page ? { type: 'route.okt', ...page } : { type: 'route.leave' });
      // Back from Feide (not the same page shown again after signing in), the auth machine collects the sign-in.
      const auth = system.get('auth');
      if (auth && next.name === 'feide' && previous?.path !== next.path) {
        const returned = { type: 'feide.return', page: feidePageOfSide(next.params.side) };
        enqueue.sendTo(auth, returned);
      }
      // A password-reset link (`/auth?code=…`, Firebase's `oobCode`) is verified once, as its address opens.
      if (auth && next.name === 'auth' && context.url !== context.shownUrl) {
        const query = queryOf(context.url);
        const code = query.get('code') ?? query.get('oobCode');
        const verify = { type: 'reset.verify', code };
        if (code) enqueue.sendTo(auth, verify);
      }
      // The same page matched again (a query change) keeps the route it has: a new object would redraw every screen that reads it.
      enqueue.assign({ route: previous && sameRoute(previous, next) ? previous : next, shownUrl: context.url });
    }),
  },
  guards: {
    mustRedirect: ({ context }) => redirectFor(context) !== null,
    isNewUrl: ({ context, event }) => event.type === 'url.change' && event.url !== context.url,
  },
}).createMachine({
  id: 'route',
  context: ({ input }) => ({ viewer: input.viewer, ...atUrl(input.url), route: null, shownUrl: null }),
  invoke: { src: 'location' },
  initial: 'deciding',
  states: {
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
        'url.change': { target: 'deciding', actions: 'takeUrl' },
        'viewer.change': { target: 'deciding', actions: 'takeViewer' },
      },
    },
    showing: {
      on: {
        'url.change': { guard: 'isNewUrl', target: 'deciding', actions: 'takeUrl' },
        // Signing in or out may change what the current URL may show.
        'viewer.change': { target: 'deciding', actions: 'takeViewer' },
      },
    },
  },
});
