import { type EventObject, fromCallback, sendTo, setup } from 'xstate';
import { type ContentRequest, contentPageMachine } from './contentPageMachine';

/**
 * The document a content page shows (a page, the FAQ), the counties of the teachers' page, and the summary the
 * completion page's recap reads: run by the app machine while such a page is shown. Its `content` child (systemId
 * `pageDocument`) loads what the page shown asks for, which the provided `page` tells it as the route changes.
 */
export const pageContentMachine = setup({
  types: { events: {} as { type: 'route.content'; request: ContentRequest } },
  actors: {
    content: contentPageMachine,
    /** Sends `route.content` with what the page shown asks for, as the page starts and whenever the route changes. */
    page: fromCallback<EventObject>(() => () => {}),
  },
}).createMachine({
  id: 'pageContent',
  invoke: [
    { src: 'content', id: 'content', systemId: 'pageDocument' },
    { src: 'page' },
  ],
  on: { 'route.content': { actions: sendTo('content', ({ event }) => event) } },
});
