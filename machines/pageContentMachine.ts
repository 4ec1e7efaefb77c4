import { type EventObject, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import { type ContentRequest, contentPageMachine } from './contentPageMachine';
import { teacherStatusMachine } from './teacherStatusMachine';

export type PageContentEvent =
  | { type: 'route.content'; request: ContentRequest }
  /** The teachers' page is shown, opened with the token of an e-mailed link (`?bekreft=`) or none. */
  | { type: 'route.teachers'; confirmToken: string | null };

/**
 * The document a content page shows (a page, the FAQ), the counties of the teachers' page, and the summary the
 * completion page's recap reads: run by the app machine while such a page is shown. Its `content` child (systemId
 * `pageDocument`) loads what the page shown asks for, which the provided `page` tells it as the route changes. On
 * the teachers' page it runs the teacher's verification (`teacherStatus`), started with the link the page opened with.
 */
export const pageContentMachine = setup({
  types: { events: {} as PageContentEvent },
  actors: {
    content: contentPageMachine,
    teacherStatus: teacherStatusMachine,
    /** Sends `route.content` with what the page shown asks for, as the page starts and whenever the route changes, and `route.teachers` on the teachers' page. */
    page: fromCallback<EventObject>(() => () => {}),
  },
}).createMachine({
  id: 'pageContent',
  invoke: [
    { src: 'content', id: 'content', systemId: 'pageDocument' },
    { src: 'page' },
  ],
  on: {
    'route.content': {
      actions: [
        sendTo('content', ({ event }) => event),
        // Another page than the teachers': their verification ends with it.
        enqueueActions(({ event, enqueue, self }) => {
          if (event.request.kind !== 'fylker' && self.getSnapshot().children.teacherStatus) enqueue.stopChild('teacherStatus');
        }),
      ],
    },
    'route.teachers': {
      actions: enqueueActions(({ event, enqueue, self }) => {
        if (!self.getSnapshot().children.teacherStatus) enqueue.spawnChild('teacherStatus', { id: 'teacherStatus', input: { confirmToken: event.confirmToken } });
      }),
    },
  },
});
