import { z } from 'zod';
import { LangSchema } from '../../../src/contracts/content';
import { PdfButtonStatusSchema, PdfContentSchema } from '../../../src/contracts/pdf';
import { sendCacheable } from '../../plugins/cache';
import { PUBLIC_CONTENT } from '../../plugins/routeAccess';
import { okData, type ZodApp } from '../responses';

const LangParams = z.object({ lang: LangSchema });

/** The PDF summary's switch and texts (built in the browser); get/pdf-content is static, so the curriculum routes never see it. */
export default async function pdfRoutes(app: ZodApp) {
  app.get(
    '/api/public/:lang/pdf-button-status',
    { config: PUBLIC_CONTENT, schema: { params: LangParams, response: { 200: okData(PdfButtonStatusSchema) } } },
    async (_request, reply) => {
      // Never cached, so an operator turning it off takes effect at once.
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { enabled: app.config.pdfEnabled } };
    },
  );

  app.get(
    '/api/public/:lang/get/pdf-content',
    { config: PUBLIC_CONTENT, schema: { params: LangParams, response: { 200: okData(PdfContentSchema) } } },
    async (request, reply) => sendCacheable(request, reply, { success: true as const, data: app.content.pdf[request.params.lang] }, 300, app.content.pdf[request.params.lang]),
  );
}
