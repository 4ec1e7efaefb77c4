import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LangSchema, SlugSchema } from '../../../src/contracts/content';
import {
  CURRICULUM_POST_TYPES,
  IndustryPostsSchema,
  IndustrySchema,
  JobPostsSchema,
  JobSchema,
  MULTISELECT_ALL,
  TaxRulesSchema,
} from '../../../src/contracts/curriculum';
import { sendCacheable } from '../../plugins/cache';
import { sendFailure } from '../../plugins/errors';
import { okData } from '../responses';

const NOT_FOUND = { error: 'NotFound', messageKey: 'txt_error_not_found' } as const;
/** Spec §5: "Getting a custom post without an id gives 'No ID provided.'" */
const NO_ID = { error: 'No ID provided.', messageKey: 'txt_error_no_id' } as const;

/**
 * Session 1 content (spec §7): the multiselect lists of industries and jobs, a single industry or job as a
 * custom post, and the tax rules for net pay. Static routes such as get/page/:slug and get/faq win over the
 * parameters here, so these only answer what no other route claims.
 */
export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/:lang/get/multiselect/:a/:b',
    {
      schema: {
        params: z.object({ lang: LangSchema, a: SlugSchema, b: SlugSchema }),
        response: { 200: z.union([IndustryPostsSchema, JobPostsSchema]) },
      },
    },
    async (request, reply) => {
      const { lang, a, b } = request.params;
      const { industries, jobs } = app.content.okt1[lang];
      if (a === CURRICULUM_POST_TYPES.industry && b === MULTISELECT_ALL) {
        return sendCacheable(request, reply, { success: true as const, posts: industries });
      }
      if (a === CURRICULUM_POST_TYPES.job && industries.some((industry) => industry.id === b)) {
        return sendCacheable(request, reply, { success: true as const, posts: jobs.filter((job) => job.industryId === b) });
      }
      return sendFailure(reply, 404, NOT_FOUND);
    },
  );

  app.get(
    '/api/public/:lang/get/:type/:id',
    {
      schema: {
        params: z.object({ lang: LangSchema, type: SlugSchema, id: SlugSchema }),
        response: { 200: okData(z.union([JobSchema, IndustrySchema])) },
      },
    },
    async (request, reply) => {
      const { lang, type, id } = request.params;
      const { industries, jobs } = app.content.okt1[lang];
      const post =
        type === CURRICULUM_POST_TYPES.job
          ? jobs.find((job) => job.id === id)
          : type === CURRICULUM_POST_TYPES.industry
            ? industries.find((industry) => industry.id === id)
            : undefined;
      if (!post) return sendFailure(reply, 404, NOT_FOUND);
      return sendCacheable(request, reply, { success: true as const, data: post });
    },
  );

  // `get/jobb/` and `get/jobb` (the trailing slash is ignored): a custom post asked for without its id.
  app.get('/api/public/:lang/get/:type', { schema: { params: z.object({ lang: LangSchema, type: SlugSchema }) } }, async (_request, reply) =>
    sendFailure(reply, 400, NO_ID),
  );

  app.get(
    '/api/public/tax/:year',
    { schema: { params: z.object({ year: z.string().regex(/^\d{4}$/) }), response: { 200: okData(TaxRulesSchema) } } },
    async (request, reply) => {
      if (Number(request.params.year) !== app.content.tax.year) return sendFailure(reply, 404, NOT_FOUND);
      return sendCacheable(request, reply, { success: true as const, data: app.content.tax });
    },
  );
};
