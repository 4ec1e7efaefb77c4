import { type ActorRefFrom, createActor, type EventObject, fromCallback, setup } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { matchRoute } from '../src/contracts/routing';
import type { Viewer } from '../src/contracts/routing';
import { routeMachine } from './routeMachine';

/** The browser's address moved (a link, Back, a redirect followed). */
const at = (url: string) => ({ type: 'url.change' as const, url });

const visitor = { isLoggedIn: false, canAdmin: false };
const pupil = { isLoggedIn: true, canAdmin: false };
const teacher = { isLoggedIn: true, canAdmin: true };

/** The route machine in a system with the machines it tells (okt, progress, auth) as recorders of what they are told. */
function start(viewer: Viewer = visitor, url = '/no/faq') {
  const navigate = vi.fn();
  const told: [string, EventObject][] = [];
  const recorder = (id: string) => fromCallback<EventObject>(({ receive }) => receive((event) => void told.push([id, event])));
  const system = setup({
    actors: { route: routeMachine.provide({ actions: { navigate: (_, params) => navigate(params) } }), okt: recorder('okt'), progress: recorder('progress'), auth: recorder('auth') },
  }).createMachine({
    invoke: [
      { src: 'okt', systemId: 'okt' },
      { src: 'progress', systemId: 'progress' },
      { src: 'auth', systemId: 'auth' },
      { src: 'route', systemId: 'route', input: { viewer, url } },
    ],
  });
  const app = createActor(system).start();
  const actor = app.system.get('route') as ActorRefFrom<typeof routeMachine>;
  const toldTo = (id: string) => told.filter(([to]) => to === id).map(([, event]) => event);
  return { actor, navigate, toldTo };
}

/** Spec §2's addresses, and what is not a page (the 404 page, as the server answers it). */
const URLS = [
  '/no',
  '/nn/cookies',
  '/no/veiledere',
  '/nn/side/personvern',
  '/no/melding/logget-ut',
  '/no/mine-data',
  '/nn/start-pa-nytt',
  '/no/okt/2/O2B',
  '/nn/okt/5/Fullfort',
  '/nn/oops/ikke-tilgang',
  '/no/admin/klasser',
  '/no/admin/fremdrift',
  '/no/admin',
  '/no/admin/elever',
  '/no/okt/6/O1A',
  '/no/oops/ukjent',
  '/no/finnes-ikke',
  '/no/side/%C3%B8konomi',
  '/no/side/%E0%A4%A',
];

describe('routeMachine', () => {
  it.each(URLS)('shows %s as the route table matches it, on the server too', (url) => {
    const { actor } = start(teacher);
    actor.send(at(url));
    expect(actor.getSnapshot().context.route).toEqual(matchRoute(url));
  });

  it('tells the progress machine when the pupil leaves an activity, and the okt machine when they leave the session pages', () => {
    const { actor, toldTo } = start(pupil);
    actor.send(at('/no/okt/1/O1A'));
    expect(toldTo('progress')).toEqual([]);
    actor.send(at('/no/okt/1/O1C'));
    expect(toldTo('progress')).toEqual([{ type: 'activity.leave' }]);
    // The same page again (a query change) is no leaving.
    actor.send(at('/no/okt/1/O1C?x=1'));
    expect(toldTo('progress')).toHaveLength(1);
    actor.send(at('/no/start'));
    expect(toldTo('progress')).toHaveLength(2);
    expect(toldTo('okt').at(-1)).toEqual({ type: 'route.leave' });
  });

  it('tells the okt machine which session page is shown, the completion page as part Fullfort', () => {
    const { actor, toldTo } = start(pupil);
    actor.send(at('/no/okt/3/O3B'));
    actor.send(at('/nn/okt/3/Fullfort'));
    actor.send(at('/no/start'));
    expect(toldTo('okt')).toEqual([
      { type: 'route.leave' },
      { type: 'route.okt', okt: 3, part: 'O3B' },
      { type: 'route.okt', okt: 3, part: 'Fullfort' },
      { type: 'route.leave' },
    ]);
  });

  it('tells the auth machine when Feide sends the browser back, once for the page', () => {
    const { actor, toldTo } = start(visitor, '/nn/feide/veileder');
    expect(toldTo('auth')).toEqual([{ type: 'feide.return', page: 'teacher' }]);
    actor.send({ type: 'viewer.change', viewer: teacher });
    expect(toldTo('auth')).toHaveLength(1);
  });

  it('has the auth machine verify the code of a password-reset link once for its address, and a new link’s code again', () => {
    const { actor, toldTo } = start(visitor, '/no/auth?code=kode-fra-e-posten-123');
    expect(toldTo('auth')).toEqual([{ type: 'reset.verify', code: 'kode-fra-e-posten-123' }]);
    // Signing in after the new password is set shows the same address again: the code is not sent twice.
    actor.send({ type: 'viewer.change', viewer: teacher });
    actor.send({ type: 'viewer.change', viewer: visitor });
    expect(toldTo('auth')).toHaveLength(1);
    actor.send(at('/nn/auth?mode=resetPassword&oobCode=firebase-kode-456'));
    actor.send(at('/nn/auth'));
    expect(toldTo('auth')).toEqual([
      { type: 'reset.verify', code: 'kode-fra-e-posten-123' },
      { type: 'reset.verify', code: 'firebase-kode-456' },
    ]);
  });

  it('does not decide again when the address has not moved', () => {
    const { actor, toldTo } = start(pupil, '/no/okt/1/O1A');
    actor.send(at('/no/okt/1/O1A'));
    expect(toldTo('okt')).toEqual([{ type: 'route.okt', okt: 1, part: 'O1A' }]);
  });

  it('shows the 404 page for a session number or an admin part that does not exist', () => {
    const { actor } = start(teacher);
    actor.send(at('/no/okt/9/O9A'));
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'notFound' });
    actor.send(at('/nn/admin/fremdrift'));
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'admin', lang: 'nn', params: { part: 'fremdrift' }, access: 'teacher' });
  });

  it('shows the address the page loads with from the first snapshot, so a prerendered page hydrates as it is', () => {
    const actor = createActor(routeMachine, { input: { viewer: visitor, url: '/nn' } });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'landing', lang: 'nn' });
    // …and an address that must go elsewhere is sent there once the machine runs.
    const navigate = vi.fn();
    createActor(routeMachine.provide({ actions: { navigate: (_, params) => navigate(params) } }), { input: { viewer: visitor, url: '/no/start' } }).start();
    expect(navigate).toHaveBeenCalledWith({ to: '/no', replace: true });
  });

  it('keeps the route it shows when the same page is matched again, so no screen is drawn again for it', () => {
    const actor = createActor(routeMachine, { input: { viewer: pupil, url: '/no/okt/2/O2B' } }).start();
    const shown = actor.getSnapshot().context.route;
    // The address the page loaded with told again, then a query change.
    actor.send(at('/no/okt/2/O2B'));
    actor.send(at('/no/okt/2/O2B?x=1'));
    expect(actor.getSnapshot().context.route).toBe(shown);
    actor.send(at('/no/okt/2/O2C'));
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'okt', params: { okt: '2', part: 'O2C' } });
    actor.send(at('/nn/okt/2/O2C'));
    expect(actor.getSnapshot().context.route).toMatchObject({ lang: 'nn', params: { part: 'O2C' } });
  });

  it('shows a public route as it is', () => {
    const { actor, navigate } = start();
    actor.send(at('/nn/faq'));
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'faq', lang: 'nn' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replaces a path without language with /no', () => {
    const { actor, navigate } = start(visitor, '/side/om');
    expect(navigate).toHaveBeenCalledWith({ to: '/no/side/om', replace: true });
    expect(actor.getSnapshot().context.route).toBeNull();
  });

  it('replaces a trailing slash, keeping the query', () => {
    const { actor, navigate } = start();
    actor.send(at('/nn/faq/?q=1'));
    expect(navigate).toHaveBeenCalledWith({ to: '/nn/faq?q=1', replace: true });
  });

  it('shows the 404 page for an unknown route', () => {
    const { actor } = start();
    actor.send(at('/no/finnes/ikke'));
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'notFound', path: '/no/finnes/ikke' });
  });

  it('sends a visitor from a session page to the pupil login page', () => {
    const { actor, navigate } = start();
    actor.send(at('/nn/okt/1/O1A'));
    expect(navigate).toHaveBeenCalledWith({ to: '/nn', replace: true });
    expect(actor.getSnapshot().value).toBe('redirecting');
  });

  it('sends a visitor from the admin area to the teacher login page', () => {
    const { actor, navigate } = start();
    actor.send(at('/no/admin/klasser'));
    expect(navigate).toHaveBeenCalledWith({ to: '/no/veiledere', replace: true });
  });

  it('refuses a pupil in the admin area', () => {
    const { actor, navigate } = start(pupil);
    actor.send(at('/no/admin/klasser'));
    expect(navigate).toHaveBeenCalledWith({ to: '/no/oops/ikke-tilgang', replace: true });
  });

  it('lets a teacher into the admin area and a pupil into a session', () => {
    const teacherRun = start(teacher);
    teacherRun.actor.send(at('/no/admin/klasser'));
    expect(teacherRun.actor.getSnapshot().context.route?.name).toBe('admin');
    const pupilRun = start(pupil);
    pupilRun.actor.send(at('/no/okt/1/O1A'));
    expect(pupilRun.actor.getSnapshot().context.route?.name).toBe('okt');
  });

  it('moves a pupil who signs out off a login-only page', () => {
    const { actor, navigate } = start(pupil);
    actor.send(at('/no/start'));
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'viewer.change', viewer: visitor });
    expect(navigate).toHaveBeenCalledWith({ to: '/no', replace: true });
  });

  it('shows the page once the router has followed the redirect', () => {
    const { actor } = start(visitor, '/');
    actor.send(at('/no'));
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'landing', lang: 'no' });
  });
});
