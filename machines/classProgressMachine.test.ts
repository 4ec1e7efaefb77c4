import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassProgress } from '../src/contracts/admin';
import { ApiError } from '../src/services/backendApi';
import { classProgressMachine, LIVE_REFRESH_MS, MAX_RETRY_MS, retryDelay } from './classProgressMachine';

const progressOf = (classCode: string, completedOkt1: number, countedAt = 1_780_000_000_000): ClassProgress => ({
  classCode,
  pupils: 3,
  sessions: [1, 2, 3, 4, 5].map((okt) => ({ okt, started: okt === 1 ? 3 : 0, completed: okt === 1 ? completedOkt1 : 0, open: okt === 1 ? 3 : 0 })),
  perPupil: [{ pupilId: 'AbCdEfGhIjKlMnOpQrStUv', pseudonym: 'Elev 96XA', displayName: null, completed: completedOkt1 > 0 ? [1] : [], activities: {}, lastUpdated: countedAt, startedOverAt: null, savedAt: {} }],
  questions: [],
  countedAt,
});

function start(fetch: (classCode: string) => Promise<ClassProgress>) {
  const fetchProgress = vi.fn(fetch);
  const reportAuthError = vi.fn();
  const actor = createActor(
    classProgressMachine.provide({
      actors: { fetchProgress: fromPromise(({ input }) => fetchProgress(input.classCode)) },
      actions: { reportAuthError: (_, { error }) => reportAuthError(error) },
    }),
  ).start();
  return { actor, fetchProgress, reportAuthError };
}

describe('classProgressMachine', () => {
  it('counts the class the screen opens with', async () => {
    const run = start(async (code) => progressOf(code, 1));
    expect(run.actor.getSnapshot().matches('idle')).toBe(true);
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    expect(run.actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(run.actor, (s) => s.matches('loaded'));
    expect(run.fetchProgress).toHaveBeenCalledWith('KX7P2M');
    expect(run.actor.getSnapshot().context.progress).toEqual(progressOf('KX7P2M', 1));
  });

  it('counts again when the teacher asks, keeping the old figures on screen meanwhile', async () => {
    let completed = 0;
    const run = start(async (code) => progressOf(code, completed, 1_780_000_000_000 + completed));
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches('loaded'));
    completed = 2;
    run.actor.send({ type: 'progress.refresh' });
    expect(run.actor.getSnapshot().matches('loading')).toBe(true);
    expect(run.actor.getSnapshot().context.progress?.sessions[0]?.completed).toBe(0);
    await waitFor(run.actor, (s) => s.matches('loaded'));
    expect(run.actor.getSnapshot().context.progress?.sessions[0]?.completed).toBe(2);
    expect(run.fetchProgress).toHaveBeenCalledTimes(2);
  });

  it('counts again when the screen is opened again', async () => {
    const run = start(async (code) => progressOf(code, 1));
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches('loaded'));
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches('loaded'));
    expect(run.fetchProgress).toHaveBeenCalledTimes(2);
  });

  it('asks once when the same class is opened twice while counting', async () => {
    const run = start(async (code) => progressOf(code, 1));
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches('loaded'));
    expect(run.fetchProgress).toHaveBeenCalledTimes(1);
  });

  it('never shows one class\'s figures under another', async () => {
    const answers: Record<string, (p: ClassProgress) => void> = {};
    const run = start((code) => new Promise((resolve) => (answers[code] = resolve)));
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    answers.KX7P2M!(progressOf('KX7P2M', 1));
    await waitFor(run.actor, (s) => s.matches('loaded'));

    run.actor.send({ type: 'progress.open', classCode: 'QW3ERT' });
    expect(run.actor.getSnapshot().context.progress).toBeNull();
    answers.QW3ERT!(progressOf('QW3ERT', 3));
    await waitFor(run.actor, (s) => s.matches('loaded'));
    expect(run.actor.getSnapshot().context.progress?.classCode).toBe('QW3ERT');
  });

  it('keeps a failure as a message key and counts again on retry', async () => {
    let calls = 0;
    const run = start(async (code) => {
      calls += 1;
      if (calls === 1) throw new ApiError(null, 'txt_error_network');
      return progressOf(code, 1);
    });
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches('failed'));
    expect(run.actor.getSnapshot().context.errorKey).toBe('txt_error_network');
    expect(run.reportAuthError).not.toHaveBeenCalled();
    run.actor.send({ type: 'progress.retry' });
    await waitFor(run.actor, (s) => s.matches('loaded'));
    expect(run.actor.getSnapshot().context.errorKey).toBeNull();
  });

  it('hands a refused token (403) to the central error handler', async () => {
    const refused = new ApiError(403, 'txt_error_no_access');
    const run = start(async () => {
      throw refused;
    });
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches('refused'));
    expect(run.reportAuthError).toHaveBeenCalledWith(refused);
  });
});

describe('classProgressMachine live during a lesson', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Figures counted at a time that grows with each count, so a new count is visible in the context. */
  function startLive(fail: (call: number) => Error | null = () => null) {
    let calls = 0;
    return start(async (code) => {
      calls += 1;
      const error = fail(calls);
      if (error) throw error;
      return progressOf(code, calls, 1_780_000_000_000 + calls);
    });
  }

  it('counts again by itself every 15 s while the page is in view, quietly, keeping the figures meanwhile', async () => {
    const run = startLive();
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.actor.getSnapshot().matches('loaded')).toBe(true);
    expect(run.actor.getSnapshot().context.manual).toBe(false);
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS - 1);
    expect(run.fetchProgress).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.fetchProgress).toHaveBeenCalledTimes(2);
    // While counting by itself the old figures stay and the screen is not told the teacher asked.
    await vi.advanceTimersByTimeAsync(0);
    expect(run.actor.getSnapshot().context).toMatchObject({ manual: false, progress: { countedAt: 1_780_000_000_002 } });
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 3);
    expect(run.fetchProgress).toHaveBeenCalledTimes(5);
  });

  it('pauses while the page is hidden and counts at once when it comes back', async () => {
    const run = startLive();
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await vi.advanceTimersByTimeAsync(0);
    run.actor.send({ type: 'page.visibility', visible: false });
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 10);
    expect(run.fetchProgress).toHaveBeenCalledTimes(1);
    run.actor.send({ type: 'page.visibility', visible: true });
    expect(run.actor.getSnapshot().matches('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.fetchProgress).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS);
    expect(run.fetchProgress).toHaveBeenCalledTimes(3);
  });

  it('waits longer after each failure (15 s, 30 s, 60 s …), keeps the last figures, and goes back to every 15 s once a count works', async () => {
    const run = startLive((call) => (call >= 2 && call <= 4 ? new ApiError(null, 'txt_error_network') : null));
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS);
    expect(run.actor.getSnapshot().matches('failed')).toBe(true);
    expect(run.actor.getSnapshot().context).toMatchObject({ failures: 1, progress: { countedAt: 1_780_000_000_001 } });
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(run.fetchProgress).toHaveBeenCalledTimes(3);
    expect(run.actor.getSnapshot().context.failures).toBe(2);
    await vi.advanceTimersByTimeAsync(retryDelay(2) - 1);
    expect(run.fetchProgress).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.fetchProgress).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(retryDelay(3));
    expect(run.fetchProgress).toHaveBeenCalledTimes(5);
    expect(run.actor.getSnapshot().matches('loaded')).toBe(true);
    expect(run.actor.getSnapshot().context.failures).toBe(0);
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS);
    expect(run.fetchProgress).toHaveBeenCalledTimes(6);
    expect([retryDelay(1), retryDelay(2), retryDelay(3), retryDelay(20)]).toEqual([15_000, 30_000, 60_000, MAX_RETRY_MS]);
  });

  it('tries nothing by itself after a refused token', async () => {
    const run = startLive((call) => (call === 2 ? new ApiError(401, 'txt_error_session_expired') : null));
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS);
    expect(run.actor.getSnapshot().matches('refused')).toBe(true);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 3);
    expect(run.fetchProgress).toHaveBeenCalledTimes(2);
    expect(run.reportAuthError).toHaveBeenCalledOnce();
  });

  it('still counts at once when the teacher presses «Oppdater», and says so', async () => {
    const run = startLive();
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await vi.advanceTimersByTimeAsync(0);
    run.actor.send({ type: 'progress.refresh' });
    expect(run.actor.getSnapshot().context.manual).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.fetchProgress).toHaveBeenCalledTimes(2);
  });
});

describe('classProgressMachine and pupils whose sign-in waits', () => {
  const ola = { userId: 'u-ola', email: 'ola@skole.no', failures: 7, retryAfterSeconds: 120 };
  const kari = { userId: 'u-kari', email: 'kari@skole.no', failures: 5, retryAfterSeconds: 0 };

  function startWithHelp(unthrottle: (userId: string) => Promise<void>, count: (classCode: string) => Promise<ClassProgress> = async (code) => progressOf(code, 1)) {
    let waiting = [ola, kari];
    const fetchThrottled = vi.fn(async (_code: string) => waiting);
    const letIn = vi.fn(async (userId: string) => {
      await unthrottle(userId);
      waiting = waiting.filter((p) => p.userId !== userId);
    });
    const reportAuthError = vi.fn();
    const actor = createActor(
      classProgressMachine.provide({
        actors: {
          fetchProgress: fromPromise(({ input }) => count(input.classCode)),
          fetchThrottled: fromPromise(({ input }) => fetchThrottled(input.classCode)),
          unthrottle: fromPromise(({ input }) => letIn(input.userId)),
        },
        actions: { reportAuthError: (_, { error }) => reportAuthError(error) },
      }),
    ).start();
    return { actor, fetchThrottled, letIn, reportAuthError };
  }

  it('asks who waits with every count, lets one in, and asks again', async () => {
    const run = startWithHelp(async () => {});
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }));
    expect(run.actor.getSnapshot().context.throttled).toEqual([ola, kari]);
    expect(run.fetchThrottled).toHaveBeenCalledWith('KX7P2M');

    run.actor.send({ type: 'pupil.unthrottle', userId: 'u-ola' });
    expect(run.actor.getSnapshot().matches({ loaded: 'lettingIn' })).toBe(true);
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }));
    expect(run.letIn).toHaveBeenCalledWith('u-ola');
    expect(run.actor.getSnapshot().context).toMatchObject({ throttled: [kari], letIn: 'ola@skole.no', helpErrorKey: null });
    expect(run.fetchThrottled).toHaveBeenCalledTimes(2);
  });

  it('lets a pupil in whom the teacher chose while the figures were being counted again, once the count ends', async () => {
    // A class of a hundred pupils on a busy server takes seconds to count, every 15 s: a click then must not be lost.
    let endCount: () => void = () => {};
    let counts = 0;
    const run = startWithHelp(
      async () => {},
      (code) => {
        counts += 1;
        return counts === 1 ? Promise.resolve(progressOf(code, 1)) : new Promise((resolve) => (endCount = () => resolve(progressOf(code, 2))));
      },
    );
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }));
    run.actor.send({ type: 'progress.refresh' });
    expect(run.actor.getSnapshot().matches('loading')).toBe(true);

    run.actor.send({ type: 'pupil.unthrottle', userId: 'u-ola' });
    // Asked for and waiting: the buttons say so, and a second click (another pupil) waits for this one.
    expect(run.actor.getSnapshot().context).toMatchObject({ pendingLetIn: 'u-ola', letIn: 'ola@skole.no' });
    run.actor.send({ type: 'pupil.unthrottle', userId: 'u-kari' });
    expect(run.actor.getSnapshot().context.pendingLetIn).toBe('u-ola');
    expect(run.letIn).not.toHaveBeenCalled();

    endCount();
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }) && s.context.pendingLetIn === null);
    expect(run.letIn).toHaveBeenCalledExactlyOnceWith('u-ola');
    expect(run.actor.getSnapshot().context).toMatchObject({ throttled: [kari], letIn: 'ola@skole.no', helpErrorKey: null });
    expect(run.actor.getSnapshot().context.progress?.sessions[0]?.completed).toBe(2);
  });

  it('lets a pupil in whom the teacher chose while the machine asked who waits', async () => {
    let answerWho: () => void = () => {};
    const run = startWithHelp(async () => {});
    run.fetchThrottled.mockImplementationOnce(() => new Promise((resolve) => (answerWho = () => resolve([ola, kari]))));
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'checkingThrottled' }));
    run.actor.send({ type: 'pupil.unthrottle', userId: 'u-ola' });
    answerWho();
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }) && s.context.pendingLetIn === null);
    expect(run.letIn).toHaveBeenCalledExactlyOnceWith('u-ola');
    expect(run.actor.getSnapshot().context.throttled).toEqual([kari]);
  });

  it('keeps the list and says why when letting in fails, and leaves the admin area on an expired login', async () => {
    const run = startWithHelp(async () => {
      throw new ApiError(500, 'txt_error_default');
    });
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }));
    run.actor.send({ type: 'pupil.unthrottle', userId: 'u-ola' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }) && s.context.helpErrorKey !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ throttled: [ola, kari], letIn: null, helpErrorKey: 'txt_error_default' });

    const expired = startWithHelp(async () => {
      throw new ApiError(401, 'txt_error_session_expired');
    });
    expired.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(expired.actor, (s) => s.matches({ loaded: 'ready' }));
    expired.actor.send({ type: 'pupil.unthrottle', userId: 'u-ola' });
    await vi.waitFor(() => expect(expired.reportAuthError).toHaveBeenCalledOnce());
  });
});


describe('classProgressMachine between counts (the class view redrawn only where it changed)', () => {
  it('keeps the rows, counts and pupils waiting to sign in that a new count brings unchanged, as the very objects they were', async () => {
    const waiting = [{ userId: 'u-ola', email: 'ola@skole.no', failures: 7, retryAfterSeconds: 120 }];
    let countedAt = 1_780_000_000_000;
    // Each answer is new JSON, as the adapters give it.
    const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
    const actor = createActor(
      classProgressMachine.provide({
        actors: {
          fetchProgress: fromPromise(async ({ input }) => copy({ ...progressOf(input.classCode, 1), countedAt })),
          fetchThrottled: fromPromise(async () => copy(waiting)),
        },
      }),
    ).start();
    actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }));
    const first = actor.getSnapshot().context;

    countedAt += 15_000;
    actor.send({ type: 'progress.refresh' });
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }));
    const second = actor.getSnapshot().context;
    expect(second.progress?.countedAt).toBe(countedAt);
    expect(second.progress?.perPupil).toBe(first.progress?.perPupil);
    expect(second.progress?.sessions).toBe(first.progress?.sessions);
    expect(second.throttled).toBe(first.throttled);

    waiting.push({ userId: 'u-kari', email: 'kari@skole.no', failures: 5, retryAfterSeconds: 60 });
    actor.send({ type: 'progress.refresh' });
    await waitFor(actor, (s) => s.matches({ loaded: 'ready' }) && s.context.throttled?.length === 2);
    expect(actor.getSnapshot().context.progress?.perPupil).toBe(first.progress?.perPupil);
  });
});
