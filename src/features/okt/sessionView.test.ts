import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VersionedClassRecord } from '../../contracts/answers';
import { EMPTY_SYNC } from '../../domain/answerSync';
import { progressMachine, SAVE_DEBOUNCE_MS, type SaveInput } from '../../../machines/progressMachine';
import { ApiError } from '../../services/backendApi';
import { selectSavedAt, selectSaveStatus } from './sessionView';

/**
 * The save state the pupil sees comes from the progress machine alone. «Lagret» (with the time) only
 * after the server confirmed a save; before that the page says the answers are saved automatically; while
 * saving «Lagrer …»; without a network «Lagres når nettet er tilbake».
 */

const record = (responses: Record<string, unknown>): VersionedClassRecord => ({
  classCode: 'DEMO26',
  responses: responses as VersionedClassRecord['responses'],
  versions: Object.fromEntries(Object.keys(responses).map((code) => [code, { version: 1, editedAt: 1 }])),
  lastUpdated: 1,
  serverTime: Date.now(),
});

/** A save the test answers by hand, so the state between sending and the server's reply can be looked at. */
function deferredSaves() {
  const pending: { input: SaveInput; resolve: (r: VersionedClassRecord) => void; reject: (e: unknown) => void }[] = [];
  const save = (input: SaveInput) => new Promise<VersionedClassRecord>((resolve, reject) => pending.push({ input, resolve, reject }));
  return { pending, save };
}

const running: { stop(): void }[] = [];
afterEach(() => {
  running.splice(0).forEach((a) => a.stop());
  vi.useRealTimers();
});

function start(save: (input: SaveInput) => Promise<VersionedClassRecord>) {
  const actor = createActor(
    progressMachine.provide({
      actors: {
        saveAnswers: fromPromise(({ input }) => save(input)),
        loadRecord: fromPromise(async (): Promise<VersionedClassRecord | null> => null),
        clearClassRecord: fromPromise(async () => record({})),
        backendStartOver: fromPromise(async (): Promise<void> => undefined),
      },
      delays: { retryBackoff: 50 },
    }),
    { input: { restored: { userId: null, classCode: null, ...EMPTY_SYNC } } },
  ).start();
  running.push(actor);
  actor.send({ type: 'signedIn', userId: 'user-aaaaaaaaaa', idToken: 'tok', classCode: 'DEMO26', record: record({ O1A: 'Meg' }), unsent: null });
  return actor;
}

const status = (actor: ReturnType<typeof start>) => selectSaveStatus(actor.getSnapshot());
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the save state a pupil sees', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T10:42:00') }));

  it('says nothing was saved yet until the server has confirmed a save: never «Lagret» at the start', () => {
    const actor = start(deferredSaves().save);
    expect(actor.getSnapshot().matches({ active: 'saved' })).toBe(true);
    expect(status(actor)).toBe('auto');
    expect(selectSavedAt(actor.getSnapshot())).toBeNull();
  });

  it('goes from pending to saving to saved, and is «saved» only once the server answered', async () => {
    const { pending, save } = deferredSaves();
    const actor = start(save);
    actor.send({ type: 'answer.change', code: 'O1A', value: 'Meg og deg' });
    expect(status(actor)).toBe('pending');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(pending).toHaveLength(1);
    expect(status(actor)).toBe('saving');
    // However long the server takes, the pupil is not told it is saved.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(status(actor)).toBe('saving');
    expect(selectSavedAt(actor.getSnapshot())).toBeNull();

    pending[0]!.resolve(record({ O1A: 'Meg og deg' }));
    await flush();
    expect(status(actor)).toBe('saved');
    expect(selectSavedAt(actor.getSnapshot())).toBe(new Date('2026-11-27T10:42:11.200').getTime());
  });

  it('says the answers wait for the network when a save cannot reach the server, without flickering while it retries', async () => {
    const { pending, save } = deferredSaves();
    const actor = start(save);
    actor.send({ type: 'answer.change', code: 'O1A', value: 'Uten nett' });
    actor.send({ type: 'progress.save' });
    pending[0]!.reject(new ApiError(null, 'txt_error_network'));
    await flush();
    expect(status(actor)).toBe('offline');
    await vi.advanceTimersByTimeAsync(50);
    expect(pending).toHaveLength(2);
    expect(status(actor)).toBe('offline');
    expect(selectSavedAt(actor.getSnapshot())).toBeNull();

    pending[1]!.resolve(record({ O1A: 'Uten nett' }));
    await flush();
    expect(status(actor)).toBe('saved');
  });

  it('tells a server error (retried) and a refusal (held) apart from a lost network', async () => {
    const { pending, save } = deferredSaves();
    const actor = start(save);
    actor.send({ type: 'answer.change', code: 'O1A', value: 'Feil' });
    actor.send({ type: 'progress.save' });
    pending[0]!.reject(new ApiError(503, 'txt_error_default'));
    await flush();
    expect(status(actor)).toBe('retrying');
    await vi.advanceTimersByTimeAsync(50);
    pending[1]!.reject(new ApiError(403, 'txt_error_class_archived'));
    await flush();
    expect(status(actor)).toBe('held');
  });

  it('keeps the time of the last confirmed save while the next change waits, and forgets it when the session ends', async () => {
    const { pending, save } = deferredSaves();
    const actor = start(save);
    actor.send({ type: 'answer.change', code: 'O1A', value: 'En' });
    actor.send({ type: 'progress.save' });
    pending[0]!.resolve(record({ O1A: 'En' }));
    await flush();
    const savedAt = selectSavedAt(actor.getSnapshot());
    expect(savedAt).not.toBeNull();
    actor.send({ type: 'answer.change', code: 'O1A', value: 'To' });
    expect(status(actor)).toBe('pending');
    expect(selectSavedAt(actor.getSnapshot())).toBe(savedAt);

    actor.send({ type: 'session.end' });
    expect(status(actor)).toBe('idle');
    actor.send({ type: 'signedIn', userId: 'user-bbbbbbbbbb', idToken: 'tok', classCode: 'DEMO26', record: record({}), unsent: null });
    expect(status(actor)).toBe('auto');
    expect(selectSavedAt(actor.getSnapshot())).toBeNull();
  });
});


describe('a confirmation that comes with a conflict', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T10:42:00') }));

  it('counts a conflict reply that shows the server already has this very answer (an earlier reply was lost) as saved', async () => {
    const { pending, save } = deferredSaves();
    const actor = start(save);
    actor.send({ type: 'answer.change', code: 'O1A', value: 'Kom fram' });
    actor.send({ type: 'progress.save' });
    const later = Date.now() + 60_000;
    pending[0]!.reject(
      Object.assign(new ApiError(409, 'txt_error_answer_conflict', undefined, 'VersionConflict'), {
        conflicts: { O1A: { value: 'Kom fram', version: 2, editedAt: later } },
        record: { ...record({ O1A: 'Kom fram' }), versions: { O1A: { version: 2, editedAt: later } } },
      }),
    );
    await flush();
    expect(status(actor)).toBe('saved');
    expect(selectSavedAt(actor.getSnapshot())).not.toBeNull();
  });
});
