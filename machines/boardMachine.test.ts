import { type ActorRefFrom, createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassBoard } from '../src/contracts/classResults';
import type { Lang } from '../src/contracts/lang';
import okterNo from '../content/no/okter.json';
import quizNo from '../content/no/okt4.json';
import type { OktContent } from '../src/contracts/okt';
import type { Quiz } from '../src/contracts/quiz';
import { BOARD_MAX_RETRY_MS, BOARD_POLL_MS, type BoardContent, boardContentOf, boardDelay, boardMachine, boardPageOf, boardPath, selectBoardView, slidesOf } from './boardMachine';
import { routeMachine } from './routeMachine';
import { adminMachine } from './adminMachine';
import { adminClassesMachine } from './adminClassesMachine';
import { tenA, tenB } from '../stories/fixtures/admin';
import type { School } from '../src/contracts/admin';

const okter = (okterNo as { okter: OktContent[] }).okter;
const quiz = quizNo as Quiz;
const contentIn = (lang: Lang): BoardContent => ({
  ...boardContentOf({ okter, jobs: [], categories: [], expenses: [], insurance: { products: [], scenarios: [] } as never, quiz }),
  names: { jobs: { [`job-${lang}`]: lang }, lines: {}, expenses: {}, products: {}, scenarios: {} },
});

const empty = { answered: 0, figures: null };
const boardOf = (jobsAnswered: number): ClassBoard => ({
  pupils: 3,
  jobs: jobsAnswered >= 3 ? { answered: jobsAnswered, figures: { chosen: [{ id: 'sykepleier', count: jobsAnswered }], netMonthly: { min: 30_000, median: 30_000, max: 30_000 } } } : { answered: jobsAnswered, figures: null },
  budget: empty,
  expenses: empty,
  payment: empty,
  insurance: empty,
  questions: [],
  knowledge: empty,
});

const running: { stop(): void }[] = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  vi.useRealTimers();
});

/** The board machine beside the route machine (systemId `route`), as the admin machine runs it. */
function startBoard(url: string, fetchResults: (classCode: string) => Promise<ClassBoard> = async () => boardOf(3), fetchContent: (lang: Lang) => Promise<BoardContent> = async (lang) => contentIn(lang)) {
  const spies = { fetchResults: vi.fn(fetchResults), fetchContent: vi.fn(fetchContent), reportAuthError: vi.fn() };
  const board = boardMachine.provide({
    actors: {
      fetchResults: fromPromise(({ input }: { input: { classCode: string } }) => spies.fetchResults(input.classCode)),
      fetchContent: fromPromise(({ input }: { input: { lang: Lang } }) => spies.fetchContent(input.lang)),
    },
    actions: { reportAuthError: (_, params) => spies.reportAuthError(params.error) },
  });
  const parent = createMachine({
    invoke: [
      { src: routeMachine, id: 'route', systemId: 'route', input: { viewer: { isLoggedIn: true, canAdmin: true }, url } },
      { src: board, id: 'board', systemId: 'board' },
    ],
  });
  const app = createActor(parent).start();
  running.push(app);
  const route = app.system.get('route') as ActorRefFrom<typeof routeMachine>;
  const actor = app.system.get('board') as ActorRefFrom<typeof boardMachine>;
  return { spies, board: actor, go: (to: string) => route.send({ type: 'url.change', url: to }) };
}

describe('the board’s address', () => {
  const route = { name: 'admin', lang: 'nn', access: 'teacher', params: { part: 'tavle' }, path: '/nn/admin/tavle' } as const;

  it('reads the session from the address, and session 1 for anything else', () => {
    expect(boardPageOf(route, '/nn/admin/tavle?klasse=KX7P2M&okt=3')).toEqual({ lang: 'nn', okt: 3 });
    for (const url of ['/nn/admin/tavle', '/nn/admin/tavle?okt=6', '/nn/admin/tavle?okt=2.5', '/nn/admin/tavle?okt=x']) expect(boardPageOf(route, url)).toEqual({ lang: 'nn', okt: 1 });
    expect(boardPageOf({ ...route, params: { part: 'fremdrift' } }, '/nn/admin/fremdrift?okt=2')).toBeNull();
    expect(boardPath('no', 'KX7P2M', 4)).toBe('/no/admin/tavle?klasse=KX7P2M&okt=4');
  });

  it('waits 5 s between fetches, and longer after each failure, up to a minute', () => {
    expect(boardDelay(0)).toBe(BOARD_POLL_MS);
    expect([1, 2, 3].map(boardDelay)).toEqual([5_000, 10_000, 20_000]);
    expect(boardDelay(20)).toBe(BOARD_MAX_RETRY_MS);
  });
});

describe('the board’s slides', () => {
  const content = contentIn('no');

  it('opens each session with its title, then its results, then its questions in the content’s order', () => {
    expect(slidesOf(1, content).map((s) => s.kind)).toEqual(['title', 'jobs', 'netPay', ...okter[0]!.activities.filter((a) => a.question).map(() => 'question')]);
    expect(slidesOf(3, content).slice(0, 2).map((s) => s.kind)).toEqual(['title', 'payment']);
    const quizSlides = slidesOf(4, content).slice(1);
    expect(quizSlides.map((s) => (s.kind === 'question' ? s.id : s.kind))).toEqual(quiz.questions.map((q) => q.id));
    expect(slidesOf(5, content).slice(0, 4).map((s) => s.kind)).toEqual(['title', 'insurance', 'accidents', 'knowledge']);
  });

  it('takes each session’s key idea and every option’s explanation from the content', () => {
    expect(content.okter[1]).toEqual({ okt: 2, title: okter[1]!.title, sectionTitle: okter[1]!.sectionTitle, idea: okter[1]!.activities[0]!.intro });
    // Økt 1 opens with the knowledge test; its idea is the first activity's after it.
    expect(content.okter[0]!.idea).toBe(okter[0]!.activities.find((a) => a.activity_code === 'O1A')!.intro);
    const first = content.questions.find((q) => q.id === quiz.questions[0]!.id)!;
    expect(first.okt).toBe(4);
    expect(first.options.map((o) => o.explanation)).toEqual(quiz.questions[0]!.options.map((o) => o.explanation));
  });
});

describe('the board machine', () => {
  it('fetches the class’s results and the content in the address’s language when it opens', async () => {
    const { board, spies } = startBoard('/nn/admin/tavle?klasse=KX7P2M&okt=2');
    expect(selectBoardView(board.getSnapshot()).status).toBe('loading');
    board.send({ type: 'board.open', classCode: 'KX7P2M' });
    await waitFor(board, (s) => selectBoardView(s).status === 'ready');
    expect(spies.fetchResults).toHaveBeenCalledExactlyOnceWith('KX7P2M');
    expect(spies.fetchContent).toHaveBeenCalledExactlyOnceWith('nn');
    expect(selectBoardView(board.getSnapshot())).toMatchObject({ classCode: 'KX7P2M', lang: 'nn', okt: 2, slide: 0, results: boardOf(3), stale: false });
  });

  it('moves through the session’s slides and stops at both ends', async () => {
    const { board } = startBoard('/no/admin/tavle?okt=3');
    board.send({ type: 'board.open', classCode: 'KX7P2M' });
    await waitFor(board, (s) => selectBoardView(s).status === 'ready');
    const count = selectBoardView(board.getSnapshot()).slides.length;
    board.send({ type: 'board.previous' });
    expect(board.getSnapshot().context.slide).toBe(0);
    for (let i = 0; i < count + 2; i++) board.send({ type: 'board.next' });
    expect(board.getSnapshot().context.slide).toBe(count - 1);
    board.send({ type: 'board.previous' });
    expect(board.getSnapshot().context.slide).toBe(count - 2);
  });

  it('goes to another session’s title, from the teacher or the address, and refetches the content only for another language', async () => {
    const { board, spies, go } = startBoard('/no/admin/tavle?okt=1');
    board.send({ type: 'board.open', classCode: 'KX7P2M' });
    await waitFor(board, (s) => selectBoardView(s).status === 'ready');
    board.send({ type: 'board.next' });
    board.send({ type: 'board.goto', okt: 4 });
    expect(board.getSnapshot().context).toMatchObject({ okt: 4, slide: 0 });
    board.send({ type: 'board.next' });
    // The same session again (an address shown once more) keeps the slide.
    board.send({ type: 'board.goto', okt: 4 });
    board.send({ type: 'board.goto', okt: 9 });
    expect(board.getSnapshot().context).toMatchObject({ okt: 4, slide: 1 });

    go('/no/admin/tavle?okt=5');
    expect(board.getSnapshot().context).toMatchObject({ okt: 5, slide: 0 });
    expect(spies.fetchContent).toHaveBeenCalledTimes(1);
    go('/nn/admin/tavle?okt=5');
    await waitFor(board, (s) => s.matches({ content: 'ready' }) && s.context.lang === 'nn');
    expect(spies.fetchContent).toHaveBeenLastCalledWith('nn');
    expect(spies.fetchResults).toHaveBeenCalledTimes(1);
  });

  describe('live', () => {
    beforeEach(() => vi.useFakeTimers());

    it('fetches the results again every 5 s while the page is in view, and stops while it is hidden', async () => {
      let answered = 2;
      const { board, spies } = startBoard('/no/admin/tavle?okt=1', async () => boardOf(answered));
      board.send({ type: 'board.open', classCode: 'KX7P2M' });
      await vi.advanceTimersByTimeAsync(0);
      expect(selectBoardView(board.getSnapshot()).results?.jobs).toEqual({ answered: 2, figures: null });

      answered = 3;
      await vi.advanceTimersByTimeAsync(BOARD_POLL_MS - 1);
      expect(spies.fetchResults).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(spies.fetchResults).toHaveBeenCalledTimes(2);
      expect(selectBoardView(board.getSnapshot()).results?.jobs.figures?.chosen).toEqual([{ id: 'sykepleier', count: 3 }]);

      board.send({ type: 'page.visibility', visible: false });
      await vi.advanceTimersByTimeAsync(BOARD_POLL_MS * 10);
      expect(spies.fetchResults).toHaveBeenCalledTimes(2);
      board.send({ type: 'page.visibility', visible: true });
      await vi.advanceTimersByTimeAsync(0);
      expect(spies.fetchResults).toHaveBeenCalledTimes(3);
    });

    it('keeps the last figures when a fetch fails, says so, and tries again, waiting longer each time', async () => {
      let fail = false;
      const { board, spies } = startBoard('/no/admin/tavle?okt=1', async () => {
        if (fail) throw Object.assign(new Error('down'), { status: 503, messageKey: 'txt_error_server_busy' });
        return boardOf(3);
      });
      board.send({ type: 'board.open', classCode: 'KX7P2M' });
      await vi.advanceTimersByTimeAsync(0);
      board.send({ type: 'board.next' });
      fail = true;
      await vi.advanceTimersByTimeAsync(BOARD_POLL_MS);
      expect(selectBoardView(board.getSnapshot())).toMatchObject({ status: 'ready', stale: true, results: boardOf(3), slide: 1 });
      await vi.advanceTimersByTimeAsync(BOARD_POLL_MS);
      expect(spies.fetchResults).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(2 * BOARD_POLL_MS - 1);
      expect(spies.fetchResults).toHaveBeenCalledTimes(3);
      fail = false;
      await vi.advanceTimersByTimeAsync(1);
      expect(spies.fetchResults).toHaveBeenCalledTimes(4);
      expect(selectBoardView(board.getSnapshot()).stale).toBe(false);
      expect(spies.reportAuthError).not.toHaveBeenCalled();
    });

    it('fetches nothing more once it is stopped (the board closed)', async () => {
      const { board, spies } = startBoard('/no/admin/tavle?okt=1');
      board.send({ type: 'board.open', classCode: 'KX7P2M' });
      await vi.advanceTimersByTimeAsync(0);
      running.splice(0).forEach((actor) => actor.stop());
      await vi.advanceTimersByTimeAsync(BOARD_POLL_MS * 5);
      expect(spies.fetchResults).toHaveBeenCalledTimes(1);
    });
  });

  it('shows a first fetch that failed as failed, and hands a refused token to the central handler without trying again', async () => {
    const refused = Object.assign(new Error('not your class'), { status: 403 });
    const { board, spies } = startBoard('/no/admin/tavle?okt=1', async () => {
      throw refused;
    });
    board.send({ type: 'board.open', classCode: 'KX7P2M' });
    await waitFor(board, (s) => s.matches({ results: 'refused' }));
    expect(selectBoardView(board.getSnapshot()).status).toBe('failed');
    expect(spies.reportAuthError).toHaveBeenCalledExactlyOnceWith(refused);
  });

  it('never shows one class’s figures under another', async () => {
    const answers: Record<string, (board: ClassBoard) => void> = {};
    const { board } = startBoard('/no/admin/tavle?okt=1', (code) => new Promise((resolve) => (answers[code] = resolve)));
    board.send({ type: 'board.open', classCode: 'KX7P2M' });
    answers.KX7P2M!(boardOf(3));
    await waitFor(board, (s) => s.context.results !== null);
    board.send({ type: 'board.open', classCode: 'QW3ERT' });
    expect(board.getSnapshot().context.results).toBeNull();
  });
});

describe('the board in the admin area', () => {
  /** The admin machine as the app machine runs it, with the board's fetches faked. */
  function startAdmin(url: string) {
    const fetchResults = vi.fn(async (_classCode: string) => boardOf(3));
    const admin = adminMachine.provide({
      actors: {
        classes: adminClassesMachine.provide({ actors: { listClasses: fromPromise(async () => [tenA, tenB]), listSchools: fromPromise(async (): Promise<School[]> => []) } }),
        board: boardMachine.provide({
          actors: {
            fetchResults: fromPromise(({ input }: { input: { classCode: string } }) => fetchResults(input.classCode)),
            fetchContent: fromPromise(async ({ input }: { input: { lang: Lang } }) => contentIn(input.lang)),
          },
        }),
      },
    });
    const parent = createMachine({
      invoke: [
        { src: routeMachine, id: 'route', systemId: 'route', input: { viewer: { isLoggedIn: true, canAdmin: true }, url } },
        { src: admin, id: 'admin', systemId: 'admin' },
      ],
    });
    const app = createActor(parent).start();
    running.push(app);
    const route = app.system.get('route') as ActorRefFrom<typeof routeMachine>;
    return { app, fetchResults, admin: app.system.get('admin') as ActorRefFrom<typeof adminMachine>, go: (to: string) => route.send({ type: 'url.change', url: to }) };
  }

  it('runs the board on «tavle» with the class the address names, passes on the page’s visibility, and stops it when the board closes', async () => {
    const { app, admin, fetchResults, go } = startAdmin(`/no/admin/tavle?klasse=${tenB.classCode}&okt=3`);
    const board = () => app.system.get('board') as ActorRefFrom<typeof boardMachine> | undefined;
    await vi.waitFor(() => expect(board()).toBeDefined());
    await waitFor(board()!, (s) => selectBoardView(s).status === 'ready');
    expect(fetchResults).toHaveBeenCalledExactlyOnceWith(tenB.classCode);
    expect(board()!.getSnapshot().context).toMatchObject({ classCode: tenB.classCode, okt: 3, lang: 'no' });

    admin.send({ type: 'page.visibility', visible: false });
    expect(board()!.getSnapshot().context.visible).toBe(false);
    admin.send({ type: 'page.visibility', visible: true });

    go(`/no/admin/fremdrift?klasse=${tenB.classCode}`);
    expect(board()).toBeUndefined();
  });
});
