import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { teacherStatusMachine } from './teacherStatusMachine';
import type { TeacherStanding } from '../src/contracts/teacherStanding';

type Answer = Promise<{ status: TeacherStanding }>;

function start(overrides: { confirm?: () => Answer; confirmToken?: string } = {}) {
  const spies = {
    confirmLink: vi.fn((_input: { token: string }): Answer => (overrides.confirm ? overrides.confirm() : Promise.resolve({ status: 'active' }))),
    readStatus: vi.fn((_input: { apiToken: string }): Answer => Promise.resolve({ status: 'unconfirmed' })),
    resendLink: vi.fn((_input: { apiToken: string; lang: 'no' | 'nn' }): Answer => Promise.resolve({ status: 'unconfirmed' })),
  };
  const actor = createActor(
    teacherStatusMachine.provide({
      actors: {
        confirmLink: fromPromise(({ input }: { input: { token: string } }) => spies.confirmLink(input)),
        readStatus: fromPromise(({ input }: { input: { apiToken: string } }) => spies.readStatus(input)),
        resendLink: fromPromise(({ input }: { input: { apiToken: string; lang: 'no' | 'nn' } }) => spies.resendLink(input)),
      },
    }),
    { input: { confirmToken: overrides.confirmToken ?? null } },
  ).start();
  return { actor, spies };
}

describe('teacherStatusMachine', () => {
  it('reads the standing and sends the link again', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'status.load', apiToken: 't' });
    await waitFor(actor, (s) => s.context.status === 'unconfirmed');
    actor.send({ type: 'link.resend', apiToken: 't', lang: 'nn' });
    await waitFor(actor, (s) => s.context.resent);
    expect(spies.resendLink).toHaveBeenCalledWith({ apiToken: 't', lang: 'nn' });
  });

  it('confirms the link once, however often the page asks', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'link.confirm', token: 'abc' });
    await waitFor(actor, (s) => s.context.link === 'confirmed');
    actor.send({ type: 'link.confirm', token: 'abc' });
    expect(spies.confirmLink).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.status).toBe('active');
  });

  it('confirms the link the page opened with as it starts', async () => {
    const { actor, spies } = start({ confirmToken: 'abc' });
    await waitFor(actor, (s) => s.context.link === 'confirmed');
    expect(spies.confirmLink).toHaveBeenCalledExactlyOnceWith({ token: 'abc' });
  });

  it('keeps a refused link as a message key', async () => {
    const { actor } = start({ confirm: async () => Promise.reject({ status: 400, messageKey: 'txt_error_confirm_link_invalid' }), confirmToken: 'abc' });
    await waitFor(actor, (s) => s.context.link === 'invalid');
    expect(actor.getSnapshot().context.errorKey).toBe('txt_error_confirm_link_invalid');
  });
});
