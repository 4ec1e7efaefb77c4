import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ClassPace, PaceAction } from '../src/contracts/pace';
import { classPaceMachine } from './classPaceMachine';

function start(fail?: { status: number; messageKey: string }) {
  let pace: ClassPace = { hold: null, sendTo: null };
  const setPace = vi.fn(async ({ action }: { classCode: string; action: PaceAction }) => {
    if (fail) throw fail;
    if (action.action === 'hold') pace = { ...pace, hold: { okt: action.okt, activity: action.activity } };
    else if (action.action === 'release') pace = { ...pace, hold: null };
    else pace = { ...pace, sendTo: { okt: action.okt, activity: action.activity, at: 1 } };
    return pace;
  });
  const reportAuthError = vi.fn();
  const actor = createActor(
    classPaceMachine.provide({
      actors: { fetchPace: fromPromise(async () => pace), setPace: fromPromise(({ input }) => setPace(input)) },
      actions: { reportAuthError: () => reportAuthError() },
    }),
  ).start();
  return { actor, setPace, reportAuthError };
}

describe('classPaceMachine', () => {
  it("reads the class's pace, holds the class, and lets it go", async () => {
    const run = start();
    run.actor.send({ type: 'pace.open', classCode: 'ABC234' });
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.actor.getSnapshot().context.pace).toEqual({ hold: null, sendTo: null });
    run.actor.send({ type: 'pace.set', action: { action: 'hold', okt: 2, activity: 'O2B' } });
    expect(run.actor.getSnapshot().matches('saving')).toBe(true);
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.setPace).toHaveBeenCalledWith({ classCode: 'ABC234', action: { action: 'hold', okt: 2, activity: 'O2B' } });
    expect(run.actor.getSnapshot().context.pace?.hold).toEqual({ okt: 2, activity: 'O2B' });
    run.actor.send({ type: 'pace.set', action: { action: 'release' } });
    await waitFor(run.actor, (s) => s.matches('ready') && s.context.pace?.hold === null);
  });

  it('ignores a second press while the first is on its way', async () => {
    const run = start();
    run.actor.send({ type: 'pace.open', classCode: 'ABC234' });
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'pace.set', action: { action: 'send', okt: 1, activity: 'O1C' } });
    run.actor.send({ type: 'pace.set', action: { action: 'send', okt: 1, activity: 'O1C' } });
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.setPace).toHaveBeenCalledTimes(1);
  });

  it('keeps the refusal as a message key', async () => {
    const run = start({ status: 400, messageKey: 'txt_error_invalid_activity' });
    run.actor.send({ type: 'pace.open', classCode: 'ABC234' });
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'pace.set', action: { action: 'hold', okt: 2, activity: 'O2B' } });
    await waitFor(run.actor, (s) => s.matches('ready') && s.context.errorKey !== null);
    expect(run.actor.getSnapshot().context.errorKey).toBe('txt_error_invalid_activity');
    expect(run.reportAuthError).not.toHaveBeenCalled();
  });

  it('hands an expired sign-in to the central handler', async () => {
    const run = start({ status: 401, messageKey: 'txt_error_session_expired' });
    run.actor.send({ type: 'pace.open', classCode: 'ABC234' });
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'pace.set', action: { action: 'release' } });
    await waitFor(run.actor, () => run.reportAuthError.mock.calls.length > 0);
  });
});
