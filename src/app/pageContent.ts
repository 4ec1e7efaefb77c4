import { type ActorRefFrom, type ActorSystem, type EventObject, fromCallback } from 'xstate';
import type { ContentRequest } from '../../machines/contentPageMachine';
import { pageContentMachine } from '../../machines/pageContentMachine';
import { teacherStatusMachine } from '../../machines/teacherStatusMachine';
import type { routeMachine } from '../../machines/routeMachine';
import type { RouteMatch } from '../contracts/routeTable';
import { contentLoader } from '../services/contentActor';
import { teacherStatusActors } from '../features/auth/teacherStatusActors';

/** What each content route shows (the same documents src/app/screens.tsx draws). */
export function contentRequestOf(route: RouteMatch): ContentRequest | null {
  const { lang, params } = route;
  switch (route.name) {
    case 'faq':
      return { kind: 'faq', lang };
    case 'cookies':
      return { kind: 'page', lang, slug: 'cookies' };
    case 'side':
    case 'melding':
      return { kind: 'page', lang, slug: params.slug! };
    case 'veiledere':
      return { kind: 'fylker' };
    case 'oktComplete':
      return { kind: 'summary', lang };
    default:
      return null;
  }
}

/** `route.content` for the page shown as the machine starts, and for each content page shown after it; `route.teachers`, with the link's token, on the teachers' page. */
const contentRoute = fromCallback<EventObject>(({ system, sendBack }) => {
  const route = (system as ActorSystem<any>).get('route') as ActorRefFrom<typeof routeMachine>;
  const tell = () => {
    const shown = route.getSnapshot().context.route;
    const request = shown && contentRequestOf(shown);
    if (request) sendBack({ type: 'route.content', request });
    if (shown?.name === 'veiledere') sendBack({ type: 'route.teachers', confirmToken: new URL(route.getSnapshot().context.url, 'http://x').searchParams.get('bekreft') });
  };
  tell();
  const subscription = route.subscribe(tell);
  return () => subscription.unsubscribe();
});

/** The content pages' machine bound to the content fetcher, the route and the teacher verification's calls: loaded when such a page shows. */
export const pageContentInSystem = pageContentMachine.provide({
  actors: { content: contentLoader, page: contentRoute, teacherStatus: teacherStatusMachine.provide({ actors: teacherStatusActors }) },
});
