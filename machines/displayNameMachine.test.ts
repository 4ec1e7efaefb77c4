import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DisplayNameData } from '../src/contracts/displayName';
import { displayNameMachine } from './displayNameMachine';

const NONE: DisplayNameData = { displayName: null, pseudonym: 'Elev 96XA', updatedAt: null };
const failure = (status: number, messageKey: string) => Object.assign(new Error(messageKey), { status, messageKey });

function start(options: { fetchName?: (classCode: string) => Promise<DisplayNameData>; saveName?: (name: string) => Promise<DisplayNameData> } = {}) {
  const reportAuthError = vi.fn();
  const fetchName = vi.fn(options.fetchName ?? (async (_classCode: string) => NONE));
  const saveName = vi.fn(options.saveName ?? (async (name: string) => ({ ...NONE, displayName: name.trim() || null, updatedAt: name.trim() ? 5 : null })));
  const actor = createActor(
    displayNameMachine.provide({
      actors: {
        fetchName: fromPromise(({ input }) => fetchName(input.classCode)),
        saveName: fromPromise(({ input }) => saveName(input.displayName)),
      },
      actions: { reportAuthError: (_, { error }) => reportAuthError(error) },
    }),
    { input: { classCode: 'DEMO26' } },
  );
  actor.start();
  return { actor, fetchName, saveName, reportAuthError };
}

describe('displayNameMachine', () => {
  it('shows the number and the name the class has, for the class it was given', async () => {
    const run = start({ fetchName: async () => ({ ...NONE, displayName: 'Kari', updatedAt: 1 }) });
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.fetchName).toHaveBeenCalledWith('DEMO26');
    expect(run.actor.getSnapshot().context).toMatchObject({ stored: { displayName: 'Kari', pseudonym: 'Elev 96XA' }, draft: 'Kari', saved: false });
  });

  it('saves only when asked, says it saved, and forgets that once the name is changed again', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'name.change', value: 'Kari ' });
    expect(run.saveName).not.toHaveBeenCalled();
    run.actor.send({ type: 'name.save' });
    expect(run.actor.getSnapshot().matches('saving')).toBe(true);
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.saveName).toHaveBeenCalledWith('Kari ');
    expect(run.actor.getSnapshot().context).toMatchObject({ stored: { displayName: 'Kari' }, draft: 'Kari', saved: true });
    run.actor.send({ type: 'name.change', value: 'Kar' });
    expect(run.actor.getSnapshot().context.saved).toBe(false);
  });

  it('clears the name with an empty field', async () => {
    const run = start({ fetchName: async () => ({ ...NONE, displayName: 'Kari', updatedAt: 1 }) });
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'name.change', value: '' });
    run.actor.send({ type: 'name.save' });
    await waitFor(run.actor, (s) => s.context.saved);
    expect(run.saveName).toHaveBeenCalledWith('');
    expect(run.actor.getSnapshot().context.stored?.displayName).toBeNull();
  });

  it.each([
    ['x'.repeat(31), 'txt_error_display_name_too_long'],
    ['Kari\u202E', 'txt_error_display_name_invalid'],
    ['Kari\u0000', 'txt_error_display_name_invalid'],
    ['<b>Kari</b>', 'txt_error_display_name_invalid'],
  ])('refuses %j with %s without sending it, until the field is changed', async (typed, key) => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'name.change', value: typed });
    run.actor.send({ type: 'name.save' });
    expect(run.actor.getSnapshot().context.errorKey).toBe(key);
    expect(run.actor.getSnapshot().matches('ready')).toBe(true);
    expect(run.saveName).not.toHaveBeenCalled();
    run.actor.send({ type: 'name.change', value: 'Kari' });
    expect(run.actor.getSnapshot().context.errorKey).toBeNull();
  });

  it('keeps what was typed and says why when the server refuses it', async () => {
    const run = start({ saveName: async () => Promise.reject(failure(404, 'txt_error_class_record_missing')) });
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'name.change', value: 'Kari' });
    run.actor.send({ type: 'name.save' });
    await waitFor(run.actor, (s) => s.context.errorKey !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ draft: 'Kari', errorKey: 'txt_error_class_record_missing', saved: false, stored: NONE });
  });

  it('says why it could not load, and tries again', async () => {
    let calls = 0;
    const run = start({
      fetchName: async () => {
        calls += 1;
        if (calls === 1) throw failure(0, 'txt_error_network');
        return NONE;
      },
    });
    await waitFor(run.actor, (s) => s.matches('failed'));
    expect(run.actor.getSnapshot().context.errorKey).toBe('txt_error_network');
    run.actor.send({ type: 'name.retry' });
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.actor.getSnapshot().context.errorKey).toBeNull();
  });

  it('hands an expired sign-in to the central handler, on load and on save', async () => {
    const run = start({ fetchName: async () => Promise.reject(failure(401, 'txt_error_session_expired')) });
    await waitFor(run.actor, (s) => s.matches('failed'));
    expect(run.reportAuthError).toHaveBeenCalledTimes(1);

    const saving = start({ saveName: async () => Promise.reject(failure(401, 'txt_error_session_expired')) });
    await waitFor(saving.actor, (s) => s.matches('ready'));
    saving.actor.send({ type: 'name.change', value: 'Kari' });
    saving.actor.send({ type: 'name.save' });
    await waitFor(saving.actor, (s) => s.matches('ready') && saving.reportAuthError.mock.calls.length === 1);
    expect(saving.actor.getSnapshot().context.errorKey).toBeNull();
  });
});
