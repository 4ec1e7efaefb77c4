import { type ActorRefFrom, createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayNameMachine } from './displayNameMachine';
import { pdfMachine } from './pdfMachine';
import { startPageMachine } from './startPageMachine';

const running: { stop(): void }[] = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
});

/** The start page's machine beside an auth machine (systemId `auth`) holding the pupil's class and the route (`route`), as in the app's system. */
function start(classCode: string | null) {
  const fetchName = vi.fn(async ({ classCode: code }: { classCode: string }) => ({ classCode: code, displayName: 'Kari', pseudonym: 'Elev 96XA', updatedAt: null }));
  const fetchPdfStatus = vi.fn(async (_input: { lang: string }) => ({ enabled: true }));
  const page = startPageMachine.provide({
    actors: {
      displayName: displayNameMachine.provide({ actors: { fetchName: fromPromise(({ input }) => fetchName(input)) } }),
      pdf: pdfMachine.provide({ actors: { fetchPdfStatus: fromPromise(({ input }) => fetchPdfStatus(input)) } }),
    },
  });
  const auth = createMachine({ context: { classCode } });
  const route = createMachine({ context: { route: { name: 'start', lang: 'nn', params: {} } } });
  const app = createActor(
    createMachine({
      invoke: [
        { src: auth, id: 'auth', systemId: 'auth' },
        { src: route, id: 'route', systemId: 'route' },
        { src: page, id: 'startPage', systemId: 'startPage' },
      ],
    }),
  ).start();
  running.push(app);
  return { app, fetchName, fetchPdfStatus };
}

describe('the start page machine', () => {
  it('reads the name the pupil goes by in the class', async () => {
    const { app, fetchName } = start('DEMO26');
    const name = app.system.get('classIdentity') as ActorRefFrom<typeof displayNameMachine>;
    await waitFor(name, (s) => s.matches('ready'));
    expect(fetchName).toHaveBeenCalledWith({ classCode: 'DEMO26' });
    expect(name.getSnapshot().context.stored).toMatchObject({ displayName: 'Kari', pseudonym: 'Elev 96XA' });
  });

  it('reads nothing for someone in no class', () => {
    const { app, fetchName } = start(null);
    expect(app.system.get('classIdentity')).toBeUndefined();
    expect(fetchName).not.toHaveBeenCalled();
  });

  it('runs the PDF panel’s machine, which asks the server about the button in the page’s language as it starts', async () => {
    const { app, fetchPdfStatus } = start(null);
    const pdf = (app.getSnapshot().children.startPage as ActorRefFrom<typeof startPageMachine>).getSnapshot().children.pdf as ActorRefFrom<typeof pdfMachine>;
    expect(app.system.get('pdf')).toBe(pdf);
    await waitFor(pdf, (s) => s.matches('available'));
    expect(fetchPdfStatus).toHaveBeenCalledExactlyOnceWith({ lang: 'nn' });
  });
});
