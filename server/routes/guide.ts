import { z } from 'zod';
import { GuideSchema } from '../../src/contracts/guide';
import { LangSchema } from '../../src/contracts/content';
import { okData, type ZodApp } from './responses';
import { noStore, TEACHER_FAILURES } from './teacherClass';

/** GET /api/guide/{lang}: teachers only, since its answer key gives away every right answer. */
export default async function guideRoutes(app: ZodApp) {
  app.get(
    '/api/guide/:lang',
    {
      config: { access: 'teacher', reach: [{ kind: 'content' }] },
      schema: { params: z.object({ lang: LangSchema }), response: { 200: okData(GuideSchema), ...TEACHER_FAILURES } },
    },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: app.content.guide[request.params.lang] };
    },
  );
}
