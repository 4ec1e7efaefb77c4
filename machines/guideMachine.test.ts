import { type ActorRefFrom, createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Guide } from '../src/contracts/guide';
import type { Lang } from '../src/contracts/lang';
import { guideMachine, guidePageOf, selectGuideView } from './guideMachine';
import { routeMachine } from './routeMachine';

const guideIn = (lang: Lang) => ({ aimsNote: `Kompetansemål (${lang})`, okter: [] }) as unknown as Guide;

const running: { stop(): void }[] = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
});

/** The guide machine beside the route machine (systemId `route`), as the admin machine runs it. */
function startGuide(url: string, fetchGuide: (lang: Lang) => Promise<Guide> = async (lang) => guideIn(lang)) {
  const spies = { fetchGuide: vi.fn(fetchGuide), print: vi.fn(), reportAuthError: vi.fn() };
  const guide = guideMachine.provide({
    actors: { fetchGuide: fromPromise(({ input }: { input: { lang: Lang } }) => spies.fetchGuide(input.lang)) },
    actions: { print: () => spies.print(), reportAuthError: (_, params) => spies.reportAuthError(params.error) },
  });
  const parent = createMachine({
    invoke: [
      { src: routeMachine, id: 'route', systemId: 'route', input: { viewer: { isLoggedIn: true, canAdmin: true }, url } },
      { src: guide, id: 'guide', systemId: 'guide' },
    ],
  });
  const app = createActor(parent).start();
  running.push(app);
  const route = app.system.get('route') as ActorRefFrom<typeof routeMachine>;
  return { spies, guide: app.system.get('guide') as ActorRefFrom<typeof guideMachine>, go: (to: string) => route.send({ type: 'url.change', url: to }) };
}

describe('guidePageOf', () => {
  const route = { name: 'admin', lang: 'nn', access: 'teacher', params: { part: 'veiledning' }, path: '/nn/admin/veiledning' } as const;

  it('reads the session, or all five, from the address, and session 1 for anything else', () => {
    expect(guidePageOf(route, '/nn/admin/veiledning?okt=3')).toEqual({ lang: 'nn', shown: 3 });
    expect(guidePageOf(route, '/nn/admin/veiledning?okt=alle')).toEqual({ lang: 'nn', shown: 'alle' });
    for (const url of ['/nn/admin/veiledning', '/nn/admin/veiledning?okt=9', '/nn/admin/veiledning?okt=2.5', '/nn/admin/veiledning?okt=x']) {
      expect(guidePageOf(route, url)).toEqual({ lang: 'nn', shown: 1 });
    }
  });

  it('is null on another part of the admin area', () => {
    expect(guidePageOf({ ...route, params: { part: 'klasser' } }, '/nn/admin/klasser?okt=2')).toBeNull();
  });
});

describe('the guide machine', () => {
  it('fetches the guide in the address’s language and shows the session the address names', async () => {
    const { guide, spies } = startGuide('/no/admin/veiledning?okt=2');
    await waitFor(guide, (s) => s.matches('ready'));
    expect(spies.fetchGuide).toHaveBeenCalledExactlyOnceWith('no');
    expect(selectGuideView(guide.getSnapshot())).toEqual({ status: 'ready', lang: 'no', shown: 2, guide: guideIn('no'), errorKey: null });
  });

  it('follows the tabs without fetching again, and fetches again in the other language', async () => {
    const { guide, spies, go } = startGuide('/no/admin/veiledning?okt=1');
    await waitFor(guide, (s) => s.matches('ready'));
    go('/no/admin/veiledning?okt=alle');
    expect(guide.getSnapshot().context.shown).toBe('alle');
    expect(spies.fetchGuide).toHaveBeenCalledTimes(1);

    go('/nn/admin/veiledning?okt=alle');
    expect(selectGuideView(guide.getSnapshot()).status).toBe('loading');
    await waitFor(guide, (s) => s.matches('ready'));
    expect(spies.fetchGuide).toHaveBeenLastCalledWith('nn');
    expect(guide.getSnapshot().context.guide).toEqual(guideIn('nn'));
  });

  it('prints only once the guide is there', async () => {
    const { guide, spies } = startGuide('/no/admin/veiledning', () => new Promise<Guide>(() => {}));
    guide.send({ type: 'guide.print' });
    expect(spies.print).not.toHaveBeenCalled();

    const ready = startGuide('/no/admin/veiledning');
    await waitFor(ready.guide, (s) => s.matches('ready'));
    ready.guide.send({ type: 'guide.print' });
    expect(ready.spies.print).toHaveBeenCalledTimes(1);
  });

  it('shows a failed fetch with its message and fetches again on retry', async () => {
    let fail = true;
    const { guide, spies } = startGuide('/no/admin/veiledning', async (lang) => {
      if (fail) throw Object.assign(new Error('down'), { status: 503, messageKey: 'txt_error_server_busy' });
      return guideIn(lang);
    });
    await waitFor(guide, (s) => s.matches('failed'));
    expect(selectGuideView(guide.getSnapshot())).toMatchObject({ status: 'failed', errorKey: 'txt_error_server_busy' });
    expect(spies.reportAuthError).not.toHaveBeenCalled();
    fail = false;
    guide.send({ type: 'guide.retry' });
    await waitFor(guide, (s) => s.matches('ready'));
    expect(guide.getSnapshot().context.errorKey).toBeNull();
  });

  it('hands a refused or expired token to the central error handler', async () => {
    const refused = Object.assign(new Error('not a teacher'), { status: 403 });
    const { guide, spies } = startGuide('/no/admin/veiledning', async () => {
      throw refused;
    });
    await waitFor(guide, (s) => s.matches('failed'));
    expect(spies.reportAuthError).toHaveBeenCalledExactlyOnceWith(refused);
  });
});
