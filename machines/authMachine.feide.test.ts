import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeideSessionData } from '../src/contracts/feide';
import { ApiError } from '../src/services/backendApi';
import { type AuthInput, authMachine, feideStartUrl } from './authMachine';

const HOUR = 3_600_000;
const record = (classCode: string) => ({ classCode, responses: {}, versions: {}, lastUpdated: 1, serverTime: 1 });
const session = (userId: string) => ({ userId, idToken: `token-${userId}`, expiresAt: Date.now() + 8 * HOUR });
const pupilCollected = (classCode: string | null): FeideSessionData => ({ page: 'pupil', session: session('feide-pupil-01'), classCode });
const teacherCollected: FeideSessionData = {
  page: 'teacher',
  session: session('feide-teacher-1'),
  classCode: null,
  apiToken: { token: 'api-token', expiresAt: Date.now() + 8 * HOUR },
  groups: [{ name: 'Samfunnsfag 10A', grant: 'grant-10a' }],
};

const restoredNobody: AuthInput['restored'] = {
  isLoggedIn: false,
  userId: null,
  email: null,
  idToken: null,
  expiresAt: null,
  apiToken: null,
  apiTokenExpiresAt: null,
  classCode: null,
  canAdmin: false,
  fylkeEmail: null,
};

const running: { stop(): void }[] = [];
afterEach(() => running.splice(0).forEach((a) => a.stop()));

function start(collect: () => Promise<FeideSessionData>, input: Partial<AuthInput> = {}) {
  const spies = {
    collectFeide: vi.fn(collect),
    loadClass: vi.fn(async (i: { classCode: string }) => record(i.classCode)),
    latestClass: vi.fn(async () => record('SIST26')),
    signOut: vi.fn(async () => undefined),
    backendLogout: vi.fn(async () => undefined),
  };
  const navigate = vi.fn();
  const leaveFor = vi.fn();
  const actors = Object.fromEntries(Object.entries(spies).map(([name, spy]) => [name, fromPromise(({ input: i }) => (spy as (x: unknown) => Promise<unknown>)(i))]));
  const actor = createActor(authMachine.provide({ actors: actors as never, actions: { navigate: (_, p) => navigate(p.to), leaveFor: (_, p) => leaveFor(p.url) } }), {
    input: { restored: restoredNobody, lang: 'no', feideOffered: true, ...input },
  }).start();
  running.push(actor);
  return { actor, spies, navigate, leaveFor };
}

describe('signing in with Feide', () => {
  it('leaves for the server’s start address, with the class code typed so far', () => {
    const { actor, leaveFor } = start(async () => pupilCollected(null));
    actor.send({ type: 'feide.start', page: 'pupil', classCode: ' demo26 ', lang: 'nn' });
    expect(leaveFor).toHaveBeenCalledWith('/api/feide/start?page=pupil&lang=nn&classCode=DEMO26');
    expect(feideStartUrl('teacher', 'no', '')).toBe('/api/feide/start?page=teacher&lang=no');
  });

  it('offers nothing when the server does not', () => {
    const { actor, leaveFor } = start(async () => pupilCollected(null), { feideOffered: false });
    actor.send({ type: 'feide.start', page: 'pupil', classCode: '', lang: 'no' });
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('back from Feide, a pupil lands in the class the server found, with no code typed', async () => {
    const { actor, spies, navigate } = start(async () => pupilCollected('GRUPPE1'));
    actor.send({ type: 'feide.return', page: 'pupil' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(spies.loadClass).toHaveBeenCalledWith({ idToken: 'token-feide-pupil-01', userId: 'feide-pupil-01', classCode: 'GRUPPE1' });
    expect(actor.getSnapshot().context).toMatchObject({ userId: 'feide-pupil-01', classCode: 'GRUPPE1', canAdmin: false, email: null, feideGroups: [] });
    expect(navigate).toHaveBeenCalledWith('start');
  });

  it('a pupil without a class from the server gets their latest class', async () => {
    const { actor, spies } = start(async () => pupilCollected(null));
    actor.send({ type: 'feide.return', page: 'pupil' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(spies.loadClass).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.classCode).toBe('SIST26');
  });

  it('a teacher is signed in with the backend token and their teaching groups, and goes to the classes', async () => {
    const { actor, spies, navigate } = start(async () => teacherCollected);
    actor.send({ type: 'feide.return', page: 'teacher' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context).toMatchObject({ canAdmin: true, apiToken: 'api-token', feideGroups: [{ name: 'Samfunnsfag 10A', grant: 'grant-10a' }] });
    expect(spies.latestClass).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('admin');
  });

  it('a refusal goes back to the page the sign-in started from, with the server’s message', async () => {
    const { actor, navigate } = start(async () => Promise.reject(new ApiError(403, 'txt_error_teachers_must_use_veiledere_page', undefined, 'feide/teacher-on-student-page')));
    actor.send({ type: 'feide.return', page: 'pupil' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.error).toMatchObject({ messageKey: 'txt_error_teachers_must_use_veiledere_page' });
    expect(actor.getSnapshot().context.userId).toBeNull();
    expect(navigate).toHaveBeenCalledWith('pupilLogin');

    const teacher = start(async () => Promise.reject(new ApiError(502, 'txt_error_feide_unavailable', undefined, 'feide/unavailable')));
    teacher.actor.send({ type: 'feide.return', page: 'teacher' });
    await waitFor(teacher.actor, (s) => s.matches('signedOut'));
    expect(teacher.navigate).toHaveBeenCalledWith('teacherLogin');
  });

  it('signing out of a Feide account offers Feide’s sign-out; a password account’s does not', async () => {
    const { actor } = start(async () => pupilCollected(null));
    actor.send({ type: 'feide.return', page: 'pupil' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context).toMatchObject({ feideSignedOut: true, feideGroups: null, userId: null });

    const restored = { ...restoredNobody, isLoggedIn: true, userId: 'user-aaaaaaaaaa', idToken: 't', expiresAt: Date.now() + HOUR };
    const other = start(async () => pupilCollected(null), { restored });
    other.actor.send({ type: 'logout' });
    await waitFor(other.actor, (s) => s.matches('signedOut'));
    expect(other.actor.getSnapshot().context.feideSignedOut).toBe(false);
  });

  it('keeps a signed-in Feide teacher’s groups from the device, and back on the return page goes on to the classes', () => {
    const restored = { ...restoredNobody, isLoggedIn: true, userId: 'feide-teacher-1', idToken: 't', expiresAt: Date.now() + HOUR, canAdmin: true, feideGroups: teacherCollected.groups };
    const { actor, spies, navigate } = start(async () => teacherCollected, { restored });
    expect(actor.getSnapshot().context.feideGroups).toEqual(teacherCollected.groups);
    actor.send({ type: 'feide.return', page: 'teacher' });
    expect(spies.collectFeide).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('admin');
  });
});
