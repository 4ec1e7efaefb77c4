import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/services/backendApi';
import { type ProgressInput, progressMachine, retryDelay, SAVE_DEBOUNCE_MS, type SaveInput } from './progressMachine';

const fresh: ProgressInput = {
  restored: { userId: null, classCode: null, responses: { O1A: '' }, needsSave: false, job: null, creditPurchase: null, unexpectedExpense: null, insuranceTotal: null },
};

const running: { stop(): void }[] = [];
afterEach(() => {
  running.splice(0).forEach((a) => a.stop());
  vi.useRealTimers();
});

function start(options: { save?: (input: SaveInput) => Promise<{ lastUpdated: number }>; input?: ProgressInput } = {}) {
  const save = vi.fn(options.save ?? (async () => ({ lastUpdated: 1 })));
  const clearClassRecord = vi.fn(async (): Promise<void> => undefined);
  const backendStartOver = vi.fn(async (): Promise<void> => undefined);
  const actor = createActor(
    progressMachine.provide({
      actors: {
        saveResponses: fromPromise(({ input }) => save(input)),
        clearClassRecord: fromPromise(() => clearClassRecord()),
        backendStartOver: fromPromise(() => backendStartOver()),
      },
      delays: { retryBackoff: 50 },
    }),
    { input: options.input ?? fresh },
  ).start();
  running.push(actor);
  return { actor, save, clearClassRecord, backendStartOver };
}

const begin = (actor: ReturnType<typeof start>['actor'], serverResponses: Record<string, unknown> | null = { O1A: '' }) =>
  actor.send({ type: 'session.start', userId: 'user-aaaaaaaaaa', idToken: 'tok', classCode: 'DEMO26', serverResponses });

describe('progressMachine', () => {
  beforeEach(() => vi.useFakeTimers());

  it('starts with the class responses from the server and nothing to save', () => {
    const { actor } = start();
    begin(actor, { O1A: 'Meg', O1C: 'helse' });
    expect(actor.getSnapshot().context).toMatchObject({ responses: { O1A: 'Meg', O1C: 'helse' }, needsSave: false });
    expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true);
  });

  it('marks a change as unsaved at once and saves it a moment after typing stops', async () => {
    const { actor, save } = start();
    begin(actor);
    actor.send({ type: 'answer.change', code: 'O1C', value: 'h' });
    actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
    expect(actor.getSnapshot().context.needsSave).toBe(true);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 10);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toMatchObject({ userId: 'user-aaaaaaaaaa', classCode: 'DEMO26', responses: { O1A: '', O1C: 'helse' } });
    await vi.waitFor(() => expect(actor.getSnapshot().context.needsSave).toBe(false));
    expect(actor.getSnapshot().context.lastResult).toEqual({ success: true, message: 'Saved' });
  });

  it('saves at once when the pupil leaves the activity or the page is hidden', async () => {
    const { actor, save } = start();
    begin(actor);
    actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
    actor.send({ type: 'activity.leave' });
    expect(save).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true));
    actor.send({ type: 'answer.change', code: 'O1D', value: 'sykepleier' });
    actor.send({ type: 'page.hidden' });
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('reports success without writing when there is nothing to save', () => {
    const { actor, save } = start();
    begin(actor);
    actor.send({ type: 'progress.save' });
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.lastResult).toEqual({ success: true });
  });

  it('retries a failed save with the same idempotency key until it succeeds', async () => {
    let calls = 0;
    const { actor, save } = start({
      save: async () => {
        calls += 1;
        if (calls < 3) throw new ApiError(null, 'txt_error_network');
        return { lastUpdated: 2 };
      },
    });
    begin(actor);
    actor.send({ type: 'answer.change', code: 'O2B', value: { mat: 3000 } });
    actor.send({ type: 'progress.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ active: 'retrying' })).toBe(true);
    expect(actor.getSnapshot().context.needsSave).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true));
    const keys = save.mock.calls.map(([input]) => input.idempotencyKey);
    expect(save).toHaveBeenCalledTimes(3);
    expect(new Set(keys).size).toBe(1);
    expect(actor.getSnapshot().context.needsSave).toBe(false);
  });

  it('keeps a change made during a save unsaved, and saves it next with a new key', async () => {
    let release!: () => void;
    const { actor, save } = start({ save: () => new Promise((resolve) => (release = () => resolve({ lastUpdated: 3 }))) });
    begin(actor);
    actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
    actor.send({ type: 'progress.save' });
    actor.send({ type: 'answer.change', code: 'O1D', value: 'sykepleier' });
    release();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'dirty' })).toBe(true));
    expect(actor.getSnapshot().context.needsSave).toBe(true);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS + 10);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0].responses).toMatchObject({ O1D: 'sykepleier' });
    expect(save.mock.calls[1]![0].idempotencyKey).not.toBe(save.mock.calls[0]![0].idempotencyKey);
  });

  it('retries at once when the network comes back', async () => {
    vi.useRealTimers();
    let online = false;
    // A backoff far longer than the test, so only network.online can bring the save back.
    const actor = createActor(
      progressMachine.provide({
        actors: { saveResponses: fromPromise(async () => (online ? { lastUpdated: 4 } : Promise.reject(new ApiError(null, 'txt_error_network')))) },
        delays: { retryBackoff: 60_000 },
      }),
      { input: fresh },
    ).start();
    running.push(actor);
    begin(actor);
    actor.send({ type: 'answer.change', code: 'O1C', value: 'bygg' });
    actor.send({ type: 'progress.save' });
    await waitFor(actor, (s) => s.matches({ active: 'retrying' }));
    online = true;
    actor.send({ type: 'network.online' });
    await waitFor(actor, (s) => s.matches({ active: 'saved' }), { timeout: 1000 });
  });

  it('holds the answers when the login has expired, and saves them after signing in again', async () => {
    let expired = true;
    const { actor, save } = start({
      save: async () => (expired ? Promise.reject(new ApiError(401, 'txt_error_session_expired', undefined, 'auth/id-token-expired')) : { lastUpdated: 5 }),
    });
    const onExpired = vi.fn();
    actor.on('session.expired', onExpired);
    begin(actor);
    actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
    actor.send({ type: 'progress.save' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'awaitingLogin' })).toBe(true));
    expect(onExpired).toHaveBeenCalled();
    actor.send({ type: 'answer.change', code: 'O1D', value: 'sykepleier' });
    expired = false;
    actor.send({ type: 'token.update', idToken: 'new-token' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(false));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS + 10);
    await vi.waitFor(() => expect(actor.getSnapshot().context.needsSave).toBe(false));
    expect(save.mock.lastCall![0]).toMatchObject({ idToken: 'new-token', responses: { O1C: 'helse', O1D: 'sykepleier' } });
  });

  it('keeps answers this device has not saved over the server’s older copy after a reload', async () => {
    const { actor, save } = start({
      input: { restored: { ...fresh.restored, userId: 'user-aaaaaaaaaa', classCode: 'DEMO26', responses: { O1A: '', O1C: 'lokalt' }, needsSave: true } },
    });
    begin(actor, { O1A: '', O1C: 'gammelt' });
    expect(actor.getSnapshot().context.responses).toEqual({ O1A: '', O1C: 'lokalt' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS + 10);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ responses: { O1A: '', O1C: 'lokalt' } }));
  });

  it('starts a new class record (a list, spec §3) as answers with O1A empty', () => {
    const { actor } = start();
    actor.send({ type: 'session.start', userId: 'user-aaaaaaaaaa', idToken: 'tok', classCode: 'DEMO26', serverResponses: [] });
    expect(actor.getSnapshot().context.responses).toEqual({ O1A: '' });
  });

  it('keeps this device’s copy after a reload, when no server copy came with the sign-in', () => {
    const { actor } = start({
      input: { restored: { ...fresh.restored, userId: 'user-aaaaaaaaaa', classCode: 'DEMO26', responses: { O1A: 'Meg', O1C: 'helse' }, needsSave: false } },
    });
    begin(actor, null);
    expect(actor.getSnapshot().context).toMatchObject({ responses: { O1A: 'Meg', O1C: 'helse' }, needsSave: false });
  });

  it('takes the server’s copy for another pupil on the same device', () => {
    const { actor } = start({
      input: { restored: { ...fresh.restored, userId: 'someone-else-01', classCode: 'DEMO26', responses: { O1C: 'deres' }, needsSave: true, job: { id: 'x' } } },
    });
    begin(actor, { O1A: '' });
    expect(actor.getSnapshot().context).toMatchObject({ responses: { O1A: '' }, needsSave: false, job: null });
  });

  it('clears the stored job when the job answer changes to another job, and keeps it otherwise', () => {
    const { actor } = start();
    begin(actor, { O1D: 'sykepleier' });
    actor.send({ type: 'object.set', key: 'job', value: { id: 'sykepleier', salary: 600_000 } });
    actor.send({ type: 'answer.change', code: 'O1D', value: 'sykepleier' });
    expect(actor.getSnapshot().context.job).toEqual({ id: 'sykepleier', salary: 600_000 });
    actor.send({ type: 'answer.change', code: 'O1D', value: 'elektriker' });
    expect(actor.getSnapshot().context.job).toBeNull();
  });

  it('clears the stored credit purchase the same way', () => {
    const { actor } = start();
    begin(actor, { O3A: 'moped' });
    actor.send({ type: 'object.set', key: 'creditPurchase', value: { id: 'moped' } });
    actor.send({ type: 'answer.change', code: 'O3A', value: 'mobil' });
    expect(actor.getSnapshot().context.creditPurchase).toBeNull();
  });

  it('resets the modified budget to null', () => {
    const { actor } = start();
    begin(actor, { O2E: { mat: 2000 } });
    actor.send({ type: 'budget.reset' });
    expect(actor.getSnapshot().context).toMatchObject({ responses: { O2E: null }, needsSave: true });
  });

  it('starts over: clears the record, calls the backend and empties the answers and objects', async () => {
    const { actor, clearClassRecord, backendStartOver } = start();
    const done = vi.fn();
    actor.on('startOver.done', done);
    begin(actor, { O1A: 'Meg', O1E: 'svar' });
    actor.send({ type: 'object.set', key: 'job', value: { id: 'x' } });
    actor.send({ type: 'insurance.set', total: 250 });
    actor.send({ type: 'startOver.confirm' });
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(clearClassRecord).toHaveBeenCalled();
    expect(backendStartOver).toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ responses: {}, job: null, creditPurchase: null, unexpectedExpense: null, insuranceTotal: null, needsSave: false });
  });

  it('gives PDF data only when every activity is complete', () => {
    const { actor } = start();
    begin(actor, { O1A: 'Meg', O1C: 'helse' });
    const activities = [
      { activity_code: 'O1A', component: 'reflection' },
      { activity_code: 'O1C', component: 'industry' },
      { activity_code: 'O1D', component: 'job' },
      { activity_code: 'O2B', component: 'budget' },
    ];
    actor.send({ type: 'pdf.request', activities });
    expect(actor.getSnapshot().context.pdfResult).toEqual({ success: false, message: 'Incomplete' });
    actor.send({ type: 'answer.change', code: 'O1D', value: 'sykepleier' });
    // A half-filled budget is kept, but is not a complete answer.
    actor.send({ type: 'answer.change', code: 'O2B', value: { boutgifter: 9000, transport: null } });
    actor.send({ type: 'pdf.request', activities });
    expect(actor.getSnapshot().context.pdfResult).toEqual({ success: false, message: 'Incomplete' });
    const budget = { boutgifter: 9000, transport: 800, mat: 3500, fritid: 1000, klaer: 600, sparing: 1500, forsikring: 300, andre_utgifter: 500 };
    actor.send({ type: 'answer.change', code: 'O2B', value: budget });
    actor.send({ type: 'pdf.request', activities });
    expect(actor.getSnapshot().context.pdfResult).toEqual({ success: true });
  });

  it('forgets everything at logout', () => {
    const { actor } = start();
    begin(actor, { O1A: 'Meg' });
    actor.send({ type: 'session.end' });
    expect(actor.getSnapshot().value).toBe('inactive');
    expect(actor.getSnapshot().context).toMatchObject({ userId: null, responses: { O1A: '' }, needsSave: false });
  });
});

describe('retryDelay', () => {
  it('grows exponentially with jitter and stays under 30 seconds', () => {
    expect(retryDelay(0, () => 0)).toBe(500);
    expect(retryDelay(0, () => 1)).toBe(1000);
    expect(retryDelay(3, () => 0.5)).toBe(6000);
    expect(retryDelay(20, () => 1)).toBe(30_000);
  });
});
