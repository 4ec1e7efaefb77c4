import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AccountSession } from '../src/contracts/auth';
import { accountMachine, type PasswordChange, selectAccountView } from './accountMachine';

const here: AccountSession = { id: 'okt_her_123456789012', createdAt: 1, lastSeenAt: 2, device: 'Firefox', current: true };
const phone: AccountSession = { id: 'okt_tlf_123456789012', createdAt: 1, lastSeenAt: 3, device: 'iPhone', current: false };
const failure = (status: number, messageKey: string, field?: string) => Object.assign(new Error(messageKey), { status, messageKey, field });

function start(overrides: { list?: () => Promise<AccountSession[]>; end?: (id: string) => Promise<void>; change?: (c: PasswordChange) => Promise<void> } = {}) {
  let sessions = [here, phone];
  const reportAuthError = vi.fn();
  const ended: string[] = [];
  const changes: PasswordChange[] = [];
  const actor = createActor(
    accountMachine.provide({
      actors: {
        listSessions: fromPromise(overrides.list ?? (async () => sessions)),
        endSession: fromPromise(async ({ input }: { input: { id: string } }) => {
          ended.push(input.id);
          if (overrides.end) return overrides.end(input.id);
          sessions = sessions.filter((s) => s.id !== input.id);
        }),
        changePassword: fromPromise(async ({ input }: { input: PasswordChange }) => {
          changes.push(input);
          if (overrides.change) return overrides.change(input);
          sessions = sessions.filter((s) => s.current);
        }),
      },
      actions: { reportAuthError: (_, params) => reportAuthError(params.error) },
    }),
  ).start();
  return { actor, ended, changes, reportAuthError, view: () => selectAccountView(actor.getSnapshot()) };
}

describe('accountMachine («Kontoen din»)', () => {
  it('lists the sessions and ends one with «Logg ut denne», then lists again', async () => {
    const { actor, ended, view } = start();
    await waitFor(actor, (s) => s.matches({ sessions: 'ready' }));
    expect(view().sessions).toEqual([here, phone]);
    actor.send({ type: 'session.end', id: phone.id });
    expect(view()).toMatchObject({ sessionsState: 'ending', ending: phone.id });
    await waitFor(actor, (s) => s.matches({ sessions: 'ready' }));
    expect(ended).toEqual([phone.id]);
    expect(view().sessions).toEqual([here]);
    expect(view().ending).toBeNull();
    actor.stop();
  });

  it('changes the password, keeps what the list shows in step, and lists the sessions again', async () => {
    const { actor, changes, view } = start();
    await waitFor(actor, (s) => s.matches({ sessions: 'ready' }));
    actor.send({ type: 'password.submit', change: { currentPassword: 'gammelt passord', newPassword: 'et nytt passord' } });
    expect(view().passwordState).toBe('saving');
    await waitFor(actor, (s) => s.matches({ password: 'saved', sessions: 'ready' }));
    expect(changes).toEqual([{ currentPassword: 'gammelt passord', newPassword: 'et nytt passord' }]);
    expect(view().sessions).toEqual([here]);
    actor.send({ type: 'password.edit' });
    expect(view().passwordState).toBe('editing');
    actor.stop();
  });

  it('keeps a refused change on the form with the field the server named, not as a lost sign-in', async () => {
    const { actor, reportAuthError, view } = start({ change: async () => Promise.reject(failure(400, 'txt_error_current_password', 'currentPassword')) });
    actor.send({ type: 'password.submit', change: { currentPassword: 'feil', newPassword: 'et nytt passord' } });
    await waitFor(actor, (s) => s.matches({ password: 'editing' }) && s.context.passwordErrorKey !== null);
    expect(view()).toMatchObject({ passwordErrorKey: 'txt_error_current_password', passwordErrorField: 'currentPassword' });
    expect(reportAuthError).not.toHaveBeenCalled();
    actor.send({ type: 'password.edit' });
    expect(view().passwordErrorKey).toBeNull();
    actor.stop();
  });

  it('hands an expired sign-in to the central handler', async () => {
    const expired = failure(401, 'txt_error_session_expired');
    const { actor, reportAuthError } = start({ list: async () => Promise.reject(expired) });
    await waitFor(actor, (s) => s.matches({ sessions: 'failed' }));
    expect(reportAuthError).toHaveBeenCalledWith(expired);
    actor.stop();
  });

  it('shows a failed list with a retry, and a failed end as a message on the list', async () => {
    let fail = true;
    const { actor, view } = start({
      list: async () => (fail ? Promise.reject(failure(500, 'txt_error_default')) : [here, phone]),
      end: async () => Promise.reject(failure(404, 'txt_error_session_not_found')),
    });
    await waitFor(actor, (s) => s.matches({ sessions: 'failed' }));
    expect(view().sessionsErrorKey).toBe('txt_error_default');
    fail = false;
    actor.send({ type: 'sessions.retry' });
    await waitFor(actor, (s) => s.matches({ sessions: 'ready' }));
    actor.send({ type: 'session.end', id: phone.id });
    await waitFor(actor, (s) => s.matches({ sessions: 'ready' }) && s.context.sessionsErrorKey !== null);
    expect(view().sessionsErrorKey).toBe('txt_error_session_not_found');
    actor.stop();
  });
});
