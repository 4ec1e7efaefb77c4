import { type EventObject, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import type { Lang } from '../src/contracts/lang';
import { type ContentRequest, contentPageMachine } from './contentPageMachine';
import { pdfMachine } from './pdfMachine';
import { teacherStatusMachine } from './teacherStatusMachine';

export type PageContentEvent =
  | { type: 'route.content'; request: ContentRequest }
  /** The teachers' page is shown, opened with the token of an e-mailed link (`?bekreft=`) or none. */
  | { type: 'route.teachers'; confirmToken: string | null }
  /** The page shown offers the PDF (the course's last completion page) in this language; null where it does not. */
  | { type: 'route.pdf'; lang: Lang | null };

/** What a content page shows (`pageDocument`), plus the teacher's verification on the teachers' page and the PDF panel. */
export const pageContentMachine = setup({
  types: { events: {} as PageContentEvent },
  actors: {
    content: contentPageMachine,
    teacherStatus: teacherStatusMachine,
    pdf: pdfMachine,
    /** Sends `route.content`, `route.teachers` and `route.pdf` as the page starts and whenever the route changes. */
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
