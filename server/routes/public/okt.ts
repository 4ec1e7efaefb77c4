import { z } from 'zod';
import { LangSchema } from '../../../src/contracts/content';
import { OktContentAllData, OktListData } from '../../../src/contracts/okt';
import { sendCacheable } from '../../plugins/cache';
import { PUBLIC_CONTENT } from '../../plugins/routeAccess';
import { okData, type ZodApp } from '../responses';

const LangParams = z.object({ lang: LangSchema });

/** Session content (spec §7 get/okt-content-all and list/okt); access and completion are worked out in the browser. */
export default async function oktRoutes(app: ZodApp) {
  app.get(
    '/api/public/:lang/get/okt-content-all',
    { config: PUBLIC_CONTENT, schema: { params: LangParams, response: { 200: okData(OktContentAllData) } } },
    async (request, reply) => {
      const okter = app.content.okter[request.params.lang];
      const data = Object.fromEntries(okter.map((okt) => [String(okt.id), okt]));
      return sendCacheable(request, reply, { success: true as const, data }, 300, okter);
    },
  );

  app.get('/api/public/:lang/list/okt', { config: PUBLIC_CONTENT, schema: { params: LangParams, response: { 200: okData(OktListData) } } }, async (request, reply) => {
    const okter = app.content.okter[request.params.lang];
    const data = okter.map(({ id, title, sectionTitle, color }) => ({ id, title, sectionTitle, color }));
    return sendCacheable(request, reply, { success: true as const, data }, 300, okter);
  });
}
