import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerStamps, RecordVersions, VersionedClassRecord } from '../src/contracts/answers';
import { EMPTY_SYNC } from '../src/domain/answerSync';
import { ApiError } from '../src/services/backendApi';
import { type ProgressInput, progressMachine, retryDelay, SAVE_DEBOUNCE_MS, type SaveInput } from './progressMachine';

const USER = 'user-aaaaaaaaaa';
const fresh: ProgressInput = { restored: { userId: null, classCode: null, ...EMPTY_SYNC } };

const running: { stop(): void }[] = [];
afterEach(() => {
  running.splice(0).forEach((a) => a.stop());
  vi.useRealTimers();
});

const stampsOf = (responses: Record<string, unknown>, version = 1): AnswerStamps =>
  Object.fromEntries(Object.keys(responses).map((code) => [code, { version, editedAt: 1 }]));

function record(responses: Record<string, unknown> | unknown[], versions?: AnswerStamps): VersionedClassRecord {
  return { classCode: 'DEMO26', responses: responses as VersionedClassRecord['responses'], versions: versions ?? (Array.isArray(responses) ? {} : stampsOf(responses)), lastUpdated: 1, serverTime: Date.now() };
}

/** A fake server that applies changes per activity as the real one does, so replies carry the versions. */
function fakeServer(initial: Record<string, unknown> = {}) {
  const responses: Record<string, unknown> = { ...initial };
  const versions: AnswerStamps = stampsOf(initial);
  return {
    responses,
    versions,
    apply(input: SaveInput): VersionedClassRecord {
      for (const [code, change] of Object.entries(input.changes)) {
        if (change.value === null) delete responses[code];
        else responses[code] = change.value;
        versions[code] = { version: (versions[code]?.version ?? 0) + 1, editedAt: change.editedAt };
      }
      return record({ ...responses }, { ...versions });
    },
  };
}

function start(options: { save?: (input: SaveInput) => Promise<VersionedClassRecord>; load?: () => Promise<VersionedClassRecord | null>; input?: ProgressInput } = {}) {
  const server = fakeServer();
  const save = vi.fn(options.save ?? (async (input: SaveInput) => server.apply(input)));
  const loadRecord = vi.fn(options.load ?? (async () => record({ ...server.responses }, { ...server.versions })));
  const loadVersions = vi.fn(async (): Promise<RecordVersions | null> => Object.fromEntries(Object.entries(server.versions).map(([code, stamp]) => [code, stamp.version])));
  const clearClassRecord = vi.fn(async () => record({}, { O1A: { version: 9, editedAt: 1 } }));
  const backendStartOver = vi.fn(async (): Promise<void> => undefined);
  const keepUnsent = vi.fn();
  const dropUnsent = vi.fn();
  const actor = createActor(
    progressMachine.provide({
      actors: {
        saveAnswers: fromPromise(({ input }) => save(input)),
        loadRecord: fromPromise(() => loadRecord()),
        loadVersions: fromPromise(() => loadVersions()),
        clearClassRecord: fromPromise(() => clearClassRecord()),
        backendStartOver: fromPromise(() => backendStartOver()),
      },
      actions: { keepUnsent: (_, params) => keepUnsent(params), dropUnsent: (_, params) => dropUnsent(params) },
      delays: { retryBackoff: 50 },
    }),
    { input: options.input ?? fresh },
  ).start();
  running.push(actor);
  return { actor, save, loadRecord, loadVersions, clearClassRecord, backendStartOver, keepUnsent, dropUnsent, server };
}

type Actor = ReturnType<typeof start>['actor'];
const begin = (actor: Actor, server: VersionedClassRecord | null = record({ O1A: '' }), userId = USER) =>
  actor.send({ type: 'signedIn', userId, idToken: 'tok', classCode: 'DEMO26', record: server, unsent: null });

describe('progressMachine', () => {
  beforeEach(() => vi.useFakeTimers());

  it('starts with the class responses from the server and nothing to save', () => {
    const { actor } = start();
    begin(actor, record({ O1A: 'Meg', O1C: 'helse' }));
    expect(actor.getSnapshot().context).toMatchObject({ responses: { O1A: 'Meg', O1C: 'helse' }, versions: { O1A: 1, O1C: 1 }, needsSave: false });
    expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true);
  });

  it('marks a change as unsaved at once and saves only the changed activity a moment after typing stops', async () => {
    const { actor, save } = start();
    begin(actor, record({ O1A: 'Meg' }));
    actor.send({ type: 'answer.change', code: 'O1C', value: 'h' });
    actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
    expect(actor.getSnapshot().context.needsSave).toBe(true);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 10);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toMatchObject({ userId: USER, classCode: 'DEMO26', changes: { O1C: { value: 'helse', baseVersion: 0 } } });
    expect(Object.keys(save.mock.calls[0]![0].changes)).toEqual(['O1C']);
    await vi.waitFor(() => expect(actor.getSnapshot().context.needsSave).toBe(false));
    expect(actor.getSnapshot().context.lastResult).toEqual({ success: true, message: 'Saved' });
    expect(actor.getSnapshot().context.versions.O1C).toBe(1);
  });

  it('bases the next change on the version the server confirmed', async () => {
    const { actor, save } = start();
    begin(actor);
    actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
    actor.send({ type: 'progress.save' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true));
    actor.send({ type: 'answer.change', code: 'O1C', value: 'bygg' });
    actor.send({ type: 'progress.save' });
    expect(save.mock.calls[1]![0].changes).toEqual({ O1C: { value: 'bygg', baseVersion: 1, editedAt: expect.any(Number), base: 'helse' } });
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
    const server = fakeServer();
    let calls = 0;
    const { actor, save } = start({
      save: async (input) => {
        calls += 1;
        if (calls < 3) throw new ApiError(null, 'txt_error_network');
        return server.apply(input);
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
    expect(save).toHaveBeenCalledTimes(3);
    expect(new Set(save.mock.calls.map(([input]) => input.idempotencyKey)).size).toBe(1);
    expect(actor.getSnapshot().context.needsSave).toBe(false);
  });

  it('keeps a save the server answers 503 (its database restarting) pending and sends it again until it is stored', async () => {
    const server = fakeServer();
    let calls = 0;
    const { actor, save } = start({
      save: async (input) => {
        calls += 1;
        if (calls < 3) throw new ApiError(503, 'txt_error_database_unavailable', undefined, 'ServiceUnavailable');
        return server.apply(input);
      },
    });
    begin(actor);
    actor.send({ type: 'answer.change', code: 'O1E', value: 'Skatten betaler for skolen.' });
    actor.send({ type: 'progress.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ active: 'retrying' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ needsSave: true, offline: false, errorKey: 'txt_error_database_unavailable', responses: { O1E: 'Skatten betaler for skolen.' } });
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true));
    expect(save).toHaveBeenCalledTimes(3);
    expect(new Set(save.mock.calls.map(([input]) => input.idempotencyKey)).size).toBe(1);
    expect(server.responses).toEqual({ O1E: 'Skatten betaler for skolen.' });
    expect(actor.getSnapshot().context.needsSave).toBe(false);
  });

  it('keeps a change made during a save unsaved, and saves it next with a new key', async () => {
    const server = fakeServer();
    let release!: () => void;
    const { actor, save } = start({ save: (input) => new Promise((resolve) => (release = () => resolve(server.apply(input)))) });
    begin(actor);
    actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
    actor.send({ type: 'progress.save' });
    actor.send({ type: 'answer.change', code: 'O1D', value: 'sykepleier' });
    release();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'dirty' })).toBe(true));
    expect(actor.getSnapshot().context.pending).toEqual({ O1D: expect.any(Number) });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS + 10);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0].changes).toEqual({ O1D: expect.objectContaining({ value: 'sykepleier' }) });
    expect(save.mock.calls[1]![0].idempotencyKey).not.toBe(save.mock.calls[0]![0].idempotencyKey);
  });

  it('takes another device’s answers from a save’s reply and tells the pupil', async () => {
    const { actor, server } = start();
    begin(actor);
    server.responses.O2B = { mat: 2500 };
    server.versions.O2B = { version: 1, editedAt: 5 };
    actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
    actor.send({ type: 'progress.save' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true));
    expect(actor.getSnapshot().context.responses).toMatchObject({ O1C: 'helse', O2B: { mat: 2500 } });
    expect(actor.getSnapshot().context.notices).toEqual([{ code: 'O2B', kind: 'changed' }]);
  });

  describe('another device’s save, seen from an open page', () => {
    const budget = { mat: 3000, fritid: 1000 };

    it('fetches the record when the versions show another device saved, takes it, and tells the pupil', async () => {
      const { actor, server, loadRecord, loadVersions } = start();
      begin(actor, record({ O2E: budget }));
      Object.assign(server.responses, { O2E: { ...budget, mat: 3500 } });
      server.versions.O2E = { version: 2, editedAt: 5 };
      actor.send({ type: 'record.check' });
      await vi.waitFor(() => expect(actor.getSnapshot().context.notices).toEqual([{ code: 'O2E', kind: 'changed' }]));
      expect(loadVersions).toHaveBeenCalledTimes(1);
      expect(loadRecord).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().context).toMatchObject({ responses: { O2E: { ...budget, mat: 3500 } }, versions: { O2E: 2 }, needsSave: false });
      expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true);
    });

    it('fetches nothing more when no other device has saved', async () => {
      const { actor, server, loadRecord, loadVersions } = start();
      server.responses.O2E = budget;
      server.versions.O2E = { version: 1, editedAt: 1 };
      begin(actor, record({ O2E: budget }));
      actor.send({ type: 'record.check' });
      await vi.waitFor(() => expect(loadVersions).toHaveBeenCalledTimes(1));
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true));
      expect(loadRecord).not.toHaveBeenCalled();
      expect(actor.getSnapshot().context.notices).toEqual([]);
    });

    it('does not look while an edit waits to be sent: its save brings the other device’s lines', async () => {
      const { actor, server, loadVersions } = start();
      begin(actor, record({ O2E: budget }));
      server.responses.O2E = budget;
      server.versions.O2E = { version: 1, editedAt: 1 };
      actor.send({ type: 'answer.change', code: 'O2E', value: { ...budget, fritid: 1500 } });
      actor.send({ type: 'record.check' });
      expect(actor.getSnapshot().matches({ active: 'dirty' })).toBe(true);
      expect(loadVersions).not.toHaveBeenCalled();
    });

    it('keeps an edit made while it looks, and sends it with the version and base it was made on, for the server to merge', async () => {
      const { actor, server, save } = start();
      begin(actor, record({ O2E: budget }));
      Object.assign(server.responses, { O2E: { ...budget, mat: 3500 } });
      server.versions.O2E = { version: 2, editedAt: 5 };
      actor.send({ type: 'record.check' });
      actor.send({ type: 'answer.change', code: 'O2E', value: { ...budget, fritid: 1500 } });
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'dirty' })).toBe(true));
      expect(actor.getSnapshot().context.responses.O2E).toEqual({ ...budget, fritid: 1500 });
      actor.send({ type: 'progress.save' });
      expect(save.mock.calls[0]![0].changes).toEqual({ O2E: { value: { ...budget, fritid: 1500 }, baseVersion: 1, editedAt: expect.any(Number), base: budget } });
    });
  });

  it('gives way on a conflict to another device’s newer answer, tells the pupil, and saves nothing more', async () => {
    const later = Date.now() + 60_000;
    const conflict = Object.assign(new ApiError(409, 'txt_error_answer_conflict', undefined, 'VersionConflict'), {
      conflicts: { O1C: { value: 'bygg', version: 2, editedAt: later } },
      record: record({ O1C: 'bygg' }, { O1C: { version: 2, editedAt: later } }),
    });
    const { actor, save } = start({ save: async () => Promise.reject(conflict) });
    begin(actor, record({ O1C: 'helse' }));
    actor.send({ type: 'answer.change', code: 'O1C', value: 'data' });
    actor.send({ type: 'progress.save' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true));
    expect(save).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ responses: { O1C: 'bygg' }, versions: { O1C: 2 }, needsSave: false, notices: [{ code: 'O1C', kind: 'replaced' }] });
  });

  it('sends its own newer edit again on top of another device’s older one after a conflict', async () => {
    const server = fakeServer({ O1C: 'helse' });
    server.versions.O1C = { version: 2, editedAt: 0 };
    server.responses.O1C = 'bygg';
    const { actor, save } = start({
      save: async (input) => {
        const change = input.changes.O1C!;
        if (change.baseVersion !== server.versions.O1C!.version) {
          throw Object.assign(new ApiError(409, 'txt_error_answer_conflict', undefined, 'VersionConflict'), {
            conflicts: { O1C: { value: server.responses.O1C, version: server.versions.O1C!.version, editedAt: server.versions.O1C!.editedAt } },
          });
        }
        return server.apply(input);
      },
    });
    begin(actor, record({ O1C: 'helse' }));
    actor.send({ type: 'answer.change', code: 'O1C', value: 'data' });
    actor.send({ type: 'progress.save' });
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2), { timeout: 5000, interval: 5 });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS + 10);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true));
    expect(server.responses.O1C).toBe('data');
    expect(actor.getSnapshot().context.notices).toEqual([]);
  });

  it('retries at once when the network comes back', async () => {
    vi.useRealTimers();
    const server = fakeServer();
    let online = false;
    // A backoff far longer than the test, so only network.online can bring the save back.
    const actor = createActor(
      progressMachine.provide({
        actors: { saveAnswers: fromPromise(async ({ input }) => (online ? server.apply(input) : Promise.reject(new ApiError(null, 'txt_error_network')))) },
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
    const server = fakeServer();
    let expired = true;
    const { actor, save } = start({
      save: async (input) => (expired ? Promise.reject(new ApiError(401, 'txt_error_session_expired', undefined, 'auth/id-token-expired')) : server.apply(input)),
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
    actor.send({ type: 'signedIn', userId: USER, idToken: 'new-token', classCode: 'DEMO26', record: null, unsent: null });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS + 10);
    await vi.waitFor(() => expect(actor.getSnapshot().context.needsSave).toBe(false));
    expect(save.mock.lastCall![0].idToken).toBe('new-token');
    expect(server.responses).toEqual({ O1C: 'helse', O1D: 'sykepleier' });
  });

  it('holds answers the server refuses for good (an archived class) and tries again on the next change', async () => {
    const { actor, save } = start({ save: async () => Promise.reject(new ApiError(403, 'txt_error_class_archived', undefined, 'ClassArchived')) });
    begin(actor);
    actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
    actor.send({ type: 'progress.save' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'held' })).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({ errorKey: 'txt_error_class_archived', needsSave: true, responses: { O1C: 'helse' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    actor.send({ type: 'answer.change', code: 'O1C', value: 'bygg' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS + 10);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('keeps answers this device has not saved over the server’s older copy after a reload', async () => {
    const { actor, save } = start({
      input: { restored: { userId: USER, classCode: 'DEMO26', responses: { O1A: '', O1C: 'lokalt' }, versions: { O1C: 1 }, pending: { O1C: 10 } } },
    });
    begin(actor, record({ O1A: '', O1C: 'gammelt' }));
    expect(actor.getSnapshot().context.responses).toEqual({ O1A: '', O1C: 'lokalt' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS + 10);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ changes: { O1C: { value: 'lokalt', baseVersion: 1, editedAt: 10 } } }));
  });

  it('fetches the server’s copy after a reload, when none came with the sign-in', async () => {
    const load = vi.fn(async () => record({ O1A: 'Meg', O1C: 'helse', O2B: { mat: 1 } }));
    const { actor } = start({
      load,
      input: { restored: { userId: USER, classCode: 'DEMO26', responses: { O1A: 'Meg', O1C: 'helse' }, versions: { O1A: 1, O1C: 1 }, pending: {} } },
    });
    begin(actor, null);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.responses).toEqual({ O1A: 'Meg', O1C: 'helse', O2B: { mat: 1 } });
  });

  it('keeps this device’s copy after a reload without a network', async () => {
    const { actor } = start({
      load: async () => Promise.reject(new ApiError(null, 'txt_error_network')),
      input: { restored: { userId: USER, classCode: 'DEMO26', responses: { O1A: 'Meg', O1C: 'helse' }, versions: {}, pending: {} } },
    });
    begin(actor, null);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({ responses: { O1A: 'Meg', O1C: 'helse' }, needsSave: false });
  });

  it('fetches the record again when the pupil comes back to the page', async () => {
    const { actor, loadRecord } = start();
    begin(actor);
    actor.send({ type: 'page.visible' });
    await vi.waitFor(() => expect(loadRecord).toHaveBeenCalledTimes(1));
  });

  it('starts a new class record (a list, spec §3) as answers with O1A empty', () => {
    const { actor } = start();
    begin(actor, record([]));
    expect(actor.getSnapshot().context.responses).toEqual({ O1A: '' });
  });

  it('takes the server’s copy for another pupil on the same device, and keeps the last pupil’s unsent answers for them only', () => {
    const { actor, keepUnsent } = start({
      input: { restored: { userId: 'someone-else-01', classCode: 'DEMO26', responses: { O1C: 'deres' }, versions: {}, pending: { O1C: 5 } } },
    });
    begin(actor, record({ O1A: '' }));
    expect(actor.getSnapshot().context).toMatchObject({ responses: { O1A: '' }, needsSave: false, pending: {} });
    expect(keepUnsent).toHaveBeenCalledWith({ userId: 'someone-else-01', unsent: { classCode: 'DEMO26', changes: { O1C: { value: 'deres', baseVersion: 0, editedAt: 5 } } } });
  });

  it('takes a save made in another tab by the same pupil, and ignores another pupil’s', () => {
    const { actor } = start();
    begin(actor);
    actor.send({ type: 'record.remote', userId: 'another-user-1', classCode: 'DEMO26', record: record({ O1C: 'ikke min' }) });
    expect(actor.getSnapshot().context.responses).not.toHaveProperty('O1C');
    actor.send({ type: 'record.remote', userId: USER, classCode: 'DEMO26', record: record({ O1C: 'min' }) });
    expect(actor.getSnapshot().context.responses.O1C).toBe('min');
  });

  it('announces each confirmed save, so other tabs can take it', async () => {
    const { actor } = start();
    const announced = vi.fn();
    actor.on('record.saved', announced);
    begin(actor);
    actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
    actor.send({ type: 'progress.save' });
    await vi.waitFor(() => expect(announced).toHaveBeenCalledTimes(1));
    expect(announced.mock.calls[0]![0]).toMatchObject({ userId: USER, classCode: 'DEMO26', record: { responses: { O1C: 'helse' } } });
  });

  it('resets the modified budget to null', () => {
    const { actor } = start();
    begin(actor, record({ O2E: { mat: 2000 } }));
    actor.send({ type: 'budget.reset' });
    expect(actor.getSnapshot().context).toMatchObject({ responses: { O2E: null }, needsSave: true });
  });

  it('starts over: clears the record, calls the backend and empties the answers', async () => {
    const { actor, clearClassRecord, backendStartOver } = start();
    const done = vi.fn();
    actor.on('startOver.done', done);
    begin(actor, record({ O1A: 'Meg', O1E: 'svar' }));
    actor.send({ type: 'startOver.confirm' });
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(clearClassRecord).toHaveBeenCalled();
    expect(backendStartOver).toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ responses: {}, needsSave: false, versions: { O1A: 9 } });
  });

  it('says so when the backend cannot record the start-over, and finishes it when the pupil tries again', async () => {
    const { actor, backendStartOver } = start();
    const done = vi.fn();
    actor.on('startOver.done', done);
    begin(actor, record({ O1A: 'Meg' }));
    backendStartOver.mockRejectedValueOnce(Object.assign(new Error('down'), { status: 503, messageKey: 'txt_error_network' }));
    actor.send({ type: 'startOver.confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.errorKey).toBe('txt_error_network'));
    expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true);
    expect(done).not.toHaveBeenCalled();

    actor.send({ type: 'startOver.confirm' });
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(backendStartOver).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ responses: {}, errorKey: null });
  });

  it('asks the pupil to sign in again when the start-over meets an expired login', async () => {
    const { actor, clearClassRecord } = start();
    const expired = vi.fn();
    actor.on('session.expired', expired);
    begin(actor, record({ O1A: 'Meg' }));
    clearClassRecord.mockRejectedValueOnce(Object.assign(new Error('expired'), { status: 401, messageKey: 'txt_error_login' }));
    actor.send({ type: 'startOver.confirm' });
    await vi.waitFor(() => expect(expired).toHaveBeenCalled());
    expect(actor.getSnapshot().context.responses).toEqual({ O1A: 'Meg' });
  });

  it('starts a session on the first sign-in, renews only the token for the same pupil and class, and starts again for another class', () => {
    const { actor } = start();
    const signedIn = (classCode: string, idToken: string) =>
      actor.send({ type: 'signedIn', userId: 'u1', idToken, classCode, record: record({ O1A: 'Meg' }), unsent: null });
    signedIn('DEMO26', 't1');
    expect(actor.getSnapshot().matches('active')).toBe(true);
    actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
    signedIn('DEMO26', 't2');
    expect(actor.getSnapshot().context).toMatchObject({ idToken: 't2', classCode: 'DEMO26', responses: { O1A: 'Meg', O1C: 'helse' } });
    signedIn('ANNEN1', 't2');
    expect(actor.getSnapshot().context).toMatchObject({ classCode: 'ANNEN1', responses: { O1A: 'Meg' } });
  });

  it('stores the answer an activity starts with when it is shown, but never over one the pupil has', () => {
    const { actor } = start();
    begin(actor, record({ O3A: 'gaming-pc' }));
    actor.send({ type: 'page.activityShown', code: 'O3B', starting: { monthly: 500 } });
    expect(actor.getSnapshot().context).toMatchObject({ responses: { O3B: { monthly: 500 } }, needsSave: true });
    actor.send({ type: 'answer.change', code: 'O3B', value: { monthly: 300 } });
    actor.send({ type: 'page.activityShown', code: 'O3B', starting: { monthly: 500 } });
    expect(actor.getSnapshot().context.responses.O3B).toEqual({ monthly: 300 });
    actor.send({ type: 'page.activityShown', code: 'O3C', starting: undefined });
    expect(actor.getSnapshot().context.responses.O3C).toBeUndefined();
  });

  it('forgets everything at logout', () => {
    const { actor } = start();
    begin(actor, record({ O1A: 'Meg' }));
    actor.send({ type: 'session.end' });
    expect(actor.getSnapshot().value).toBe('inactive');
    expect(actor.getSnapshot().context).toMatchObject({ userId: null, responses: { O1A: '' }, versions: {}, pending: {}, needsSave: false });
  });

  describe('logout', () => {
    it('lets the pupil go at once when everything is saved', () => {
      const { actor } = start();
      const ready = vi.fn();
      actor.on('logout.ready', ready);
      begin(actor);
      actor.send({ type: 'logout.request' });
      expect(ready).toHaveBeenCalledTimes(1);
    });

    it('sends unsaved answers first, then lets the pupil go', async () => {
      const { actor, save, server } = start();
      const ready = vi.fn();
      actor.on('logout.ready', ready);
      begin(actor);
      actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
      actor.send({ type: 'logout.request' });
      expect(save).toHaveBeenCalledTimes(1);
      expect(ready).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
      expect(server.responses.O1C).toBe('helse');
    });

    it('says so when the answers cannot be sent, and keeps them for this account when the pupil logs out anyway', async () => {
      const { actor, keepUnsent } = start({ save: async () => Promise.reject(new ApiError(null, 'txt_error_network')) });
      const ready = vi.fn();
      actor.on('logout.ready', ready);
      begin(actor);
      actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
      actor.send({ type: 'logout.request' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'unsent' })).toBe(true));
      expect(ready).not.toHaveBeenCalled();
      actor.send({ type: 'logout.anyway' });
      expect(ready).toHaveBeenCalledTimes(1);
      expect(keepUnsent).toHaveBeenCalledWith({ userId: USER, unsent: { classCode: 'DEMO26', changes: { O1C: { value: 'helse', baseVersion: 0, editedAt: expect.any(Number), base: null } } } });
    });

    it('lets the pupil stay and wait for the network instead', async () => {
      let online = false;
      const server = fakeServer();
      const { actor } = start({ save: async (input) => (online ? server.apply(input) : Promise.reject(new ApiError(null, 'txt_error_network'))) });
      const ready = vi.fn();
      actor.on('logout.ready', ready);
      begin(actor);
      actor.send({ type: 'answer.change', code: 'O1C', value: 'helse' });
      actor.send({ type: 'logout.request' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ active: 'unsent' })).toBe(true));
      online = true;
      actor.send({ type: 'logout.retry' });
      await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
      expect(server.responses.O1C).toBe('helse');
    });

    it('puts answers kept at logout back at that pupil’s next sign-in here, and sends them', async () => {
      const { actor, save } = start();
      actor.send({
        type: 'signedIn',
        userId: USER,
        idToken: 'tok',
        classCode: 'DEMO26',
        record: record({ O1A: 'Meg' }),
        unsent: { classCode: 'DEMO26', changes: { O1C: { value: 'helse', baseVersion: 0, editedAt: 7 } } },
      });
      expect(actor.getSnapshot().context.responses).toMatchObject({ O1A: 'Meg', O1C: 'helse' });
      await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS + 10);
      expect(save.mock.calls[0]![0].changes).toEqual({ O1C: { value: 'helse', baseVersion: 0, editedAt: 7 } });
    });
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
