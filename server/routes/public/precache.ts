import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCacheable } from '../../plugins/cache';

/** The build's files the service worker stores when it installs, for this server's profile (server/build/precacheList.ts). */
export const precacheRoutes: FastifyPluginAsyncZod<{ files: string[] }> = async (app, { files }) => {
  app.get(
    '/api/public/precache',
    { schema: { response: { 200: z.object({ success: z.literal(true), data: z.array(z.string()) }) } } },
    // Asked once per worker install, past the browser's cache; the ETag spares the body when nothing changed.
    async (request, reply) => sendCacheable(request, reply, { success: true as const, data: files }, 0, files),
  );
};
