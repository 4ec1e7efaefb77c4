import { assign, createActor, createMachine, type EventObject, fromCallback, fromPromise, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { codesOf, finalCodeOf, OKT_FIXTURE } from '../src/test/oktFixture';
import { deferred } from '../src/test/deferred';
import { CLASS_POLL_MS, type ClassAccessResult, oktMachine } from './oktMachine';
import type { AnswerStamps, RecordVersions, VersionedClassRecord } from '../src/contracts/answers';
import { progressMachine } from './progressMachine';

function start(options: { classAccess?: Record<string, boolean>; noClass?: boolean; access?: () => Promise<ClassAccessResult> } = {}) {
  const navigate = vi.fn();
  const fetchOktContent = vi.fn(async () => OKT_FIXTURE);
  const fetchClassAccess = vi.fn(
    options.access ??
      (async ({ classCode }: { classCode: string | null }): Promise<ClassAccessResult> =>
        classCode ? { success: true, data: { '1': true, ...options.classAccess } } : { success: false, message: 'No class code.' }),
  );
  const actor = createActor(
    oktMachine.provide({
      actors: {
        fetchOktContent: fromPromise(() => fetchOktContent()),
        fetchClassAccess: fromPromise(({ input }) => fetchClassAccess(input)),
      },
      actions: { navigate: (_, params) => navigate(params.to) },
    }),
  ).start();
  return { actor, navigate, fetchOktContent, fetchClassAccess };
}

async function ready(run: ReturnType<typeof start>, responses: Record<string, unknown> = { O1A: '' }, canAdmin = false, classCode: string | null = 'DEMO26') {
  run.actor.send({ type: 'content.load', lang: 'no', classCode, canAdmin, responses });
  await waitFor(run.actor, (s) => s.matches('ready'));
  return run.actor.getSnapshot().context;
}

describe('oktMachine', () => {
  it('loads all session content, then the class access, then works out completion', async () => {
    const run = start({ classAccess: { '3': true } });
    const context = await ready(run, { [finalCodeOf(1)]: 'svar' });
    expect(run.fetchOktContent).toHaveBeenCalledTimes(1);
    expect(run.fetchClassAccess).toHaveBeenCalledWith({ lang: 'no', classCode: 'DEMO26', deviceCopy: true });
    expect(context.sections.map((s) => [s.id, s.hasAccess, s.isComplete])).toEqual([
      [1, true, true],
      [2, true, false],
      [3, true, false],
      [4, false, false],
      [5, false, false],
    ]);
  });

  it('does not load the content again while it has it', async () => {
    const run = start();
    await ready(run);
    run.actor.send({ type: 'content.load', lang: 'no', classCode: 'DEMO26', canAdmin: false, responses: { O1A: 'x' } });
    expect(run.fetchOktContent).toHaveBeenCalledTimes(1);
  });

  it('loads the other language when the pupil switches', async () => {
    const run = start();
    await ready(run);
    run.actor.send({ type: 'content.load', lang: 'nn', classCode: 'DEMO26', canAdmin: false, responses: {} });
    await waitFor(run.actor, (s) => s.matches('ready') && s.context.lang === 'nn');
    expect(run.fetchOktContent).toHaveBeenCalledTimes(2);
  });

  it('still opens sessions by completion without a class code', async () => {
    const run = start();
    const context = await ready(run, { [finalCodeOf(1)]: 'svar' }, false, null);
    expect(context.classAccess).toEqual({});
    expect(context.sections[1]!.hasAccess).toBe(true);
  });

  it('sends a pupil from a locked session to the furthest open one, with the reason', async () => {
    const run = start();
    await ready(run, { O1A: 'Meg', O1C: 'bygg', O1D: 'tomrer', O1E: 'svar', O2A: 'ok' });
    run.actor.send({ type: 'route.okt', okt: 4, part: 'O4A' });
    expect(run.navigate).toHaveBeenCalledWith('/okt/2/O2B');
    expect(run.actor.getSnapshot().context.refusal).toEqual({ okt: 4, message: 'Previous okt is not complete.', landedOn: 2 });
    // The reason stays on the page the pupil was sent to, and goes when they move to another session.
    run.actor.send({ type: 'route.okt', okt: 2, part: 'O2B' });
    expect(run.actor.getSnapshot().context.refusal).not.toBeNull();
    run.actor.send({ type: 'route.okt', okt: 1, part: 'O1A' });
    expect(run.actor.getSnapshot().context.refusal).toBeNull();
  });

  it('checks a session page shown before the sessions were known as soon as they are (the route machine tells it at once)', async () => {
    const locked = start();
    locked.actor.send({ type: 'route.okt', okt: 3, part: 'O3A' });
    expect(locked.navigate).not.toHaveBeenCalled();
    await ready(locked);
    expect(locked.navigate).toHaveBeenCalledWith('/okt/1/O1A');
    expect(locked.actor.getSnapshot().context.refusal).toMatchObject({ okt: 3, landedOn: 1 });

    const open = start();
    open.actor.send({ type: 'route.okt', okt: 1, part: 'O1C' });
    await ready(open);
    expect(open.navigate).not.toHaveBeenCalled();
    expect(open.actor.getSnapshot().context.current).toEqual({ okt: 1, part: 'O1C' });
  });

  it('lets a pupil into an open session without a redirect', async () => {
    const run = start();
    await ready(run);
    run.actor.send({ type: 'route.okt', okt: 1, part: 'O1C' });
    expect(run.navigate).not.toHaveBeenCalled();
  });

  it('opens the next session as soon as the final answer is given', async () => {
    const run = start();
    await ready(run);
    run.actor.send({ type: 'responses.update', responses: { O1E: 'svar' } });
    expect(run.actor.getSnapshot().context.sections[1]!.hasAccess).toBe(true);
  });

  it('opens the session a teacher opens, when the class changes (the one unlock path)', async () => {
    const access: Record<string, boolean> = { '1': true };
    const run = start({ access: async () => ({ success: true, data: { ...access } }) });
    await ready(run);
    expect(run.actor.getSnapshot().context.sections[2]!.hasAccess).toBe(false);
    access['3'] = true;
    run.actor.send({ type: 'class.changed' });
    await waitFor(run.actor, (s) => s.context.sections[2]!.hasAccess);
    expect(run.actor.getSnapshot().context.classAccess['3']).toBe(true);
  });

  it('keeps what is open when a look at the class fails', async () => {
    let fail = false;
    const run = start({ access: async () => (fail ? Promise.reject(new Error('offline')) : { success: true, data: { '1': true, '3': true } }) });
    await ready(run);
    fail = true;
    run.actor.send({ type: 'class.changed' });
    await waitFor(run.actor, (s) => s.matches({ ready: 'watching' }) && run.fetchClassAccess.mock.calls.length === 2);
    expect(run.actor.getSnapshot().context.sections[2]!.hasAccess).toBe(true);
  });

  describe("drawn from the device's copy of the class access", () => {
    /** The first look answers with the device's copy; every later one is the server's, held until released. */
    function startWithCopy(copy: Record<string, boolean>, server: Record<string, boolean>) {
      const server$ = deferred<ClassAccessResult>();
      const run = start({
        access: async (...args: unknown[]) => {
          const input = args[0] as { deviceCopy?: boolean };
          return input.deviceCopy ? { success: true, data: copy, fromDevice: true } : server$.promise;
        },
      });
      return { run, answer: () => server$.resolve({ success: true, data: server }) };
    }

    it('shows the page at once and asks the server straight after, not at the next poll', async () => {
      const { run, answer } = startWithCopy({ '1': true, '2': true }, { '1': true });
      run.actor.send({ type: 'route.okt', okt: 2, part: 'O2A' });
      await ready(run);
      expect(run.actor.getSnapshot().context.sections[1]!.hasAccess).toBe(true);
      expect(run.fetchClassAccess).toHaveBeenCalledTimes(2);
      expect(run.fetchClassAccess.mock.calls[1]![0]).not.toHaveProperty('deviceCopy');
      // The teacher locked session 2 since: the server's answer sends the pupil on.
      answer();
      await waitFor(run.actor, (s) => s.matches({ ready: 'watching' }) && !s.context.sections[1]!.hasAccess);
      expect(run.navigate).toHaveBeenCalledTimes(1);
      expect(run.actor.getSnapshot().context.refusal).toMatchObject({ okt: 2, landedOn: 1 });
    });

    it('never turns a pupil away on the copy alone: a session unlocked since opens when the server answers', async () => {
      const { run, answer } = startWithCopy({ '1': true }, { '1': true, '3': true });
      run.actor.send({ type: 'route.okt', okt: 3, part: codesOf(3)[0]! });
      await ready(run);
      run.actor.send({ type: 'route.okt', okt: 3, part: codesOf(3)[0]! });
      expect(run.navigate).not.toHaveBeenCalled();
      expect(run.actor.getSnapshot().context.current).toEqual({ okt: 3, part: codesOf(3)[0] });
      answer();
      await waitFor(run.actor, (s) => s.context.sections[2]!.hasAccess && s.matches({ ready: 'watching' }));
      expect(run.navigate).not.toHaveBeenCalled();
    });

    it('offline, the copy stands: the failed look is not repeated in a loop', async () => {
      const run = start({
        access: async (...args: unknown[]) =>
          (args[0] as { deviceCopy?: boolean }).deviceCopy ? { success: true, data: { '1': true }, fromDevice: true } : Promise.reject(new Error('offline')),
      });
      await ready(run);
      await waitFor(run.actor, (s) => s.matches({ ready: 'watching' }) && !s.context.accessFromDevice);
      expect(run.fetchClassAccess).toHaveBeenCalledTimes(2);
    });
  });

  it('shows a failure it can retry when the content cannot be loaded', async () => {
    let calls = 0;
    const navigate = vi.fn();
    const actor = createActor(
      oktMachine.provide({
        actors: {
          fetchOktContent: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw Object.assign(new Error('offline'), { messageKey: 'txt_error_network' });
            return OKT_FIXTURE;
          }),
          fetchClassAccess: fromPromise(async (): Promise<ClassAccessResult> => ({ success: true, data: {} })),
        },
        actions: { navigate: (_, p) => navigate(p) },
      }),
    ).start();
    actor.send({ type: 'content.load', lang: 'no', classCode: 'DEMO26', canAdmin: false, responses: {} });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorKey).toBe('txt_error_network');
    actor.send({ type: 'content.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});

const networkError = () => Object.assign(new Error('offline'), { messageKey: 'txt_error_network' });

/** The okt machine with the content and the class access answered by hand, one pair of answers per load. */
function startHeld() {
  const content: ReturnType<typeof deferred<typeof OKT_FIXTURE>>[] = [];
  const access: ReturnType<typeof deferred<ClassAccessResult>>[] = [];
  const actor = createActor(
    oktMachine.provide({
      actors: {
        fetchOktContent: fromPromise(() => {
          content.push(deferred());
          return content[content.length - 1]!.promise;
        }),
        fetchClassAccess: fromPromise(() => {
          access.push(deferred());
          return access[access.length - 1]!.promise;
        }),
      },
    }),
  ).start();
  actor.send({ type: 'content.load', lang: 'no', classCode: 'DEMO26', canAdmin: false, responses: {} });
  return { actor, content, access };
}

const CLASS_ACCESS: ClassAccessResult = { success: true, data: { '1': true, '3': true } };
const accessOf = (context: { sections: { id: number; hasAccess: boolean }[] }) => context.sections.map((s) => [s.id, s.hasAccess]);
const EXPECTED_ACCESS = [
  [1, true],
  [2, false],
  [3, true],
  [4, false],
  [5, false],
];

describe('oktMachine loading the content and the class access side by side', () => {
  it('asks for the class access before the content has arrived', () => {
    const run = startHeld();
    expect(run.content).toHaveLength(1);
    expect(run.access).toHaveLength(1);
    expect(run.actor.getSnapshot().matches('ready')).toBe(false);
    run.actor.stop();
  });

  it.each([
    ['the content', 'the class access'],
    ['the class access', 'the content'],
  ])('is ready with the same sessions when %s arrives before %s', async (first) => {
    const run = startHeld();
    const answerContent = () => run.content[0]!.resolve(OKT_FIXTURE);
    const answerAccess = () => run.access[0]!.resolve(CLASS_ACCESS);
    const [answerFirst, answerSecond] = first === 'the content' ? [answerContent, answerAccess] : [answerAccess, answerContent];

    answerFirst();
    await new Promise((r) => setTimeout(r, 0));
    expect(run.actor.getSnapshot().matches('ready')).toBe(false);
    answerSecond();
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(accessOf(run.actor.getSnapshot().context)).toEqual(EXPECTED_ACCESS);
    expect(run.actor.getSnapshot().context.classAccess).toEqual(CLASS_ACCESS.data);
    run.actor.stop();
  });

  it('knows the sessions as soon as the content is there, so an activity can fetch its data while the access loads', async () => {
    const run = startHeld();
    run.content[0]!.resolve(OKT_FIXTURE);
    await waitFor(run.actor, (s) => s.context.sections.length === 5);
    expect(run.actor.getSnapshot().matches('ready')).toBe(false);
    run.actor.stop();
  });

  it.each(['before', 'after'])('fails, as before, when the content cannot be loaded, whether the class access arrived %s', async (when) => {
    const run = startHeld();
    if (when === 'before') {
      run.access[0]!.resolve(CLASS_ACCESS);
      await new Promise((r) => setTimeout(r, 0));
    }
    run.content[0]!.reject(networkError());
    await waitFor(run.actor, (s) => s.matches('failed'));
    expect(run.actor.getSnapshot().context.errorKey).toBe('txt_error_network');
    // A class access answered after the failure changes nothing.
    run.access[0]!.resolve(CLASS_ACCESS);
    await new Promise((r) => setTimeout(r, 0));
    expect(run.actor.getSnapshot().matches('failed')).toBe(true);
    run.actor.stop();
  });

  it('loads both again on retry, and is ready without the old error', async () => {
    const run = startHeld();
    run.content[0]!.reject(networkError());
    await waitFor(run.actor, (s) => s.matches('failed'));

    run.actor.send({ type: 'content.retry' });
    expect(run.content).toHaveLength(2);
    expect(run.access).toHaveLength(2);
    run.access[1]!.resolve(CLASS_ACCESS);
    run.content[1]!.resolve(OKT_FIXTURE);
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.actor.getSnapshot().context.errorKey).toBeNull();
    expect(accessOf(run.actor.getSnapshot().context)).toEqual(EXPECTED_ACCESS);
    run.actor.stop();
  });

  it('opens the sessions by completion alone when the class access cannot be loaded, whichever arrives first', async () => {
    for (const accessFirst of [true, false]) {
      const run = startHeld();
      if (accessFirst) run.access[0]!.reject(networkError());
      run.content[0]!.resolve(OKT_FIXTURE);
      if (!accessFirst) run.access[0]!.reject(networkError());
      await waitFor(run.actor, (s) => s.matches('ready'));
      expect(run.actor.getSnapshot().context.classAccess).toEqual({});
      expect(run.actor.getSnapshot().context.errorKey).toBeNull();
      expect(accessOf(run.actor.getSnapshot().context)).toEqual([
        [1, true],
        [2, false],
        [3, false],
        [4, false],
        [5, false],
      ]);
      run.actor.stop();
    }
  });
});

/**
 * Model-based: a model of what the pupil and teacher do (complete a session, unlock a session)
 * whose every reachable combination is visited by xstate/graph; after each step the okt machine
 * must agree with the rules of spec §4.
 */
describe('oktMachine against a model of the access rules', () => {
  type ModelContext = { complete: boolean[]; unlocked: boolean[] };
  type ModelEvent = { type: 'complete'; okt: number } | { type: 'unlock'; okt: number };

  const model = createMachine({
    types: {} as { context: ModelContext; events: ModelEvent },
    context: { complete: [false, false, false, false, false], unlocked: [false, false, false, false, false] },
    on: {
      complete: { actions: assign({ complete: ({ context, event }) => context.complete.map((c, i) => c || i === event.okt - 1) }) },
      unlock: { actions: assign({ unlocked: ({ context, event }) => context.unlocked.map((u, i) => u || i === event.okt - 1) }) },
    },
  });

  const events: ModelEvent[] = [
    ...[1, 2, 3, 4, 5].map((okt) => ({ type: 'complete' as const, okt })),
    ...[2, 3, 4, 5].map((okt) => ({ type: 'unlock' as const, okt })),
  ];

  const expectedAccess = ({ complete, unlocked }: ModelContext) =>
    [1, 2, 3, 4, 5].map((n) => n === 1 || complete[n - 2] === true || unlocked[n - 1] === true || (n === 5 && complete[3] === true));

  const testModel = createTestModel(model, {
    events,
    serializeState: (s) => JSON.stringify(s.context),
  });
  const paths = testModel.getShortestPaths();

  it('visits states with every session complete and every later session unlocked, alone and together', () => {
    const contexts = paths.map((p) => p.state.context as ModelContext);
    for (let i = 0; i < 5; i += 1) expect(contexts.some((c) => c.complete[i] && c.complete.filter(Boolean).length === 1)).toBe(true);
    for (let i = 1; i < 5; i += 1) expect(contexts.some((c) => c.unlocked[i] && !c.complete.some(Boolean))).toBe(true);
    expect(contexts.some((c) => c.complete.every(Boolean))).toBe(true);
    expect(paths.length).toBeGreaterThanOrEqual(200);
  });

  it.each(paths.map((p, i) => [i, p] as const))('agrees on path %i', async (_, path) => {
    // The teacher's unlock reaches the pupil as the class's access (the one unlock path).
    const access: Record<string, boolean> = { '1': true };
    const run = start({ access: async () => ({ success: true, data: { ...access } }) });
    await ready(run, {});
    let responses: Record<string, unknown> = {};
    await path.test({
      events: {
        complete: async ({ event }) => {
          const okt = (event as unknown as { okt: number }).okt;
          // Session 4's rule counts every activity, the others only the final one; answer them all.
          responses = { ...responses, ...Object.fromEntries(codesOf(okt).map((c) => [c, 'svar'])) };
          run.actor.send({ type: 'responses.update', responses });
        },
        unlock: async ({ event }) => {
          const okt = (event as unknown as { okt: number }).okt;
          access[String(okt)] = true;
          run.actor.send({ type: 'class.changed' });
          await waitFor(run.actor, (s) => s.matches({ ready: 'watching' }) && s.context.classAccess[String(okt)] === true);
        },
      },
      states: {
        '*': (state) => {
          const sections = run.actor.getSnapshot().context.sections;
          const context = state.context as ModelContext;
          expect(sections.map((s) => s.hasAccess)).toEqual(expectedAccess(context));
          expect(sections.map((s) => s.isComplete)).toEqual(context.complete);
          for (const n of [1, 2, 3, 4, 5]) {
            run.navigate.mockClear();
            run.actor.send({ type: 'route.okt', okt: n, part: codesOf(n)[0]! });
            expect(run.navigate.mock.calls.length, `okt ${n}`).toBe(expectedAccess(context)[n - 1] ? 0 : 1);
          }
        },
      },
    });
  });

  describe('live class state', () => {
    const open = (run: ReturnType<typeof start>) => run.actor.getSnapshot().context.sections.map((x) => x.hasAccess);

    it('shows a session the teacher opens on an open page within one poll, without a reload', async () => {
      vi.useFakeTimers();
      try {
        let access: Record<string, boolean> = { '1': true };
        const run = start({ access: async () => ({ success: true, data: access }) });
        run.actor.send({ type: 'content.load', lang: 'no', classCode: 'DEMO26', canAdmin: false, responses: { O1A: '' } });
        await vi.advanceTimersByTimeAsync(0);
        expect(open(run)).toEqual([true, false, false, false, false]);
        access = { '1': true, '2': true };
        await vi.advanceTimersByTimeAsync(CLASS_POLL_MS + 10);
        expect(open(run)).toEqual([true, true, false, false, false]);
        expect(CLASS_POLL_MS).toBeLessThanOrEqual(10_000);
      } finally {
        vi.useRealTimers();
      }
    });

    it('shows another device’s save of the answer on screen within one poll, with a notice (the progress machine, wired as the app wires it)', async () => {
      vi.useFakeTimers();
      try {
        const budget = { mat: 3000, fritid: 1000 };
        const server: { responses: Record<string, unknown>; versions: AnswerStamps } = { responses: { O2E: budget }, versions: { O2E: { version: 1, editedAt: 1 } } };
        const recordNow = (): VersionedClassRecord => ({
          classCode: 'DEMO26',
          responses: { ...server.responses } as VersionedClassRecord['responses'],
          versions: { ...server.versions },
          lastUpdated: 1,
          serverTime: Date.now(),
        });
        const progress = createActor(
          progressMachine.provide({
            actors: {
              loadVersions: fromPromise(async (): Promise<RecordVersions | null> => Object.fromEntries(Object.entries(server.versions).map(([code, stamp]) => [code, stamp.version]))),
              loadRecord: fromPromise(async (): Promise<VersionedClassRecord | null> => recordNow()),
            },
          }),
          { input: { restored: { userId: null, classCode: null, responses: {}, versions: {}, pending: {} } } },
        ).start();
        progress.send({ type: 'signedIn', userId: 'user-aaaaaaaaaa', idToken: 'tok', classCode: 'DEMO26', record: recordNow(), unsent: null });
        const run = start();
        run.actor.on('class.polled', () => progress.send({ type: 'record.check' }));
        run.actor.send({ type: 'content.load', lang: 'no', classCode: 'DEMO26', canAdmin: false, responses: { O1A: '' } });
        await vi.advanceTimersByTimeAsync(0);

        server.responses = { O2E: { ...budget, mat: 3500 } };
        server.versions = { O2E: { version: 2, editedAt: 2 } };
        await vi.advanceTimersByTimeAsync(CLASS_POLL_MS + 10);
        expect(progress.getSnapshot().context.responses.O2E).toEqual({ ...budget, mat: 3500 });
        expect(progress.getSnapshot().context.notices).toEqual([{ code: 'O2E', kind: 'changed' }]);
        progress.stop();
        run.actor.stop();
      } finally {
        vi.useRealTimers();
      }
    });

    it('looks at the class every CLASS_POLL_MS while the page is shown, and not while it is hidden', async () => {
      vi.useFakeTimers();
      try {
        const run = start();
        const polled = vi.fn();
        run.actor.on('class.polled', polled);
        run.actor.send({ type: 'content.load', lang: 'no', classCode: 'DEMO26', canAdmin: false, responses: { O1A: '' } });
        await vi.advanceTimersByTimeAsync(0);
        const before = polled.mock.calls.length;
        await vi.advanceTimersByTimeAsync(3 * CLASS_POLL_MS + 10);
        expect(polled.mock.calls.length - before).toBe(3);
        run.actor.send({ type: 'page.hidden' });
        await vi.advanceTimersByTimeAsync(3 * CLASS_POLL_MS);
        expect(polled.mock.calls.length - before).toBe(3);
        run.actor.stop();
      } finally {
        vi.useRealTimers();
      }
    });

    it('hands the screen the very sessions it drew when a poll brings nothing new, and new ones when it does (no redraw every 5 s)', async () => {
      vi.useFakeTimers();
      try {
        let access: Record<string, boolean> = { '1': true };
        const run = start({ access: async () => ({ success: true, data: { ...access } }) });
        run.actor.send({ type: 'content.load', lang: 'no', classCode: 'DEMO26', canAdmin: false, responses: { O1A: '' } });
        await vi.advanceTimersByTimeAsync(0);
        const drawn = run.actor.getSnapshot().context.sections;
        await vi.advanceTimersByTimeAsync(CLASS_POLL_MS + 10);
        expect(run.fetchClassAccess.mock.calls.length).toBeGreaterThanOrEqual(2);
        expect(run.actor.getSnapshot().context.sections).toBe(drawn);
        access = { '1': true, '2': true };
        await vi.advanceTimersByTimeAsync(CLASS_POLL_MS + 10);
        const after = run.actor.getSnapshot().context.sections;
        expect(after).not.toBe(drawn);
        expect(after[1]!.hasAccess).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('asks at once when the tab becomes visible again', async () => {
      let access: Record<string, boolean> = { '1': true };
      const run = start({ access: async () => ({ success: true, data: access }) });
      await ready(run);
      access = { '1': true, '3': true };
      run.actor.send({ type: 'page.visible' });
      await vi.waitFor(() => expect(open(run)[2]).toBe(true));
      expect(run.fetchClassAccess).toHaveBeenCalledTimes(2);
    });

    it('asks at once when the profile pushes a change of the class (Firebase), long before the next poll, and stops listening at logout', async () => {
      vi.useFakeTimers();
      try {
        let access: Record<string, boolean> = { '1': true };
        const watched: string[] = [];
        let push: (() => void) | null = null;
        const fetchClassAccess = vi.fn(async (_input: { fresh?: boolean }): Promise<ClassAccessResult> => ({ success: true, data: access }));
        const actor = createActor(
          oktMachine.provide({
            actors: {
              fetchOktContent: fromPromise(async () => OKT_FIXTURE),
              fetchClassAccess: fromPromise(({ input }) => fetchClassAccess(input)),
              watchClass: fromCallback<EventObject, { classCode: string }>(({ input, sendBack }) => {
                watched.push(input.classCode);
                push = () => sendBack({ type: 'class.changed' });
                return () => {
                  push = null;
                };
              }),
            },
          }),
        ).start();
        actor.send({ type: 'content.load', lang: 'no', classCode: 'DEMO26', canAdmin: false, responses: { O1A: '' } });
        await vi.advanceTimersByTimeAsync(0);
        expect(watched).toEqual(['DEMO26']);
        access = { '1': true, '2': true };
        push!();
        await vi.advanceTimersByTimeAsync(10);
        expect(actor.getSnapshot().context.sections.map((x) => x.hasAccess)).toEqual([true, true, false, false, false]);
        expect(fetchClassAccess).toHaveBeenCalledTimes(2);
        // Pushed: asked past the browser's cache, which may still hold the answer of the poll before.
        expect(fetchClassAccess.mock.calls.map(([input]) => input.fresh === true)).toEqual([false, true]);
        actor.send({ type: 'session.end' });
        expect(push).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });

    it('asks again when a change is told while a look is on its way (that look may be older than the change)', async () => {
      const looks: ReturnType<typeof deferred<ClassAccessResult>>[] = [];
      const run = start({
        access: () => {
          const look = deferred<ClassAccessResult>();
          looks.push(look);
          return look.promise;
        },
      });
      run.actor.send({ type: 'content.load', lang: 'no', classCode: 'DEMO26', canAdmin: false, responses: { O1A: '' } });
      await vi.waitFor(() => expect(looks).toHaveLength(1));
      looks[0]!.resolve({ success: true, data: { '1': true } });
      await waitFor(run.actor, (s) => s.matches({ ready: 'watching' }));
      // The poll's look is on its way when the teacher's change is told; that look was answered before the change.
      run.actor.send({ type: 'page.visible' });
      expect(looks).toHaveLength(2);
      run.actor.send({ type: 'class.changed' });
      expect(looks).toHaveLength(3);
      expect(run.fetchClassAccess.mock.calls[2]![0]).toMatchObject({ fresh: true });
      looks[1]!.resolve({ success: true, data: { '1': true } });
      looks[2]!.resolve({ success: true, data: { '1': true, '2': true } });
      await waitFor(run.actor, (s) => s.matches({ ready: 'watching' }));
      expect(open(run)).toEqual([true, true, false, false, false]);
    });

    it('stops asking while the tab is hidden, and asks at once when it is shown again', async () => {
      vi.useFakeTimers();
      try {
        const run = start();
        run.actor.send({ type: 'content.load', lang: 'no', classCode: 'DEMO26', canAdmin: false, responses: { O1A: '' } });
        await vi.advanceTimersByTimeAsync(0);
        run.actor.send({ type: 'page.hidden' });
        await vi.advanceTimersByTimeAsync(CLASS_POLL_MS * 10);
        expect(run.fetchClassAccess).toHaveBeenCalledTimes(1);
        run.actor.send({ type: 'page.visible' });
        await vi.advanceTimersByTimeAsync(0);
        expect(run.fetchClassAccess).toHaveBeenCalledTimes(2);
        await vi.advanceTimersByTimeAsync(CLASS_POLL_MS + 10);
        expect(run.fetchClassAccess).toHaveBeenCalledTimes(3);
      } finally {
        vi.useRealTimers();
      }
    });

    it('keeps what is open when the network is gone', async () => {
      let fail = false;
      const run = start({ access: async () => (fail ? Promise.reject(new Error('offline')) : { success: true, data: { '1': true, '2': true } }) });
      await ready(run);
      fail = true;
      run.actor.send({ type: 'page.visible' });
      await vi.waitFor(() => expect(run.fetchClassAccess).toHaveBeenCalledTimes(2));
      await waitFor(run.actor, (s) => s.matches({ ready: 'watching' }));
      expect(open(run)[1]).toBe(true);
    });

    it('sends a pupil on when the teacher closes the session they are in, and closes it for an archived class', async () => {
      let result: ClassAccessResult = { success: true, data: { '1': true, '2': true } };
      const run = start({ access: async () => result });
      await ready(run);
      run.actor.send({ type: 'route.okt', okt: 2, part: 'O2B' });
      expect(run.navigate).not.toHaveBeenCalled();
      result = { success: false };
      run.actor.send({ type: 'page.visible' });
      await vi.waitFor(() => expect(run.navigate).toHaveBeenCalledWith('/okt/1/O1A'));
      expect(open(run)[1]).toBe(false);
      expect(run.actor.getSnapshot().context.refusal).toMatchObject({ okt: 2, landedOn: 1 });
    });

    it('does not send a pupil who left the session pages anywhere', async () => {
      let result: ClassAccessResult = { success: true, data: { '1': true, '2': true } };
      const run = start({ access: async () => result });
      await ready(run);
      run.actor.send({ type: 'route.okt', okt: 2, part: 'O2B' });
      run.actor.send({ type: 'route.leave' });
      result = { success: true, data: { '1': true } };
      run.actor.send({ type: 'page.visible' });
      await vi.waitFor(() => expect(open(run)[1]).toBe(false));
      expect(run.navigate).not.toHaveBeenCalled();
    });

    it('forgets the class and its sessions at logout, so the next pupil on the device starts clean', async () => {
      const run = start({ classAccess: { '2': true } });
      await ready(run);
      run.actor.send({ type: 'session.end' });
      expect(run.actor.getSnapshot().matches('idle')).toBe(true);
      expect(run.actor.getSnapshot().context).toMatchObject({ classCode: null, classAccess: {}, sections: [], content: [] });
      await ready(run, { O1A: '' }, false, 'ANDRE1');
      expect(run.fetchClassAccess).toHaveBeenLastCalledWith({ lang: 'no', classCode: 'ANDRE1', deviceCopy: true });
    });
  });
});
