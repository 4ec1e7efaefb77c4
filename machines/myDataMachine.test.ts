import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MyData } from '../src/contracts/myData';
import { displayNameId, myDataMachine } from './myDataMachine';

const DATA: MyData = {
  exportedAt: 1,
  account: { email: 'elev@skole.no', role: 'pupil',
    signIn: 'email', createdAt: 1, lastActiveAt: 2, county: null, countyEmail: null },
  classes: [{ classCode: 'DEMO26', lastUpdated: 2, responses: { O1A: 'svar' }, versions: {} }],
  displayNames: [],
  startOvers: [],
  ownClasses: [],
  sessions: [],
  events: [],
  joinedClasses: [],
  openLinks: [],
  saveReceipts: [],
  retention: { inactiveMonths: 12, deletedAfter: 3 },
};

const failure = (status: number, messageKey: string) => Object.assign(new Error(messageKey), { status, messageKey });

function start(options: { fetchData?: () => Promise<MyData>; deleteAccount?: (password: string) => Promise<void> } = {}) {
  const saveFile = vi.fn();
  const reportAuthError = vi.fn();
  const deleteAccount = vi.fn(options.deleteAccount ?? (async () => {}));
  const actor = createActor(
    myDataMachine.provide({
      actors: {
        fetchData: fromPromise(options.fetchData ?? (async () => DATA)),
        deleteAccount: fromPromise(({ input }) => deleteAccount(input.password)),
      },
      actions: { saveFile: (_, { data }) => saveFile(data), reportAuthError: (_, { error }) => reportAuthError(error) },
    }),
  );
  const deleted = vi.fn();
  actor.on('account.deleted', deleted);
  actor.start();
  return { actor, saveFile, reportAuthError, deleteAccount, deleted };
}

describe('myDataMachine', () => {
  it('runs a display name for each of a pupil’s classes, and none for a teacher', async () => {
    const pupil = start();
    await waitFor(pupil.actor, (s) => s.matches('ready'));
    expect(Object.keys(pupil.actor.getSnapshot().children)).toEqual([displayNameId('DEMO26')]);
    const teacher = start({ fetchData: async () => ({ ...DATA, account: { ...DATA.account, role: 'teacher' } }) });
    await waitFor(teacher.actor, (s) => s.matches('ready'));
    expect(teacher.actor.getSnapshot().children).toEqual({});
  });

  it('shows what is stored, and saves it as a file only when asked', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.actor.getSnapshot().context.data).toEqual(DATA);
    expect(run.saveFile).not.toHaveBeenCalled();
    run.actor.send({ type: 'data.download' });
    expect(run.saveFile).toHaveBeenCalledWith(DATA);
  });

  it('says why the data could not be fetched, and tries again', async () => {
    let calls = 0;
    const run = start({
      fetchData: async () => {
        calls += 1;
        if (calls === 1) throw failure(0, 'txt_error_network');
        return DATA;
      },
    });
    await waitFor(run.actor, (s) => s.matches('failed'));
    expect(run.actor.getSnapshot().context.errorKey).toBe('txt_error_network');
    run.actor.send({ type: 'data.retry' });
    await waitFor(run.actor, (s) => s.matches('ready'));
  });

  it('keeps the account on a wrong password, saying so on the field', async () => {
    const run = start({
      deleteAccount: async () => {
        throw failure(400, 'txt_error_current_password');
      },
    });
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'account.delete', password: 'feil' });
    await waitFor(run.actor, (s) => s.matches('ready') && s.context.deleteErrorKey !== null);
    expect(run.actor.getSnapshot().context).toMatchObject({ data: DATA, deleteErrorKey: 'txt_error_current_password' });
    expect(run.deleted).not.toHaveBeenCalled();
  });

  it('deletes with the password typed, forgets what it showed, and tells the root to sign this device out', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'account.delete', password: 'mitt passord' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.deleteAccount).toHaveBeenCalledWith('mitt passord');
    expect(run.actor.getSnapshot().context.data).toBeNull();
    expect(run.deleted).toHaveBeenCalledOnce();
  });

  it('hands a lost sign-in to the central handler', async () => {
    const run = start({
      fetchData: async () => {
        throw failure(401, 'txt_error_session_expired');
      },
    });
    await waitFor(run.actor, (s) => s.matches('failed'));
    expect(run.reportAuthError).toHaveBeenCalledOnce();
  });
});
