import { type ActorRefFrom, type AnyEventObject, createActor, createMachine, fromCallback, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ContentDocument, type ContentRequest, contentPageMachine } from './contentPageMachine';
import { pageContentMachine } from './pageContentMachine';
import { pdfMachine } from './pdfMachine';
import { teacherStatusMachine } from './teacherStatusMachine';

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

  it('on the teachers’ page runs their verification with the link the page opened with, and the signed-in teacher’s standing', async () => {
    let tell: (event: AnyEventObject) => void = () => {};
    const confirmLink = vi.fn(async (_input: { token: string }) => ({ status: 'active' as const }));
    const readStatus = vi.fn(async (_input: { apiToken: string }) => ({ status: 'pending' as const }));
    const page = pageContentMachine.provide({
      actors: {
        content: contentPageMachine.provide({ actors: { fetchContent: fromPromise(async () => ({ kind: 'fylker', fylker: [] }) as unknown as ContentDocument) } }),
        teacherStatus: teacherStatusMachine.provide({
          actors: { confirmLink: fromPromise(({ input }) => confirmLink(input)), readStatus: fromPromise(({ input }) => readStatus(input)) },
        }),
        page: fromCallback(({ sendBack }) => {
          tell = sendBack;
        }),
      },
    });
    const auth = createMachine({ initial: 'signedIn', context: { canAdmin: true, apiToken: 'api' }, states: { signedIn: {} } });
    const app = createActor(
      createMachine({ invoke: [{ src: auth, systemId: 'auth' }, { src: page, id: 'pageContent', systemId: 'pageContent' }] }),
    ).start();
    running.push(app);
    const pageActor = app.getSnapshot().children.pageContent as ActorRefFrom<typeof pageContentMachine>;
    const teacherStatus = () => pageActor.getSnapshot().children.teacherStatus as ActorRefFrom<typeof teacherStatusMachine> | undefined;
    tell({ type: 'route.content', request: { kind: 'fylker' } });
    tell({ type: 'route.teachers', confirmToken: null });
    await waitFor(teacherStatus()!, (s) => s.context.status === 'pending');
    expect(readStatus).toHaveBeenCalledWith({ apiToken: 'api' });
    tell({ type: 'route.content', request: { kind: 'faq', lang: 'no' } });
    expect(teacherStatus()).toBeUndefined();
    tell({ type: 'route.content', request: { kind: 'fylker' } });
    tell({ type: 'route.teachers', confirmToken: 'abc' });
    tell({ type: 'route.teachers', confirmToken: 'abc' });
    await waitFor(teacherStatus()!, (s) => s.context.link === 'confirmed' && s.matches('idle'));
    expect(confirmLink).toHaveBeenCalledExactlyOnceWith({ token: 'abc' });
  });

  it('runs the PDF panel’s machine on the page that offers the PDF, and ends it with that page', async () => {
    let tell: (event: AnyEventObject) => void = () => {};
    const fetchPdfStatus = vi.fn(async (_input: { lang: string }) => ({ enabled: true }));
    const page = pageContentMachine.provide({
      actors: {
        content: contentPageMachine.provide({ actors: { fetchContent: fromPromise(async () => ({ kind: 'faq', faq: {} }) as unknown as ContentDocument) } }),
        pdf: pdfMachine.provide({ actors: { fetchPdfStatus: fromPromise(({ input }) => fetchPdfStatus(input)) } }),
        page: fromCallback(({ sendBack }) => {
          tell = sendBack;
        }),
      },
    });
    const app = createActor(createMachine({ invoke: { src: page, id: 'pageContent', systemId: 'pageContent' } })).start();
    running.push(app);
    const pdf = () => app.system.get('pdf') as ActorRefFrom<typeof pdfMachine> | undefined;
    tell({ type: 'route.pdf', lang: null });
    expect(pdf()).toBeUndefined();
    tell({ type: 'route.pdf', lang: 'nn' });
    const started = pdf()!;
    await waitFor(started, (s) => s.matches('available'));
    tell({ type: 'route.pdf', lang: 'no' });
    expect(pdf()).toBe(started);
    expect(fetchPdfStatus).toHaveBeenCalledExactlyOnceWith({ lang: 'nn' });
    tell({ type: 'route.pdf', lang: null });
    expect(pdf()).toBeUndefined();
  });
});
