import { type ActorRefFrom, type AnyEventObject, createActor, createMachine, fromCallback, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ContentDocument, type ContentRequest, contentPageMachine } from './contentPageMachine';
import { pageContentMachine } from './pageContentMachine';

const running: { stop(): void }[] = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
});

describe('the page content machine', () => {
  it('runs under its systemId in the app’s system and loads what each page shown asks for', async () => {
    let tell: (event: AnyEventObject) => void = () => {};
    const fetchContent = vi.fn(async (request: ContentRequest) => ({ kind: 'faq', faq: { request } }) as unknown as ContentDocument);
    const page = pageContentMachine.provide({
      actors: {
        content: contentPageMachine.provide({ actors: { fetchContent: fromPromise(({ input }) => fetchContent(input)) } }),
        page: fromCallback(({ sendBack }) => {
          tell = sendBack;
        }),
      },
    });
    const app = createActor(createMachine({ invoke: { src: page, id: 'pageContent', systemId: 'pageContent' } })).start();
    running.push(app);
    const content = app.system.get('pageDocument') as ActorRefFrom<typeof contentPageMachine>;
    tell({ type: 'route.content', request: { kind: 'faq', lang: 'no' } });
    await waitFor(content, (s) => s.matches('loaded'));
    tell({ type: 'route.content', request: { kind: 'page', lang: 'no', slug: 'cookies' } });
    await waitFor(content, (s) => s.matches('loaded') && s.context.request?.kind === 'page');
    expect(fetchContent).toHaveBeenCalledTimes(2);
  });
});
