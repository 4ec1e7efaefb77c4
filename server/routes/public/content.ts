import { z } from 'zod';
import { FaqSchema, FylkeSchema, LangSchema, PageSchema, SlugSchema } from '../../../src/contracts/content';
import { OktContentAllData, OktListData } from '../../../src/contracts/okt';
import { PdfButtonStatusSchema, PdfContentSchema } from '../../../src/contracts/pdf';
import { sendContent } from '../../plugins/cache';
import { sendFailure } from '../../plugins/errors';
import { PUBLIC_CONTENT } from '../../plugins/routeAccess';
import { okData, type ZodApp } from '../responses';

const LangParams = z.object({ lang: LangSchema });
const inLang = (response: z.ZodType) => ({ config: PUBLIC_CONTENT, schema: { params: LangParams, response: { 200: okData(response) } } });

/**
 * The public content a page shows, per language: the sessions (spec §7 get/okt-content-all and list/okt; access and
 * completion are worked out in the browser), the content pages (/side, /melding, /cookies) and the FAQ, the PDF
 * summary's switch and texts, and the counties for teacher registration.
 */
export default async function contentRoutes(app: ZodApp) {
  app.get('/api/public/:lang/get/okt-content-all', inLang(OktContentAllData), async (request, reply) => {
    const okter = app.content.okter[request.params.lang];
    return sendContent(request, reply, Object.fromEntries(okter.map((okt) => [String(okt.id), okt])), okter);
  });

  app.get('/api/public/:lang/list/okt', inLang(OktListData), async (request, reply) => {
    const okter = app.content.okter[request.params.lang];
    return sendContent(request, reply, okter.map(({ id, title, sectionTitle, color }) => ({ id, title, sectionTitle, color })), okter);
  });

  app.get(
    '/api/public/:lang/get/page/:slug',
    { config: PUBLIC_CONTENT, schema: { params: z.object({ lang: LangSchema, slug: SlugSchema }), response: { 200: okData(PageSchema) } } },
    async (request, reply) => {
      const page = app.content.pages[request.params.lang].get(request.params.slug);
      if (!page) return sendFailure(reply, 404, { error: 'NotFound', messageKey: 'txt_error_page_not_found', field: 'slug' });
      return sendContent(request, reply, page);
    },
  );

  app.get('/api/public/:lang/get/faq', inLang(FaqSchema), async (request, reply) => sendContent(request, reply, app.content.faq[request.params.lang]));

  // get/pdf-content is static, so the curriculum routes never see it.
  app.get('/api/public/:lang/get/pdf-content', inLang(PdfContentSchema), async (request, reply) => sendContent(request, reply, app.content.pdf[request.params.lang]));

  app.get('/api/public/:lang/pdf-button-status', inLang(PdfButtonStatusSchema), async (_request, reply) => {
    // Never cached, so an operator turning it off takes effect at once.
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: { enabled: app.config.pdfEnabled } };
  });

  // The 15 counties of 2024 with their official numbers.
  app.get('/api/public/list/fylke', { config: PUBLIC_CONTENT, schema: { response: { 200: okData(z.array(FylkeSchema)) } } }, async (request, reply) =>
    sendContent(request, reply, app.content.fylker),
  );
}
