import { z } from 'zod';
import { FylkeSchema } from '../../../src/contracts/content';
import { sendCacheable } from '../../plugins/cache';
import { PUBLIC_CONTENT } from '../../plugins/routeAccess';
import type { ZodApp } from '../responses';

/** The 15 counties of 2024 with their official numbers, for teacher registration. */
export default async function fylkeRoutes(app: ZodApp) {
  app.get(
    '/api/public/list/fylke',
    { config: PUBLIC_CONTENT, schema: { response: { 200: z.object({ success: z.literal(true), data: z.array(FylkeSchema) }) } } },
    async (request, reply) => sendCacheable(request, reply, { success: true as const, data: app.content.fylker }, 300, app.content.fylker),
  );
}
