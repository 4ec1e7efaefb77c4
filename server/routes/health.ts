import { sql } from 'kysely';
import { z } from 'zod';
import { PUBLIC_CONTENT } from '../plugins/routeAccess';
import type { ZodApp } from './responses';

/** For the load balancer: 200 only when the database answers. */
export default async function healthRoutes(app: ZodApp) {
  app.get(
    '/api/health',
    { config: PUBLIC_CONTENT, schema: { response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable' as const });
      }
    },
  );
}
