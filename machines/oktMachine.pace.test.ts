import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VersionedClassRecord } from '../src/contracts/answers';
import type { ClassPace } from '../src/contracts/pace';
import { OKT_FIXTURE } from '../src/test/oktFixture';
import { CLASS_POLL_MS, type ClassAccessResult, oktMachine } from './oktMachine';
import { progressMachine } from './progressMachine';

/** The okt machine of a pupil in class DEMO26 with sessions 1–2 open, whose server answers `server.pace`. */
function start(server: { pace: ClassPace; followed?: number | null }, canAdmin = false) {
  const navigate = vi.fn();
  const rememberSendTo = vi.fn();
  const sendHeldAnswers = vi.fn();
  const actor = createActor(
    oktMachine.provide({
      actors: {
        fetchOktContent: fromPromise(async () => OKT_FIXTURE),
        fetchClassAccess: fromPromise(
          async (): Promise<ClassAccessResult> => ({ success: true, data: { '1': true, '2': true }, pace: server.pace, followedSendTo: server.followed ?? null }),
        ),
      },
      actions: {
        navigate: (_, params) => navigate(params.to),
        rememberSendTo: (_, params) => rememberSendTo(params),
        sendHeldAnswers: () => sendHeldAnswers(),
      },
    }),
  ).start();
  const load = async (route?: { okt: number; part: string }) => {
    if (route) actor.send({ type: 'route.okt', ...route });
    actor.send({ type: 'content.load', lang: 'no', classCode: 'DEMO26', canAdmin, responses: { O1A: '' } });
    await vi.advanceTimersByTimeAsync(0);
  };
  const poll = () => vi.advanceTimersByTimeAsync(CLASS_POLL_MS + 10);
  return { actor, navigate, rememberSendTo, sendHeldAnswers, load, poll, context: () => actor.getSnapshot().context };
}

const HELD_AT_2B: ClassPace = { hold: { okt: 2, activity: 'O2B' }, sendTo: null };

describe('the class held at an activity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the pupil do the held activity and those before it', async () => {
    const run = start({ pace: HELD_AT_2B });
    await run.load();
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2A' });
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2B' });
    expect(run.navigate).not.toHaveBeenCalled();
    expect(run.context().paceWait).toBeNull();
  });

  it('turns «Neste» at the held activity into waiting there', async () => {
    const run = start({ pace: HELD_AT_2B });
    await run.load();
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2B' });
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2C' });
    expect(run.navigate).toHaveBeenCalledWith('/okt/2/O2B');
    // The address it was sent back to arrives as a route of its own: the pupil waits there.
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2B' });
    expect(run.context().paceWait).toEqual({ okt: 2, activity: 'O2C' });
    expect(run.context().current).toEqual({ okt: 2, part: 'O2B' });
  });

  it('sends a later session or the completion page back to the held activity too', async () => {
    const run = start({ pace: HELD_AT_2B });
    await run.load();
    run.actor.send({ type: 'route.okt', okt: 2, part: 'Fullfort' });
    expect(run.navigate).toHaveBeenLastCalledWith('/okt/2/O2B');
    run.actor.send({ type: 'route.okt', okt: 3, part: 'O3A' });
    expect(run.navigate).toHaveBeenLastCalledWith('/okt/2/O2B');
  });

  it('lands an address past the hold, opened before the pace is known, on the held activity with the reason', async () => {
    const run = start({ pace: HELD_AT_2B });
    await run.load({ okt: 2, part: 'O2D' });
    expect(run.navigate).toHaveBeenCalledWith('/okt/2/O2B');
    expect(run.context().paceWait).toEqual({ okt: 2, activity: 'O2D' });
  });

  it('goes on by itself to the page asked for once the teacher lets the class go, within one poll', async () => {
    const server = { pace: HELD_AT_2B };
    const run = start(server);
    await run.load();
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2C' });
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2B' });
    await run.poll();
    expect(run.navigate).toHaveBeenCalledTimes(1);
    server.pace = { hold: null, sendTo: null };
    await run.poll();
    expect(run.navigate).toHaveBeenLastCalledWith('/okt/2/O2C');
    expect(run.context().paceWait).toBeNull();
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2C' });
    expect(run.navigate).toHaveBeenCalledTimes(2);
  });

  it('keeps waiting while the hold moves to a place still before the page asked for', async () => {
    const server = { pace: HELD_AT_2B };
    const run = start(server);
    await run.load();
    run.actor.send({ type: 'route.okt', okt: 3, part: 'O3A' });
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2B' });
    server.pace = { hold: { okt: 2, activity: 'O2D' }, sendTo: null };
    await run.poll();
    expect(run.context().paceWait).toEqual({ okt: 3, activity: 'O3A' });
    expect(run.navigate).toHaveBeenCalledTimes(1);
  });

  it('does not send back a pupil already past the held activity when the hold arrives', async () => {
    const server: { pace: ClassPace } = { pace: { hold: null, sendTo: null } };
    const run = start(server);
    await run.load();
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2D' });
    server.pace = HELD_AT_2B;
    await run.poll();
    expect(run.navigate).not.toHaveBeenCalled();
    expect(run.context().pace.hold).toEqual({ okt: 2, activity: 'O2B' });
  });

  it('sends the answers the server held back once the class is let go, and not before', async () => {
    const server = { pace: HELD_AT_2B };
    const run = start(server);
    await run.load();
    await run.poll();
    expect(run.sendHeldAnswers).not.toHaveBeenCalled();
    server.pace = { hold: null, sendTo: null };
    await run.poll();
    await run.poll();
    expect(run.sendHeldAnswers).toHaveBeenCalledTimes(1);
  });

  it('never holds a teacher trying the class', async () => {
    const run = start({ pace: HELD_AT_2B }, true);
    await run.load();
    run.actor.send({ type: 'route.okt', okt: 3, part: 'O3A' });
    expect(run.navigate).not.toHaveBeenCalled();
  });
});

describe('«send alle hit»', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves an open page once per press, and remembers it on the device', async () => {
    const server: { pace: ClassPace } = { pace: { hold: null, sendTo: null } };
    const run = start(server);
    await run.load();
    run.actor.send({ type: 'route.okt', okt: 1, part: 'O1C' });
    server.pace = { hold: null, sendTo: { okt: 2, activity: 'O2A', at: 1000 } };
    await run.poll();
    expect(run.navigate).toHaveBeenCalledWith('/okt/2/O2A');
    expect(run.rememberSendTo).toHaveBeenCalledWith({ classCode: 'DEMO26', at: 1000 });
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2A' });
    // The pupil moves on; the same press, still told by the server, does not bring them back.
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2B' });
    await run.poll();
    await run.poll();
    expect(run.navigate).toHaveBeenCalledTimes(1);
    // A new press does.
    server.pace = { hold: null, sendTo: { okt: 1, activity: 'O1A', at: 2000 } };
    await run.poll();
    expect(run.navigate).toHaveBeenLastCalledWith('/okt/1/O1A');
    expect(run.navigate).toHaveBeenCalledTimes(2);
  });

  it('does not send a reloaded page again: the device remembers the press it followed', async () => {
    const run = start({ pace: { hold: null, sendTo: { okt: 2, activity: 'O2A', at: 1000 } }, followed: 1000 });
    await run.load({ okt: 2, part: 'O2C' });
    await run.poll();
    expect(run.navigate).not.toHaveBeenCalled();
  });

  it('moves a page opened after the press, once', async () => {
    const run = start({ pace: { hold: null, sendTo: { okt: 2, activity: 'O2A', at: 1000 } } });
    await run.load({ okt: 1, part: 'O1C' });
    expect(run.navigate).toHaveBeenCalledWith('/okt/2/O2A');
    await run.poll();
    expect(run.navigate).toHaveBeenCalledTimes(1);
  });

  it('never moves the teacher', async () => {
    const run = start({ pace: { hold: null, sendTo: { okt: 2, activity: 'O2A', at: 1000 } } }, true);
    await run.load();
    await run.poll();
    expect(run.navigate).not.toHaveBeenCalled();
  });
});

describe('a save past the hold, refused by the server', () => {
  it('is held on the device with the reason the pupil is shown, and sent again when asked', async () => {
    let refuse = true;
    const saveAnswers = vi.fn(async (): Promise<VersionedClassRecord> => {
      if (refuse) throw { status: 409, code: 'ueokonomi/class-held', messageKey: 'txt_error_save_class_held' };
      return { classCode: 'DEMO26', responses: { O2C: 'svar' }, versions: { O2C: { version: 1, editedAt: 1 } }, lastUpdated: 1, serverTime: Date.now() };
    });
    const progress = createActor(progressMachine.provide({ actors: { saveAnswers: fromPromise(saveAnswers) } }), {
      input: { restored: { userId: null, classCode: null, responses: {}, versions: {}, pending: {} } },
    }).start();
    progress.send({ type: 'signedIn', userId: 'user-aaaaaaaaaa', idToken: 'tok', classCode: 'DEMO26', record: null, unsent: null });
    progress.send({ type: 'answer.change', code: 'O2C', value: 'svar' });
    progress.send({ type: 'progress.save' });
    await waitFor(progress, (s) => s.matches({ active: 'held' }));
    expect(progress.getSnapshot().context.errorKey).toBe('txt_error_save_class_held');
    expect(progress.getSnapshot().context.responses.O2C).toBe('svar');
    // The okt machine's sendHeldAnswers, once the class is let go.
    refuse = false;
    progress.send({ type: 'progress.save' });
    await waitFor(progress, (s) => !s.matches({ active: 'held' }) && !s.matches({ active: 'saving' }));
    expect(saveAnswers).toHaveBeenCalledTimes(2);
    progress.stop();
  });
});
