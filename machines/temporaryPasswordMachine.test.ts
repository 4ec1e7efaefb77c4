import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { temporaryPasswordMachine } from './temporaryPasswordMachine';

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

function start(set: (input: { classCode: string; email: string }) => Promise<string>) {
  const setTemporaryPassword = vi.fn(set);
  const reportAuthError = vi.fn();
  const actor = createActor(
    temporaryPasswordMachine.provide({
      actors: { setTemporaryPassword: fromPromise(({ input }) => setTemporaryPassword(input)) },
      actions: { reportAuthError: (_, { error }) => reportAuthError(error) },
    }),
  ).start();
  return { actor, setTemporaryPassword, reportAuthError };
}

describe('temporaryPasswordMachine', () => {
  it('sets a password for the address typed in the open class, and shows it until dismissed', async () => {
    const run = start(async () => 'abcd-efgh-jkmn');
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'pupil.temporaryPassword', email: '  Ola@Skole.no ' });
    expect(run.actor.getSnapshot().value).toBe('setting');
    expect(run.actor.getSnapshot().context.temporary).toEqual({ email: 'ola@skole.no', password: null });
    await waitFor(run.actor, (s) => s.matches('idle'));
    expect(run.setTemporaryPassword).toHaveBeenCalledWith({ classCode: 'KX7P2M', email: 'ola@skole.no' });
    expect(run.actor.getSnapshot().context).toMatchObject({ temporary: { email: 'ola@skole.no', password: 'abcd-efgh-jkmn' }, errorKey: null });

    // Opening the same class again keeps it; «Ferdig» takes it away.
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    expect(run.actor.getSnapshot().context.temporary?.password).toBe('abcd-efgh-jkmn');
    run.actor.send({ type: 'temporary.dismiss' });
    expect(run.actor.getSnapshot().context.temporary).toBeNull();
  });

  it('forgets a password shown when another class opens, but shows one set while the class changed', async () => {
    let answer: (password: string) => void = () => {};
    const run = start(() => new Promise<string>((resolve) => (answer = resolve)));
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'pupil.temporaryPassword', email: 'ola@skole.no' });
    run.actor.send({ type: 'class.open', classCode: 'ZZ9Q8R' });
    answer('abcd-efgh-jkmn');
    await waitFor(run.actor, (s) => s.matches('idle'));
    expect(run.actor.getSnapshot().context.temporary).toEqual({ email: 'ola@skole.no', password: 'abcd-efgh-jkmn' });
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    expect(run.actor.getSnapshot().context).toMatchObject({ classCode: 'KX7P2M', temporary: null });
  });

  it('does nothing before a class is open', () => {
    const run = start(async () => 'abcd-efgh-jkmn');
    run.actor.send({ type: 'pupil.temporaryPassword', email: 'ola@skole.no' });
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.setTemporaryPassword).not.toHaveBeenCalled();
  });

  it('puts a refusal on the form, and leaves the admin area on an expired login', async () => {
    const run = start(async () => {
      throw new ApiError(404, 'txt_error_pupil_not_found');
    });
    run.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    run.actor.send({ type: 'pupil.temporaryPassword', email: 'ukjent@skole.no' });
    await waitFor(run.actor, (s) => s.matches('idle') && s.context.errorKey !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ temporary: null, errorKey: 'txt_error_pupil_not_found' });
    expect(run.reportAuthError).not.toHaveBeenCalled();

    const expired = start(async () => {
      throw new ApiError(401, 'txt_error_session_expired');
    });
    expired.actor.send({ type: 'class.open', classCode: 'KX7P2M' });
    expired.actor.send({ type: 'pupil.temporaryPassword', email: 'ola@skole.no' });
    await vi.waitFor(() => expect(expired.reportAuthError).toHaveBeenCalledOnce());
  });
});
