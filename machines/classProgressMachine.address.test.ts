import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ClassProgress } from '../src/contracts/admin';
import type { ClassAddress, ThrottledPupil } from '../src/contracts/classHelp';
import { ApiError } from '../src/services/backendApi';
import { classProgressMachine } from './classProgressMachine';

const progressOf = (classCode: string): ClassProgress => ({ classCode, pupils: 0, sessions: [], perPupil: [], questions: [], countedAt: 1_780_000_000_000 });

function startWithAddress(unblock: () => Promise<ClassAddress>, count: () => Promise<ClassProgress> = async () => progressOf('KX7P2M')) {
  let address: ClassAddress = { blocked: true, retryAfterSeconds: 600 };
  const fetchClassAddress = vi.fn(async (_code: string) => address);
  const unblockClassAddress = vi.fn(async (_code: string) => {
    address = await unblock();
    return address;
  });
  const reportAuthError = vi.fn();
  const actor = createActor(
    classProgressMachine.provide({
      actors: {
        fetchProgress: fromPromise(() => count()),
        fetchThrottled: fromPromise(async (): Promise<ThrottledPupil[]> => []),
        unthrottle: fromPromise(async () => {}),
        fetchClassAddress: fromPromise(({ input }) => fetchClassAddress(input.classCode)),
        unblockClassAddress: fromPromise(({ input }) => unblockClassAddress(input.classCode)),
      },
      actions: { reportAuthError: (_, { error }) => reportAuthError(error) },
    }),
  ).start();
  return { actor, fetchClassAddress, unblockClassAddress, reportAuthError };
}

describe("classProgressMachine and the block on the class's address", () => {
  it('asks with every count whether the address is blocked, lifts the block when asked, and says so', async () => {
    const run = startWithAddress(async () => ({ blocked: false, retryAfterSeconds: 0 }));
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }));
    expect(run.fetchClassAddress).toHaveBeenCalledWith('KX7P2M');
    expect(run.actor.getSnapshot().context).toMatchObject({ classAddress: { blocked: true, retryAfterSeconds: 600 }, addressLifted: false });

    run.actor.send({ type: 'address.unblock' });
    expect(run.actor.getSnapshot().matches({ loaded: 'liftingAddress' })).toBe(true);
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }));
    expect(run.unblockClassAddress).toHaveBeenCalledWith('KX7P2M');
    expect(run.actor.getSnapshot().context).toMatchObject({ classAddress: { blocked: false }, addressLifted: true, pendingAddressLift: false, helpErrorKey: null });
    expect(run.fetchClassAddress).toHaveBeenCalledTimes(2);
  });

  it('keeps a lift asked for during a count and does it when the count ends', async () => {
    let finishCount!: () => void;
    let first = true;
    const run = startWithAddress(
      async () => ({ blocked: false, retryAfterSeconds: 0 }),
      () => (first ? ((first = false), Promise.resolve(progressOf('KX7P2M'))) : new Promise((resolve) => (finishCount = () => resolve(progressOf('KX7P2M'))))),
    );
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }));
    run.actor.send({ type: 'progress.refresh' });
    expect(run.actor.getSnapshot().matches('loading')).toBe(true);
    run.actor.send({ type: 'address.unblock' });
    expect(run.unblockClassAddress).not.toHaveBeenCalled();
    finishCount();
    await waitFor(run.actor, (s) => s.context.addressLifted);
    expect(run.unblockClassAddress).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal as a message key and keeps the block on screen", async () => {
    const run = startWithAddress(async () => {
      throw new ApiError(429, 'txt_error_too_many_requests');
    });
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }));
    run.actor.send({ type: 'address.unblock' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }) && s.context.helpErrorKey !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ helpErrorKey: 'txt_error_too_many_requests', classAddress: { blocked: true }, addressLifted: false });
  });

  it('forgets the status line when another class is opened', async () => {
    const run = startWithAddress(async () => ({ blocked: false, retryAfterSeconds: 0 }));
    run.actor.send({ type: 'progress.open', classCode: 'KX7P2M' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'ready' }));
    run.actor.send({ type: 'address.unblock' });
    await waitFor(run.actor, (s) => s.context.addressLifted);
    run.actor.send({ type: 'progress.open', classCode: 'ANNEN2' });
    expect(run.actor.getSnapshot().context).toMatchObject({ classAddress: null, addressLifted: false });
  });
});
