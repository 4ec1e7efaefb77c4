import { type ActorRefFrom, type ActorSystem, enqueueActions, type EventObject, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { Lang } from '../src/contracts/lang';
import type { Responses } from '../src/domain/okt';
import { type ContentRequest, contentPageMachine } from './contentPageMachine';
import { pdfMachine } from './pdfMachine';
import type { progressMachine } from './progressMachine';
import { providedAtRoot } from './providedAtRoot';

/** What a session page shows, as the system holds it (from the provided `page`). */
export interface ActivityShown {
  lang: Lang;
  /** The activity's code (`O1A`), and its component once the session's content has arrived. */
  code: string;
  component: string | undefined;
  open: boolean;
  /** The story is being rebuilt from the server's answers (a fresh device). */
  storyLoading: boolean;
  /** What the activity builds on (its choices, the tax rules), by its registry entry; null when it needs nothing. */
  request: ContentRequest | null;
}

export interface ActivityPageContext {
  /** The activity whose starting answer was given, so it is given once each time the activity shows. */
  started: string | null;
}

export type ActivityPageEvent = { type: 'activity.show'; shown: ActivityShown } | { type: 'xstate.done.actor.startingAnswer'; output: { code: string; starting: unknown } };

export const isShowing = (shown: ActivityShown) => shown.open && !shown.storyLoading && shown.component !== undefined;

/**
 * /{lang}/okt/{okt}/{code}: an activity page, run by the app machine while one is shown. It loads what the activity
 * builds on (its `content` child, systemId `activityContent`), and once the activity shows (the server's answers are
 * in by then) it asks for the starting answer the activity derives from earlier ones and gives it to the progress
 * machine, which stores it only where the pupil has none yet.
 */
export const activityPageMachine = setup({
  types: { context: {} as ActivityPageContext, events: {} as ActivityPageEvent },
  actors: {
    content: contentPageMachine,
    /** Sends `activity.show` as the page starts and whenever what it shows changes. */
    page: fromCallback<EventObject>(() => () => {}),
    /** The answer the activity starts with, derived from the earlier answers (src/domain/startingAnswers.ts). */
    startingAnswer: fromPromise<{ code: string; starting: unknown }, { code: string; component: string; responses: Responses }>(providedAtRoot),
    pdf: pdfMachine,
  },
  actions: {
    /** The PDF panel's machine (`pdf`) runs while the summary (src/activities/summary/SummaryActivity.tsx) is shown. */
    followPdf: enqueueActions(({ enqueue, self }, shown: ActivityShown) => {
      const running = (self.getSnapshot().children as Record<string, unknown>).pdf !== undefined;
      if (shown.component === 'summary' && !running) enqueue.spawnChild('pdf', { id: 'pdf', systemId: 'pdf', input: { lang: shown.lang } });
      else if (shown.component !== 'summary' && running) enqueue.stopChild('pdf');
    }),
  },
}).createMachine({
  id: 'activityPage',
  context: { started: null },
  invoke: [
    { src: 'content', id: 'content', systemId: 'activityContent' },
    { src: 'page' },
  ],
  on: {
    'activity.show': {
      actions: enqueueActions(({ context, event, enqueue, system }) => {
        const { shown } = event;
        if (shown.request) enqueue.sendTo('content', { type: 'route.content', request: shown.request });
        enqueue({ type: 'followPdf', params: shown });
        if (!isShowing(shown) || context.started === shown.code) return;
        enqueue.assign({ started: shown.code });
        const progress = (system as ActorSystem<any>).get('progress') as ActorRefFrom<typeof progressMachine>;
        enqueue.stopChild('startingAnswer');
        enqueue.spawnChild('startingAnswer', { id: 'startingAnswer', input: { code: shown.code, component: shown.component!, responses: progress.getSnapshot().context.responses } });
      }),
    },
    'xstate.done.actor.startingAnswer': {
      actions: sendTo(({ system }) => (system as ActorSystem<any>).get('progress'), ({ event }) => ({ type: 'page.activityShown', ...event.output })),
    },
  },
});
