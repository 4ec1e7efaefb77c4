import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { BudgetCategoryInfo, UnexpectedExpense } from '../src/contracts/budget';
import type { ClassBoard } from '../src/contracts/classResults';
import type { Job } from '../src/contracts/curriculum';
import type { Session5Content } from '../src/contracts/insurance';
import type { Lang } from '../src/contracts/lang';
import type { OktContent } from '../src/contracts/okt';
import type { Quiz } from '../src/contracts/quiz';
import type { RouteMatch } from '../src/contracts/routeTable';
import { queryOf } from '../src/contracts/routing';
import { followRoute } from './adminRoute';
import { providedAtRoot } from './providedAtRoot';
import { isAuthFailure, messageKeyOf, reportAuthError, reportAuthErrorPlaceholder } from './requestFailure';

export const BOARD_PART = 'tavle';

/** The sessions, 1 to 5 (spec §9); a constant here, so the machine carries no schema library. */
const SESSIONS = 5;

export const BOARD_POLL_MS = 5_000;
/** After a failed fetch the wait doubles (5 s, 10 s, 20 s …) up to this. */
export const BOARD_MAX_RETRY_MS = 60_000;
export const boardDelay = (failures: number) => (failures === 0 ? BOARD_POLL_MS : Math.min(BOARD_POLL_MS * 2 ** (failures - 1), BOARD_MAX_RETRY_MS));

/** The session an address of the board names (`?okt=3`), session 1 for anything else, and its language. */
export function boardPageOf(route: RouteMatch | null, url: string): { lang: Lang; okt: number } | null {
  if (route?.name !== 'admin' || route.params.part !== BOARD_PART) return null;
  const okt = Number(queryOf(url).get('okt'));
  return { lang: route.lang, okt: Number.isInteger(okt) && okt >= 1 && okt <= SESSIONS ? okt : 1 };
}

export const boardPath = (lang: string, classCode: string, okt = 1) => `/${lang}/admin/${BOARD_PART}?klasse=${encodeURIComponent(classCode)}&okt=${okt}`;

/** One quiz or check question as the board explains it: every option with the content's explanation. */
export interface BoardQuestionContent {
  okt: number;
  activity: string;
  id: string;
  text: string;
  options: { id: string; text: string; correct: boolean; explanation: string }[];
}

/** The content the board names and explains the class's results with, in the board's language. */
export interface BoardContent {
  /** Per session its title, its heading and its key idea: the intro of its first activity (not the knowledge test). */
  okter: { okt: number; title: string; sectionTitle: string; idea: string }[];
  names: { jobs: Record<string, string>; lines: Record<string, string>; expenses: Record<string, string>; products: Record<string, string>; scenarios: Record<string, string> };
  questions: BoardQuestionContent[];
}

export interface BoardSources {
  okter: readonly OktContent[];
  jobs: readonly Job[];
  categories: readonly BudgetCategoryInfo[];
  expenses: readonly UnexpectedExpense[];
  insurance: Session5Content;
  quiz: Quiz;
}

/** The knowledge test before and after the course (O1T, O5T) opens a session without being its idea. */
const isKnowledgeTest = (component: string) => component.startsWith('knowledge-');

const namesOf = (items: readonly { id: string; title: string }[]) => Object.fromEntries(items.map((item) => [item.id, item.title]));

/** The board's content from the session content: the quiz stands where its activity (component `quiz`) stands. */
export function boardContentOf({ okter, jobs, categories, expenses, insurance, quiz }: BoardSources): BoardContent {
  return {
    okter: okter.map((okt) => ({ okt: okt.id, title: okt.title, sectionTitle: okt.sectionTitle, idea: okt.activities.find((a) => !isKnowledgeTest(a.component))?.intro ?? '' })),
    names: { jobs: namesOf(jobs), lines: namesOf(categories), expenses: namesOf(expenses), products: namesOf(insurance.products), scenarios: namesOf(insurance.scenarios) },
    questions: okter.flatMap((okt) =>
      okt.activities.flatMap((activity): BoardQuestionContent[] => {
        if (activity.component === 'quiz') return quiz.questions.map((q) => ({ okt: okt.id, activity: activity.activity_code, id: q.id, text: q.text, options: q.options }));
        const q = activity.question;
        return q ? [{ okt: okt.id, activity: activity.activity_code, id: q.id, text: q.text, options: q.options }] : [];
      }),
    ),
  };
}

export type BoardSlide =
  | { kind: 'title' }
  | { kind: 'jobs' | 'netPay' | 'budget' | 'expenses' | 'paidBy' | 'payment' | 'insurance' | 'accidents' | 'knowledge' }
  | { kind: 'question'; activity: string; id: string };

const RESULT_SLIDES: Record<number, BoardSlide[]> = {
  1: [{ kind: 'jobs' }, { kind: 'netPay' }],
  2: [{ kind: 'budget' }, { kind: 'expenses' }, { kind: 'paidBy' }],
  3: [{ kind: 'payment' }],
  4: [],
  // After the accidents, the knowledge test taken before session 1 and again now: what the class learnt.
  5: [{ kind: 'insurance' }, { kind: 'accidents' }, { kind: 'knowledge' }],
};

/** A session's slides: title, results, then questions in the content's order, so a slide stays put as answers come in. */
export function slidesOf(okt: number, content: BoardContent | null): BoardSlide[] {
  const questions = (content?.questions ?? []).filter((q) => q.okt === okt).map((q): BoardSlide => ({ kind: 'question', activity: q.activity, id: q.id }));
  return [{ kind: 'title' }, ...(RESULT_SLIDES[okt] ?? []), ...questions];
}

export interface BoardContext {
  classCode: string | null;
  lang: Lang | null;
  okt: number;
  slide: number;
  /** The class's last results; kept on screen while they are fetched again, and when a fetch fails. */
  results: ClassBoard | null;
  content: BoardContent | null;
  /** Why the last results fetch failed (older figures stay shown); null after a success. */
  resultsErrorKey: string | null;
  contentErrorKey: string | null;
  failures: number;
  visible: boolean;
}

export type BoardEvent =
  | { type: 'board.open'; classCode: string }
  /** Another session, from the board's address (with its language) or the teacher. */
  | { type: 'board.goto'; okt: number; lang?: Lang }
  | { type: 'board.next' }
  | { type: 'board.previous' }
  | { type: 'board.retry' }
  /** Raised by `board.goto` with another language than the content's. */
  | { type: 'board.language'; lang: Lang }
  | { type: 'page.visibility'; visible: boolean };

const slideCount = (context: BoardContext) => slidesOf(context.okt, context.content).length;

/** /{lang}/admin/tavle?klasse={code}&okt={n}: the class's results on the board, fetched every 5 s while in view. */
export const boardMachine = setup({
  types: { context: {} as BoardContext, events: {} as BoardEvent },
  actors: {
    route: followRoute(boardPageOf, (page) => ({ type: 'board.goto', ...page })),
    fetchResults: fromPromise<ClassBoard, { classCode: string }>(providedAtRoot),
    fetchContent: fromPromise<BoardContent, { lang: Lang }>(providedAtRoot),
  },
  actions: {
    reportAuthError: reportAuthErrorPlaceholder,
  },
  delays: {
    next: ({ context }) => boardDelay(context.failures),
  },
  guards: {
    isAuthFailure,
    isVisible: ({ context }) => context.visible,
    becameVisible: ({ context, event }) => event.type === 'page.visibility' && event.visible && !context.visible,
    isOtherLanguage: ({ context, event }) => event.type === 'board.goto' && event.lang !== undefined && event.lang !== context.lang,
    isOtherSession: ({ context, event }) => event.type === 'board.goto' && Number.isInteger(event.okt) && event.okt >= 1 && event.okt <= SESSIONS && event.okt !== context.okt,
    hasNext: ({ context }) => context.slide < slideCount(context) - 1,
    hasPrevious: ({ context }) => context.slide > 0,
  },
}).createMachine({
  id: 'board',
  context: { classCode: null, lang: null, okt: 1, slide: 0, results: null, content: null, resultsErrorKey: null, contentErrorKey: null, failures: 0, visible: true },
  invoke: { src: 'route' },
  type: 'parallel',
  on: {
    'board.goto': {
      actions: enqueueActions(({ check, enqueue, event }) => {
        if (check('isOtherSession')) enqueue.assign({ okt: event.okt, slide: 0 });
        if (check('isOtherLanguage')) enqueue.raise({ type: 'board.language', lang: event.lang! });
      }),
    },
    'board.next': { guard: 'hasNext', actions: assign({ slide: ({ context }) => context.slide + 1 }) },
    'board.previous': { guard: 'hasPrevious', actions: assign({ slide: ({ context }) => context.slide - 1 }) },
    'page.visibility': { actions: assign({ visible: ({ event }) => event.visible }) },
  },
  states: {
    content: {
      initial: 'idle',
      on: {
        'board.language': { target: '.loading', actions: assign({ lang: ({ event }) => event.lang, contentErrorKey: null }) },
      },
      states: {
        idle: {},
        loading: {
          invoke: {
            src: 'fetchContent',
            input: ({ context }) => ({ lang: context.lang! }),
            onDone: {
              target: 'ready',
              // The slide shown stays within the session's slides as the content in another language names them.
              actions: assign(({ context, event }) => ({ content: event.output, slide: Math.min(context.slide, slidesOf(context.okt, event.output).length - 1) })),
            },
            onError: [
              { guard: 'isAuthFailure', target: 'failed', actions: reportAuthError },
              { target: 'failed', actions: assign({ contentErrorKey: ({ event }) => messageKeyOf(event.error) }) },
            ],
          },
        },
        ready: {},
        failed: { on: { 'board.retry': { target: 'loading', actions: assign({ contentErrorKey: null }) } } },
      },
    },
    results: {
      initial: 'idle',
      on: {
        'board.open': {
          target: '.loading',
          // Another class's figures are never shown under this one.
          actions: assign(({ context, event }) => ({ classCode: event.classCode, results: context.classCode === event.classCode ? context.results : null, resultsErrorKey: null, failures: 0 })),
        },
      },
      states: {
        idle: {},
        loading: {
          invoke: {
            src: 'fetchResults',
            input: ({ context }) => ({ classCode: context.classCode! }),
            onDone: { target: 'waiting', actions: assign({ results: ({ event }) => event.output, resultsErrorKey: null, failures: 0 }) },
            onError: [
              // A refused token leaves the admin area: nothing is tried again by itself.
              { guard: 'isAuthFailure', target: 'refused', actions: reportAuthError },
              { target: 'waiting', actions: assign({ resultsErrorKey: ({ event }) => messageKeyOf(event.error), failures: ({ context }) => context.failures + 1 }) },
            ],
          },
        },
        waiting: {
          // Live while the board is in view; a hidden page waits, and coming back into view fetches at once.
          after: { next: { guard: 'isVisible', target: 'loading' } },
          on: {
            'page.visibility': { guard: 'becameVisible', target: 'loading', actions: assign({ visible: true }) },
            'board.retry': { target: 'loading' },
          },
        },
        refused: { on: { 'board.retry': 'loading' } },
      },
    },
  },
});

/** What the board's screen shows. `stale`: the last fetch failed, so the figures are older; the board goes on trying. */
export function selectBoardView(s: SnapshotFrom<typeof boardMachine>) {
  const { context } = s;
  const contentFailed = s.matches({ content: 'failed' });
  const resultsFailed = context.results === null && (context.resultsErrorKey !== null || s.matches({ results: 'refused' }));
  const status = contentFailed || resultsFailed ? 'failed' : context.content && context.results ? 'ready' : 'loading';
  const { classCode, lang, okt, slide, results, content } = context;
  return {
    status: status as 'loading' | 'ready' | 'failed',
    classCode,
    lang,
    okt,
    slides: slidesOf(okt, content),
    slide,
    results,
    content,
    stale: results !== null && context.resultsErrorKey !== null,
    errorKey: context.contentErrorKey ?? context.resultsErrorKey,
  };
}
export type BoardView = ReturnType<typeof selectBoardView>;
