import { type ActorRefFrom, type ActorSystem, type EventObject, fromCallback, type SnapshotFrom } from 'xstate';
import type { RouteMatch } from '../src/contracts/routeTable';
import type { routeMachine } from './routeMachine';

/** Sends back `eventOf(page)` for the admin address shown at start and for each later one `pageOf` reads as its own. */
export function followRoute<P>(pageOf: (route: RouteMatch | null, url: string) => P | null, eventOf: (page: P) => EventObject) {
  return fromCallback<EventObject>(({ system, sendBack }) => {
    const actor = (system as ActorSystem<any>).get('route') as ActorRefFrom<typeof routeMachine> | undefined;
    if (!actor) return () => {};
    const tell = (s: SnapshotFrom<typeof routeMachine>) => {
      const page = pageOf(s.context.route, s.context.url);
      if (page && s.matches('showing')) sendBack(eventOf(page));
    };
    tell(actor.getSnapshot());
    const subscription = actor.subscribe(tell);
    return () => subscription.unsubscribe();
  });
}
