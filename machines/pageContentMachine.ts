import { type EventObject, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import type { Lang } from '../src/contracts/lang';
import { type ContentRequest, contentPageMachine } from './contentPageMachine';
import { pdfMachine } from './pdfMachine';
import { teacherStatusMachine } from './teacherStatusMachine';

export type PageContentEvent =
  | { type: 'route.content'; request: ContentRequest }
  /** The teachers' page is shown, opened with the token of an e-mailed link (`?bekreft=`) or none. */
  | { type: 'route.teachers'; confirmToken: string | null }
  /** The page shown offers the PDF (the course's last completion page), in its language; null where it does not. */
  | { type: 'route.pdf'; lang: Lang | null };

/**
 * The document a content page shows (a page, the FAQ), the counties of the teachers' page, and the summary the
 * completion page's recap reads: run by the app machine while such a page is shown. Its `content` child (systemId
 * `pageDocument`) loads what the page shown asks for, which the provided `page` tells it as the route changes. On
 * the teachers' page it runs the teacher's verification (`teacherStatus`), started with the link the page opened with;
 * on the course's last completion page the PDF panel's machine (`pdf`, systemId `pdf`).
 */
export const pageContentMachine = setup({
  types: { events: {} as PageContentEvent },
  actors: {
    content: contentPageMachine,
    teacherStatus: teacherStatusMachine,
    pdf: pdfMachine,
    /** Sends `route.content` with what the page shown asks for, as the page starts and whenever the route changes, `route.teachers` on the teachers' page, and `route.pdf`. */
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
    'route.pdf': {
      actions: enqueueActions(({ event, enqueue, self }) => {
        const running = self.getSnapshot().children.pdf !== undefined;
        if (event.lang && !running) enqueue.spawnChild('pdf', { id: 'pdf', systemId: 'pdf', input: { lang: event.lang } });
        else if (!event.lang && running) enqueue.stopChild('pdf');
      }),
    },
  },
});
