import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { removePupilMachine } from './removePupilMachine';

const failure = (status: number, messageKey: string) => Object.assign(new Error(messageKey), { status, messageKey });

function start(remove: (input: { classCode: string; email: string }) => Promise<{ records: number }>) {
  const removePupil = vi.fn(remove);
  const reportAuthError = vi.fn();
  const removedOne = vi.fn();
  const actor = createActor(
    removePupilMachine.provide({
      actors: { removePupil: fromPromise(({ input }) => removePupil(input)) },
      actions: { reportAuthError: (_, { error }) => reportAuthError(error), removedOne },
    }),
  ).start();
  return { actor, removePupil, reportAuthError, removedOne };
}

describe('removePupilMachine', () => {
  it('takes the pupil named by address out of the open class, says so, and has the figures counted again', async () => {
    const run = start(async () => ({ records: 1 }));
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'pupil.remove', email: ' Ola@Skole.no ' });
    expect(run.actor.getSnapshot().value).toBe('removing');
    await waitFor(run.actor, (s) => s.matches('idle'));
    expect(run.removePupil).toHaveBeenCalledWith({ classCode: 'KX7P2M', email: 'ola@skole.no' });
    expect(run.actor.getSnapshot().context).toMatchObject({ removed: { email: 'ola@skole.no', records: 1 }, errorKey: null });
    expect(run.removedOne).toHaveBeenCalledOnce();
    run.actor.send({ type: 'class.open', classCode: 'ZZ9Q8R' });
    expect(run.actor.getSnapshot().context.removed).toBeNull();
  });

  it('does nothing before a class is open', () => {
    const run = start(async () => ({ records: 1 }));
    run.actor.send({ type: 'pupil.remove', email: 'ola@skole.no' });
    expect(run.removePupil).not.toHaveBeenCalled();
  });

  it('puts a refusal on the form, and leaves the admin area on an expired login', async () => {
    const run = start(async () => {
      throw failure(404, 'txt_error_pupil_not_found');
    });
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'pupil.remove', email: 'ukjent@skole.no' });
    await waitFor(run.actor, (s) => s.context.errorKey !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ removed: null, errorKey: 'txt_error_pupil_not_found' });
    expect(run.removedOne).not.toHaveBeenCalled();

    const expired = start(async () => {
      throw failure(401, 'txt_error_session_expired');
    });
    expired.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    expired.actor.send({ type: 'pupil.remove', email: 'ola@skole.no' });
    await vi.waitFor(() => expect(expired.reportAuthError).toHaveBeenCalledOnce());
  });
});
