import { assign, fromPromise, setup } from 'xstate';
import type { Faq, Fylke, Page } from '../src/contracts/content';
import type { BudgetCategoryInfo, BudgetReference, UnexpectedExpense } from '../src/contracts/budget';
import type { CreditItem, CreditTerms, DebtContent, PocketExpense } from '../src/contracts/credit';
import type { Industry, Job, TaxRules } from '../src/contracts/curriculum';
import type { Session5Content } from '../src/contracts/insurance';
import type { KnowledgeTest } from '../src/contracts/knowledgeTest';
import type { Quiz } from '../src/contracts/quiz';
import type { Lang } from '../src/contracts/lang';
import { providedAtRoot } from './providedAtRoot';
import { messageKeyOf } from './requestFailure';

export type ContentRequest =
  | { kind: 'page'; lang: Lang; slug: string }
  | { kind: 'faq'; lang: Lang }
  | { kind: 'fylker' }
  | { kind: 'industries'; lang: Lang }
  | { kind: 'jobs'; lang: Lang; industryId: string }
  | { kind: 'tax' }
  | { kind: 'budget' | 'unexpectedExpenses' | 'creditItems' | 'credit' | 'debt' | 'pocketExpenses' | 'quiz' | 'insurance' | 'summary' | 'knowledgeTest'; lang: Lang };

/** What the O5D summary shows the pupil's whole story with. */
export interface SummaryContent {
  /** O1C's answer is an industry id: its title is printed in the PDF. */
  industries: Industry[];
  tax: TaxRules;
  reference: BudgetReference;
  terms: CreditTerms;
  pocketExpenses: PocketExpense[];
  quiz: Quiz;
  insurance: Session5Content;
  /** Shows the pupil's before and after once the second test is done. */
  knowledgeTest?: KnowledgeTest;
}

export type ContentDocument =
  | { kind: 'page'; page: Page }
  | { kind: 'faq'; faq: Faq }
  | { kind: 'fylker'; fylker: Fylke[] }
  | { kind: 'industries'; industries: Industry[] }
  | { kind: 'jobs'; jobs: Job[] }
  | { kind: 'tax'; tax: TaxRules }
  /** The budget activities need the tax rules too: income is the net pay of the chosen job. */
  | { kind: 'budget'; tax: TaxRules; reference: BudgetReference }
  | { kind: 'unexpectedExpenses'; expenses: UnexpectedExpense[] }
  | { kind: 'creditItems'; items: CreditItem[] }
  | { kind: 'credit'; terms: CreditTerms; categories?: BudgetCategoryInfo[] }
  | { kind: 'debt'; debt: DebtContent }
  | { kind: 'pocketExpenses'; expenses: PocketExpense[] }
  | { kind: 'quiz'; quiz: Quiz }
  | { kind: 'insurance'; insurance: Session5Content; categories?: BudgetCategoryInfo[] }
  | ({ kind: 'summary' } & SummaryContent)
  | { kind: 'knowledgeTest'; test: KnowledgeTest };

export interface ContentPageContext {
  request: ContentRequest | null;
  document: ContentDocument | null;
  errorKey: string | null;
}

export type ContentPageEvent = { type: 'route.content'; request: ContentRequest } | { type: 'content.retry' };

const sameRequest = (a: ContentRequest | null, b: ContentRequest) => JSON.stringify(a) === JSON.stringify(b);

/** Loads one piece of content (a page, the FAQ, what an activity builds on); a missing document and a failed fetch differ. */
export const contentPageMachine = setup({
  types: {
    context: {} as ContentPageContext,
    events: {} as ContentPageEvent,
  },
  actors: {
    fetchContent: fromPromise<ContentDocument, ContentRequest>(providedAtRoot),
  },
  guards: {
    isNewRequest: ({ context, event }) => event.type === 'route.content' && !sameRequest(context.request, event.request),
    isNotFound: ({ event }) => (event as { error?: { status?: number } }).error?.status === 404,
  },
}).createMachine({
  id: 'contentPage',
  context: { request: null, document: null, errorKey: null },
  initial: 'idle',
  on: {
    'route.content': {
      guard: 'isNewRequest',
      target: '.loading',
      actions: assign({ request: ({ event }) => event.request, document: null }),
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'fetchContent',
        input: ({ context }) => context.request!,
        onDone: { target: 'loaded', actions: assign({ document: ({ event }) => event.output, errorKey: null }) },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          { target: 'failed', actions: assign({ errorKey: ({ event }) => messageKeyOf(event.error) }) },
        ],
      },
    },
    loaded: {},
    notFound: {},
    failed: {
      on: { 'content.retry': 'loading' },
    },
  },
});
