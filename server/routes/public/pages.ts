import { z } from 'zod';
import { FaqSchema, LangSchema, PageSchema, SlugSchema } from '../../../src/contracts/content';
import { sendCacheable } from '../../plugins/cache';
import { sendFailure } from '../../plugins/errors';
import { PUBLIC_CONTENT } from '../../plugins/routeAccess';
import type { ZodApp } from '../responses';

/** Content pages (/side, /melding, /cookies) and the FAQ, per language. */
export default async function pageRoutes(app: ZodApp) {
  app.get(
    '/api/public/:lang/get/page/:slug',
    {
      config: PUBLIC_CONTENT,
      schema: {
        params: z.object({ lang: LangSchema, slug: SlugSchema }),
        response: { 200: z.object({ success: z.literal(true), data: PageSchema }) },
      },
    },
    async (request, reply) => {
      const { lang, slug } = request.params;
      const page = app.content.pages[lang].get(slug);
      if (!page) return sendFailure(reply, 404, { error: 'NotFound', messageKey: 'txt_error_page_not_found', field: 'slug' });
      return sendCacheable(request, reply, { success: true as const, data: page }, 300, page);
    },
  );

  app.get(
    '/api/public/:lang/get/faq',
    {
      config: PUBLIC_CONTENT,
      schema: {
        params: z.object({ lang: LangSchema }),
        response: { 200: z.object({ success: z.literal(true), data: FaqSchema }) },
      },
    },
    async (request, reply) => sendCacheable(request, reply, { success: true as const, data: app.content.faq[request.params.lang] }, 300, app.content.faq[request.params.lang]),
  );
}
