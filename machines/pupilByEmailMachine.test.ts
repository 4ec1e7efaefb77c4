import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pupilByEmailMachine } from './pupilByEmailMachine';

const failure = (status: number, messageKey: string) => Object.assign(new Error(messageKey), { status, messageKey });

type Input = { classCode: string; email: string };

function start({ set = async () => 'abcd-efgh-jkmn', remove = async () => ({ records: 1 }) }: { set?: (input: Input) => Promise<string>; remove?: (input: Input) => Promise<{ records: number }> } = {}) {
  const setTemporaryPassword = vi.fn(set);
  const removePupil = vi.fn(remove);
  const reportAuthError = vi.fn();
  const changed = vi.fn();
  const actor = createActor(
    pupilByEmailMachine.provide({
      actors: { setTemporaryPassword: fromPromise(({ input }) => setTemporaryPassword(input)), removePupil: fromPromise(({ input }) => removePupil(input)) },
      actions: { reportAuthError: (_, { error }) => reportAuthError(error), changed },
    }),
  ).start();
  return { actor, setTemporaryPassword, removePupil, reportAuthError, changed };
}

describe('pupilByEmailMachine: a temporary password', () => {
  it('sets a password for the address typed in the open class, and shows it until dismissed', async () => {
    const run = start();
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'pupil.temporaryPassword', email: '  Ola@Skole.no ' });
    expect(run.actor.getSnapshot().matches({ password: 'setting' })).toBe(true);
    expect(run.actor.getSnapshot().context).toMatchObject({ passwordFor: 'ola@skole.no', temporary: null });
    await waitFor(run.actor, (s) => s.matches({ password: 'idle' }));
    expect(run.setTemporaryPassword).toHaveBeenCalledWith({ classCode: 'KX7P2M', email: 'ola@skole.no' });
    expect(run.actor.getSnapshot().context).toMatchObject({ temporary: { email: 'ola@skole.no', password: 'abcd-efgh-jkmn' }, passwordErrorKey: null });

    // Opening the same class again keeps it; «Ferdig» takes it away.
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    expect(run.actor.getSnapshot().context.temporary?.password).toBe('abcd-efgh-jkmn');
    run.actor.send({ type: 'temporary.dismiss' });
    expect(run.actor.getSnapshot().context.temporary).toBeNull();
  });

  it('forgets a password shown when another class opens, but shows one set while the class changed', async () => {
    let answer: (password: string) => void = () => {};
    const run = start({ set: () => new Promise<string>((resolve) => (answer = resolve)) });
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'pupil.temporaryPassword', email: 'ola@skole.no' });
    run.actor.send({ type: 'class.open', classCode: 'ZZ9Q8R' });
    answer('abcd-efgh-jkmn');
    await waitFor(run.actor, (s) => s.matches({ password: 'idle' }));
    expect(run.actor.getSnapshot().context.temporary).toEqual({ email: 'ola@skole.no', password: 'abcd-efgh-jkmn' });
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    expect(run.actor.getSnapshot().context).toMatchObject({ classCode: 'KX7P2M', temporary: null });
  });

  it('puts a refusal on the form, and leaves the admin area on an expired login', async () => {
    const run = start({
      set: async () => {
        throw failure(404, 'txt_error_pupil_not_found');
      },
    });
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'pupil.temporaryPassword', email: 'ukjent@skole.no' });
    await waitFor(run.actor, (s) => s.matches({ password: 'idle' }) && s.context.passwordErrorKey !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ temporary: null, passwordErrorKey: 'txt_error_pupil_not_found' });
    expect(run.reportAuthError).not.toHaveBeenCalled();

    const expired = start({
      set: async () => {
        throw failure(401, 'txt_error_session_expired');
      },
    });
    expired.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    expired.actor.send({ type: 'pupil.temporaryPassword', email: 'ola@skole.no' });
    await vi.waitFor(() => expect(expired.reportAuthError).toHaveBeenCalledOnce());
  });
});

describe('pupilByEmailMachine: taking a pupil out', () => {
  it('takes the pupil named by address out of the open class, says so, and has the figures counted again', async () => {
    const run = start();
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'pupil.remove', email: ' Ola@Skole.no ' });
    expect(run.actor.getSnapshot().matches({ removal: 'removing' })).toBe(true);
    await waitFor(run.actor, (s) => s.matches({ removal: 'idle' }));
    expect(run.removePupil).toHaveBeenCalledWith({ classCode: 'KX7P2M', email: 'ola@skole.no' });
    expect(run.actor.getSnapshot().context).toMatchObject({ removed: { email: 'ola@skole.no', records: 1 }, removeErrorKey: null });
    expect(run.changed).toHaveBeenCalledOnce();
    run.actor.send({ type: 'class.open', classCode: 'ZZ9Q8R' });
    expect(run.actor.getSnapshot().context.removed).toBeNull();
  });

  it('puts a refusal on the form, and leaves the admin area on an expired login', async () => {
    const run = start({
      remove: async () => {
        throw failure(404, 'txt_error_pupil_not_found');
      },
    });
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'pupil.remove', email: 'ukjent@skole.no' });
    await waitFor(run.actor, (s) => s.context.removeErrorKey !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ removed: null, removeErrorKey: 'txt_error_pupil_not_found' });
    expect(run.changed).not.toHaveBeenCalled();

    const expired = start({
      remove: async () => {
        throw failure(401, 'txt_error_session_expired');
      },
    });
    expired.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    expired.actor.send({ type: 'pupil.remove', email: 'ola@skole.no' });
    await vi.waitFor(() => expect(expired.reportAuthError).toHaveBeenCalledOnce());
  });
});

describe('pupilByEmailMachine', () => {
  it('does nothing before a class is open', () => {
    const run = start();
    run.actor.send({ type: 'pupil.temporaryPassword', email: 'ola@skole.no' });
    run.actor.send({ type: 'pupil.remove', email: 'ola@skole.no' });
    expect(run.actor.getSnapshot().value).toEqual({ password: 'idle', removal: 'idle' });
    expect(run.setTemporaryPassword).not.toHaveBeenCalled();
    expect(run.removePupil).not.toHaveBeenCalled();
  });

  it('sets a password and takes another pupil out at the same time', async () => {
    const run = start();
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'pupil.temporaryPassword', email: 'ola@skole.no' });
    run.actor.send({ type: 'pupil.remove', email: 'kari@skole.no' });
    expect(run.actor.getSnapshot().value).toEqual({ password: 'setting', removal: 'removing' });
    await waitFor(run.actor, (s) => s.matches({ password: 'idle', removal: 'idle' }));
    expect(run.actor.getSnapshot().context).toMatchObject({ temporary: { email: 'ola@skole.no' }, removed: { email: 'kari@skole.no' } });
  });
});
