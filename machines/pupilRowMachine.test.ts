import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pupilRowMachine } from './pupilRowMachine';

const ROW = 'AbCdEfGhIjKlMnOpQrStUv';
const apiError = (status: number, messageKey: string) => Object.assign(new Error(messageKey), { status, messageKey });

function start(overrides: { rename?: (input?: unknown) => Promise<unknown>; password?: (input?: unknown) => Promise<string>; remove?: (input?: unknown) => Promise<{ records: number }> } = {}) {
  const renamePupil = vi.fn(overrides.rename ?? (async (_input?: unknown) => ({ displayName: 'Kari', pseudonym: 'Elev 9D3C', updatedAt: 1 })));
  const setTemporaryPassword = vi.fn(overrides.password ?? (async (_input?: unknown) => 'abcd-efgh-jkmn'));
  const removePupil = vi.fn(overrides.remove ?? (async (_input?: unknown) => ({ records: 1 })));
  const changed = vi.fn();
  const reportAuthError = vi.fn();
  const actor = createActor(
    pupilRowMachine.provide({
      actors: {
        renamePupil: fromPromise(({ input }) => renamePupil(input) as never),
        setTemporaryPassword: fromPromise(({ input }) => setTemporaryPassword(input)),
        removePupil: fromPromise(({ input }) => removePupil(input)),
      },
      actions: { changed, reportAuthError },
    }),
  ).start();
  actor.send({ type: 'class.open', classCode: 'KX7P2M' });
  return { actor, renamePupil, setTemporaryPassword, removePupil, changed, reportAuthError };
}

describe('the teacher’s actions on a pupil’s row', () => {
  it('renames the pupil by the row’s id and has the class counted again', async () => {
    const run = start();
    run.actor.send({ type: 'row.rename', pupilId: ROW, displayName: 'Kari' });
    await waitFor(run.actor, (s) => s.matches('idle') && s.context.result !== null);
    expect(run.renamePupil).toHaveBeenCalledWith({ classCode: 'KX7P2M', pupilId: ROW, displayName: 'Kari' });
    expect(run.actor.getSnapshot().context.result).toEqual({ pupilId: ROW, kind: 'renamed' });
    expect(run.changed).toHaveBeenCalledTimes(1);
  });

  it('refuses a name the server would refuse without asking it, on that row only', () => {
    const run = start();
    run.actor.send({ type: 'row.rename', pupilId: ROW, displayName: '<b>Kari</b>' });
    expect(run.actor.getSnapshot().context).toMatchObject({ errorKey: 'txt_error_display_name_invalid', errorFor: ROW });
    expect(run.renamePupil).not.toHaveBeenCalled();
  });

  it('shows the temporary password on the row it was set for, until dismissed', async () => {
    const run = start();
    run.actor.send({ type: 'row.temporaryPassword', pupilId: ROW });
    expect(run.actor.getSnapshot().matches('settingPassword')).toBe(true);
    await waitFor(run.actor, (s) => s.context.result !== null);
    expect(run.actor.getSnapshot().context.result).toEqual({ pupilId: ROW, kind: 'password', password: 'abcd-efgh-jkmn' });
    run.actor.send({ type: 'row.dismiss' });
    expect(run.actor.getSnapshot().context.result).toBeNull();
  });

  it('takes a pupil out only after the teacher confirms, and not after a cancel', async () => {
    const run = start();
    run.actor.send({ type: 'row.remove', pupilId: ROW, name: 'Kari' });
    expect(run.actor.getSnapshot().matches('confirmingRemoval')).toBe(true);
    run.actor.send({ type: 'row.remove.cancel' });
    expect(run.actor.getSnapshot().matches('idle')).toBe(true);
    expect(run.removePupil).not.toHaveBeenCalled();
    run.actor.send({ type: 'row.remove', pupilId: ROW, name: 'Kari' });
    run.actor.send({ type: 'row.remove.confirm' });
    await waitFor(run.actor, (s) => s.context.result !== null);
    expect(run.removePupil).toHaveBeenCalledWith({ classCode: 'KX7P2M', pupilId: ROW });
    expect(run.actor.getSnapshot().context.result).toEqual({ pupilId: ROW, kind: 'removed', name: 'Kari' });
    expect(run.changed).toHaveBeenCalledTimes(1);
  });

  it('keeps a refusal on the row it came from, and hands an expired token to the central handler', async () => {
    const run = start({ password: async () => Promise.reject(apiError(404, 'txt_error_pupil_not_found')) });
    run.actor.send({ type: 'row.temporaryPassword', pupilId: ROW });
    await waitFor(run.actor, (s) => s.context.errorKey !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ errorKey: 'txt_error_pupil_not_found', errorFor: ROW, result: null });
    const expired = start({ remove: async () => Promise.reject(apiError(401, 'txt_error_session_expired')) });
    expired.actor.send({ type: 'row.remove', pupilId: ROW, name: 'Kari' });
    expired.actor.send({ type: 'row.remove.confirm' });
    await waitFor(expired.actor, (s) => s.matches('idle'));
    expect(expired.reportAuthError).toHaveBeenCalledTimes(1);
    expect(expired.changed).not.toHaveBeenCalled();
  });

  it('does nothing before a class is open', () => {
    const actor = createActor(pupilRowMachine).start();
    actor.send({ type: 'row.temporaryPassword', pupilId: ROW });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
