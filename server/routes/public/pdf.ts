import { z } from 'zod';
import { LangSchema } from '../../../src/contracts/content';
import { PdfButtonStatusSchema, PdfContentSchema } from '../../../src/contracts/pdf';
import { sendCacheable } from '../../plugins/cache';
import { PUBLIC_CONTENT } from '../../plugins/routeAccess';
import { okData, type ZodApp } from '../responses';

const LangParams = z.object({ lang: LangSchema });

/**
 * The PDF summary: whether the button may show (PDF_ENABLED), and the PDF's fixed texts per
 * language. The PDF itself is built in the browser. Registered before the curriculum routes, so
 * `get/pdf-content` is answered here and not as a custom post without an id.
 */
export default async function pdfRoutes(app: ZodApp) {
  app.get(
    '/api/public/:lang/pdf-button-status',
    { config: PUBLIC_CONTENT, schema: { params: LangParams, response: { 200: okData(PdfButtonStatusSchema) } } },
    async (_request, reply) => {
      // A switch an operator flips: never cached, so turning it off takes effect at once.
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
