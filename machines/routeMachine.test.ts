import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { matchRoute } from '../src/contracts/routing';
import { routeMachine, type RouteMatchedEvent } from './routeMachine';

/** The event wouter's <Switch> sends for a URL (src/app/RouteEvents.test.tsx holds the two to the same answers). */
function routeEvent(url: string): RouteMatchedEvent {
  const match = matchRoute(url.split(/[?#]/)[0]!);
  if (match.name === 'admin') return { type: `route.admin.${match.params.part as 'klasser'}`, url, params: { lang: match.lang } };
  const lang = url.startsWith(`/${match.lang}`) ? { lang: match.lang } : {};
  return { type: `route.${match.name}`, url, params: { ...lang, ...match.params } } as RouteMatchedEvent;
}

const visitor = { isLoggedIn: false, canAdmin: false };
const pupil = { isLoggedIn: true, canAdmin: false };
const teacher = { isLoggedIn: true, canAdmin: true };

function start(viewer = visitor) {
  const navigate = vi.fn();
  const actor = createActor(
    routeMachine.provide({ actions: { navigate: (_, params) => navigate(params) } }),
    { input: { viewer } },
  ).start();
  return { actor, navigate };
}

describe('routeMachine', () => {
  it('says when the pupil leaves an activity, and when they leave the session pages', () => {
    const { actor } = start(pupil);
    const left = vi.fn();
    const leftSession = vi.fn();
    actor.on('activity.left', left);
    actor.on('sessionPages.left', leftSession);
    actor.send(routeEvent('/no/okt/1/O1A'));
    expect(left).not.toHaveBeenCalled();
    actor.send(routeEvent('/no/okt/1/O1C'));
    expect(left).toHaveBeenCalledTimes(1);
    expect(leftSession).not.toHaveBeenCalled();
    // The same page again (a query change) is no leaving.
    actor.send(routeEvent('/no/okt/1/O1C?x=1'));
    expect(left).toHaveBeenCalledTimes(1);
    actor.send(routeEvent('/no/start'));
    expect(left).toHaveBeenCalledTimes(2);
    expect(leftSession).toHaveBeenCalledTimes(1);
  });

  it('tells which session page is shown, the completion page as part Fullfort', () => {
    const { actor } = start(pupil);
    const shown = vi.fn();
    actor.on('sessionPage.shown', shown);
    actor.send(routeEvent('/no/okt/3/O3B'));
    actor.send(routeEvent('/nn/okt/3/Fullfort'));
    actor.send(routeEvent('/no/start'));
    expect(shown.mock.calls.map(([e]) => [e.okt, e.part])).toEqual([
      [3, 'O3B'],
      [3, 'Fullfort'],
    ]);
  });

  it('shows the 404 page for a session number or an admin part that does not exist', () => {
    const { actor } = start(teacher);
    actor.send({ type: 'route.okt', url: '/no/okt/9/O9A', params: { lang: 'no', okt: '9', part: 'O9A' } });
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'notFound' });
    actor.send({ type: 'route.admin.fremdrift', url: '/nn/admin/fremdrift', params: { lang: 'nn' } });
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
    // wouter's first match of the address the page loaded with, then a query change.
    actor.send(routeEvent('/no/okt/2/O2B'));
    actor.send(routeEvent('/no/okt/2/O2B?x=1'));
    expect(actor.getSnapshot().context.route).toBe(shown);
    actor.send(routeEvent('/no/okt/2/O2C'));
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'okt', params: { okt: '2', part: 'O2C' } });
    actor.send(routeEvent('/nn/okt/2/O2C'));
    expect(actor.getSnapshot().context.route).toMatchObject({ lang: 'nn', params: { part: 'O2C' } });
  });

  it('shows a public route as it is', () => {
    const { actor, navigate } = start();
    actor.send(routeEvent('/nn/faq'));
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'faq', lang: 'nn' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replaces a path without language with /no', () => {
    const { actor, navigate } = start();
    actor.send(routeEvent('/side/om'));
    expect(navigate).toHaveBeenCalledWith({ to: '/no/side/om', replace: true });
    expect(actor.getSnapshot().context.route).toBeNull();
  });

  it('replaces a trailing slash, keeping the query', () => {
    const { actor, navigate } = start();
    actor.send(routeEvent('/nn/faq/?q=1'));
    expect(navigate).toHaveBeenCalledWith({ to: '/nn/faq?q=1', replace: true });
  });

  it('shows the 404 page for an unknown route', () => {
    const { actor } = start();
    actor.send(routeEvent('/no/finnes/ikke'));
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'notFound', path: '/no/finnes/ikke' });
  });

  it('sends a visitor from a session page to the pupil login page', () => {
    const { actor, navigate } = start();
    actor.send(routeEvent('/nn/okt/1/O1A'));
    expect(navigate).toHaveBeenCalledWith({ to: '/nn', replace: true });
    expect(actor.getSnapshot().value).toBe('redirecting');
  });

  it('sends a visitor from the admin area to the teacher login page', () => {
    const { actor, navigate } = start();
    actor.send(routeEvent('/no/admin/klasser'));
    expect(navigate).toHaveBeenCalledWith({ to: '/no/veiledere', replace: true });
  });

  it('refuses a pupil in the admin area', () => {
    const { actor, navigate } = start(pupil);
    actor.send(routeEvent('/no/admin/klasser'));
    expect(navigate).toHaveBeenCalledWith({ to: '/no/oops/ikke-tilgang', replace: true });
  });

  it('lets a teacher into the admin area and a pupil into a session', () => {
    const teacherRun = start(teacher);
    teacherRun.actor.send(routeEvent('/no/admin/klasser'));
    expect(teacherRun.actor.getSnapshot().context.route?.name).toBe('admin');
    const pupilRun = start(pupil);
    pupilRun.actor.send(routeEvent('/no/okt/1/O1A'));
    expect(pupilRun.actor.getSnapshot().context.route?.name).toBe('okt');
  });

  it('moves a pupil who signs out off a login-only page', () => {
    const { actor, navigate } = start(pupil);
    actor.send(routeEvent('/no/start'));
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'viewer.change', viewer: visitor });
    expect(navigate).toHaveBeenCalledWith({ to: '/no', replace: true });
  });

  it('shows the page once the router has followed the redirect', () => {
    const { actor } = start();
    actor.send(routeEvent('/'));
    actor.send(routeEvent('/no'));
    expect(actor.getSnapshot().context.route).toMatchObject({ name: 'landing', lang: 'no' });
  });
});
