import { z } from 'zod';
import { BudgetReferenceSchema, UnexpectedExpenseSchema } from '../../../src/contracts/budget';
import { LangSchema, SlugSchema } from '../../../src/contracts/content';
import { CreditItemSchema, CreditTermsSchema, DebtContentSchema, PocketExpenseSchema } from '../../../src/contracts/credit';
import { CURRICULUM_POST_TYPES, IndustrySchema, JobSchema, MULTISELECT_ALL, TaxRulesSchema } from '../../../src/contracts/curriculum';
import { Session5ContentSchema } from '../../../src/contracts/insurance';
import type { Lang } from '../../../src/contracts/lang';
import { KnowledgeTestSchema } from '../../../src/contracts/knowledgeTest';
import { QuizSchema } from '../../../src/contracts/quiz';
import { norwegianYear, taxRulesFor } from '../../content/contentYear';
import type { Content } from '../../content/loadContent';
import { sendCacheable, sendContent } from '../../plugins/cache';
import { sendFailure } from '../../plugins/errors';
import { PUBLIC_CONTENT } from '../../plugins/routeAccess';
import { NOT_FOUND, okData, type ZodApp } from '../responses';

/** `tax/current`: the income year the server's clock is in, so a new year needs no new client. */
const CURRENT_TAX_YEAR = 'current';
/** Spec §5: "Getting a custom post without an id gives 'No ID provided.'" */
const NO_ID = { error: 'No ID provided.', messageKey: 'txt_error_no_id' } as const;

/** `get/multiselect/{a}/{b}`: the choices of an activity, by list name and filter (spec §3 "posts"). */
function multiselect(content: Content, lang: Lang, a: string, b: string): unknown[] | undefined {
  const { industries, jobs } = content.okt1[lang];
  if (a === CURRICULUM_POST_TYPES.industry && b === MULTISELECT_ALL) return industries;
  if (a === CURRICULUM_POST_TYPES.job && industries.some((industry) => industry.id === b)) return jobs.filter((job) => job.industryId === b);
  if (a === CURRICULUM_POST_TYPES.creditItem && b === MULTISELECT_ALL) return content.okt3[lang].items;
  if (a === CURRICULUM_POST_TYPES.pocketExpense && b === MULTISELECT_ALL) return content.okt3[lang].pocketExpenses;
  return undefined;
}

/** `get/{type}/{id}`: one item, or a session's whole set of figures under the id `alle` (or the quiz by session). */
function customPost(content: Content, lang: Lang, type: string, id: string): unknown {
  const byId = <T extends { id: string }>(items: readonly T[]) => items.find((item) => item.id === id);
  switch (type) {
    case CURRICULUM_POST_TYPES.industry:
      return byId(content.okt1[lang].industries);
    case CURRICULUM_POST_TYPES.job:
      return byId(content.okt1[lang].jobs);
    case CURRICULUM_POST_TYPES.unexpectedExpense:
      return byId(content.okt2[lang].unexpectedExpenses);
    case CURRICULUM_POST_TYPES.creditItem:
      return byId(content.okt3[lang].items);
    case CURRICULUM_POST_TYPES.budget: {
      const { categories, rent } = content.okt2[lang];
      return id === MULTISELECT_ALL ? { categories, rent } : undefined;
    }
    case CURRICULUM_POST_TYPES.credit: {
      const { offers, savings } = content.okt3[lang];
      return id === MULTISELECT_ALL ? { offers, savings } : undefined;
    }
    case CURRICULUM_POST_TYPES.debt:
      return id === MULTISELECT_ALL ? content.okt3[lang].debt : undefined;
    case CURRICULUM_POST_TYPES.quiz:
      return id === 'okt4' ? content.okt4[lang] : undefined;
    case CURRICULUM_POST_TYPES.insurance:
      return id === MULTISELECT_ALL ? content.okt5[lang] : undefined;
    case CURRICULUM_POST_TYPES.knowledgeTest:
      return id === MULTISELECT_ALL ? content.knowledgeTest[lang] : undefined;
    default:
      return undefined;
  }
}

const Posts = z.object({
  success: z.literal(true),
  posts: z.union([z.array(IndustrySchema), z.array(JobSchema), z.array(CreditItemSchema), z.array(PocketExpenseSchema), z.array(UnexpectedExpenseSchema)]),
});
const Post = okData(z.union([JobSchema, IndustrySchema, UnexpectedExpenseSchema, CreditItemSchema, BudgetReferenceSchema, CreditTermsSchema, DebtContentSchema, QuizSchema, Session5ContentSchema, KnowledgeTestSchema]));

/** The curriculum's content (spec §7); static routes such as get/page/:slug win over the parameters here. */
export default async function curriculumRoutes(app: ZodApp) {
  app.get(
    '/api/public/:lang/get/multiselect/:a/:b',
    { config: PUBLIC_CONTENT, schema: { params: z.object({ lang: LangSchema, a: SlugSchema, b: SlugSchema }), response: { 200: Posts } } },
    async (request, reply) => {
      const { lang, a, b } = request.params;
      const posts = multiselect(app.content, lang, a, b);
      if (!posts) return sendFailure(reply, 404, NOT_FOUND);
      return sendCacheable(request, reply, { success: true as const, posts } as z.infer<typeof Posts>);
    },
  );

  // The whole list; the O2C activity draws one for the pupil.
  app.get(
    '/api/public/:lang/get/unexpected-expense',
    { config: PUBLIC_CONTENT, schema: { params: z.object({ lang: LangSchema }), response: { 200: z.object({ success: z.literal(true), posts: z.array(UnexpectedExpenseSchema) }) } } },
    async (request, reply) => sendCacheable(request, reply, { success: true as const, posts: app.content.okt2[request.params.lang].unexpectedExpenses }, 300, app.content.okt2[request.params.lang].unexpectedExpenses),
  );

  app.get(
    '/api/public/:lang/get/:type/:id',
    { config: PUBLIC_CONTENT, schema: { params: z.object({ lang: LangSchema, type: SlugSchema, id: SlugSchema }), response: { 200: Post } } },
    async (request, reply) => {
      const { lang, type, id } = request.params;
      const post = customPost(app.content, lang, type, id);
      if (!post) return sendFailure(reply, 404, NOT_FOUND);
      return sendContent(request, reply, post as object);
    },
  );

  // `get/jobb/` and `get/jobb` (the trailing slash is ignored): a custom post asked for without its id.
  app.get('/api/public/:lang/get/:type', { config: PUBLIC_CONTENT, schema: { params: z.object({ lang: LangSchema, type: SlugSchema }) } }, async (_request, reply) =>
    sendFailure(reply, 400, NO_ID),
  );

  // `current` falls back to the newest file before the year while it has none; a year in digits is that file only.
  app.get(
    '/api/public/tax/:year',
    { config: PUBLIC_CONTENT, schema: { params: z.object({ year: z.union([z.literal(CURRENT_TAX_YEAR), z.string().regex(/^\d{4}$/)]) }), response: { 200: okData(TaxRulesSchema) } } },
    async (request, reply) => {
      const { year } = request.params;
      const { taxYears } = app.content;
      const tax = year === CURRENT_TAX_YEAR ? taxRulesFor(taxYears, norwegianYear(app.now())) : taxYears.find((rules) => rules.year === Number(year));
      if (!tax) return sendFailure(reply, 404, NOT_FOUND);
      return sendContent(request, reply, tax);
    },
  );
}
