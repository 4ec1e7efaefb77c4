import { type ActorRefFrom, type ActorSystem, type EventObject, fromCallback, fromPromise } from 'xstate';
import { type ActivityShown, activityPageMachine } from '../../../machines/activityPageMachine';
import type { oktMachine } from '../../../machines/oktMachine';
import type { progressMachine } from '../../../machines/progressMachine';
import type { routeMachine } from '../../../machines/routeMachine';
import type { storyMachine } from '../../../machines/storyMachine';
import { ACTIVITY_COMPONENTS } from '../../activities/registry';
import { contentLoader } from '../../services/contentActor';
import { pdfInSystem } from '../../services/pdfActors';

type Actors = {
  route: ActorRefFrom<typeof routeMachine>;
  okt: ActorRefFrom<typeof oktMachine>;
  progress: ActorRefFrom<typeof progressMachine>;
  story: ActorRefFrom<typeof storyMachine>;
};

/** What the session page shown shows, from the route, the sessions, the story and the answers; null on any other page. */
function shownIn({ route, okt, progress, story }: Actors): ActivityShown | null {
  const shown = route.getSnapshot().context.route;
  if (shown?.name !== 'okt') return null;
  const code = shown.params.part!;
  const section = okt.getSnapshot().context.sections.find((s) => s.id === Number(shown.params.okt));
  const component = section?.activities.find((a) => a.activity_code === code)?.component;
  // No component yet (the section has not arrived) names no activity: `undefined` is not a key of the registry.
  const needs = ACTIVITY_COMPONENTS[component as string]?.needs;
  return {
    lang: shown.lang,
    code,
    component,
    open: okt.getSnapshot().matches('ready') && section?.hasAccess === true,
    storyLoading: !story.getSnapshot().context.settled,
    request: needs?.(shown.lang, progress.getSnapshot().context.responses) || null,
  };
}

/** The event activity.show as the page starts and whenever the route, the sessions, the story or the answers change what it shows. */
const sessionPage = fromCallback<EventObject>(({ system, sendBack }) => {
  const actors = Object.fromEntries((['route', 'okt', 'progress', 'story'] as const).map((id) => [id, (system as ActorSystem<any>).get(id)])) as Actors;
  let last = '';
  const tell = () => {
    const shown = shownIn(actors);
    const key = JSON.stringify(shown);
    if (!shown || key === last) return;
    last = key;
    sendBack({ type: 'activity.show', shown });
  };
  tell();
  const subscriptions = (Object.values(actors) as { subscribe(next: () => void): { unsubscribe(): void } }[]).map((actor) => actor.subscribe(tell));
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});

/** The activity page machine with its adapters; a chunk of its own, loaded when a session page shows. */
export const activityInSystem = activityPageMachine.provide({
  actors: {
    content: contentLoader,
    page: sessionPage,
    pdf: pdfInSystem,
    startingAnswer: fromPromise(async ({ input: { code, component, responses } }) => ({
      code,
      starting: (await import('../../domain/startingAnswers')).startingAnswer(component, responses[code], responses),
    })),
  },
});
