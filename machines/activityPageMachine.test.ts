import { type ActorRefFrom, type AnyEventObject, assign, createActor, createMachine, fromCallback, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ActivityShown, activityPageMachine } from './activityPageMachine';
import { type ContentDocument, type ContentRequest, contentPageMachine } from './contentPageMachine';
import { pdfMachine } from './pdfMachine';

const running: { stop(): void }[] = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
});

const shown = (patch: Partial<ActivityShown> = {}): ActivityShown => ({ lang: 'no', code: 'O3B', component: 'saving-monthly', open: true, storyLoading: false, request: null, ...patch });
const INDUSTRIES: ContentRequest = { kind: 'industries', lang: 'no' };

/** The activity page machine beside a progress machine (systemId `progress`) that records what it is told, as in the app's system. */
function start() {
  const told: AnyEventObject[] = [];
  let tell: (event: AnyEventObject) => void = () => {};
  const spies = {
    fetchContent: vi.fn(async (_request: ContentRequest) => ({ kind: 'industries', industries: [] }) as ContentDocument),
    startingAnswer: vi.fn(async ({ code }: { code: string; component: string }) => ({ code, starting: { monthly: 500 } as unknown })),
  };
  const page = activityPageMachine.provide({
    actors: {
      page: fromCallback(({ sendBack }) => {
        tell = sendBack;
      }),
      content: contentPageMachine.provide({ actors: { fetchContent: fromPromise(({ input }) => spies.fetchContent(input)) } }),
      startingAnswer: fromPromise(({ input }) => spies.startingAnswer(input)),
      pdf: pdfMachine.provide({ actors: { fetchPdfStatus: fromPromise(async (): Promise<{ enabled: boolean }> => ({ enabled: true })) } }),
    },
  });
  const progress = createMachine({
    context: { responses: { O3A: 'tv' } },
    on: { '*': { actions: assign(({ context, event }) => (told.push(event), context)) } },
  });
  const system = createActor(
    createMachine({
      invoke: [
        { src: progress, id: 'progress', systemId: 'progress' },
        { src: page, id: 'activity', systemId: 'activity' },
      ],
    }),
  ).start();
  running.push(system);
  const content = () => system.system.get('activityContent') as ActorRefFrom<typeof contentPageMachine>;
  const pdf = () => system.system.get('pdf') as ActorRefFrom<typeof pdfMachine> | undefined;
  return { told, spies, content, pdf, show: (patch: Partial<ActivityShown> = {}) => tell({ type: 'activity.show', shown: shown(patch) }) };
}

describe('the activity page machine', () => {
  it('loads what the activity builds on, once per request', async () => {
    const { content, show, spies } = start();
    show({ request: INDUSTRIES, open: false });
    await waitFor(content(), (s) => s.matches('loaded'));
    show({ request: INDUSTRIES });
    expect(spies.fetchContent).toHaveBeenCalledTimes(1);
    show({ request: { kind: 'tax' } });
    await waitFor(content(), (s) => s.matches('loaded') && s.context.request?.kind === 'tax');
    expect(spies.fetchContent).toHaveBeenCalledTimes(2);
  });

  it('gives the progress machine the starting answer once the activity shows, once each time it is shown', async () => {
    const { told, show, spies } = start();
    show({ open: false });
    show({ storyLoading: true });
    show({ component: undefined });
    expect(spies.startingAnswer).not.toHaveBeenCalled();
    show();
    await vi.waitFor(() => expect(told).toContainEqual({ type: 'page.activityShown', code: 'O3B', starting: { monthly: 500 } }));
    expect(spies.startingAnswer).toHaveBeenCalledWith({ code: 'O3B', component: 'saving-monthly', responses: { O3A: 'tv' } });
    show({ request: INDUSTRIES });
    expect(spies.startingAnswer).toHaveBeenCalledTimes(1);
    show({ code: 'O3C', component: 'credit' });
    await vi.waitFor(() => expect(spies.startingAnswer).toHaveBeenCalledTimes(2));
  });

  it('runs the PDF panel’s machine while the summary is shown, started in the page’s language', async () => {
    const { pdf, show } = start();
    show();
    expect(pdf()).toBeUndefined();
    show({ code: 'O5D', component: 'summary', lang: 'nn' });
    const running = pdf()!;
    expect(running.getSnapshot().context.lang).toBe('nn');
    await waitFor(running, (s) => s.matches('available'));
    show({ code: 'O5D', component: 'summary', lang: 'nn', request: { kind: 'summary', lang: 'nn' } });
    expect(pdf()).toBe(running);
    show({ code: 'O5C', component: 'insurance-scenario' });
    expect(pdf()).toBeUndefined();
  });
});
