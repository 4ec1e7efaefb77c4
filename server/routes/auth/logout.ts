import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokeTokens } from '../../db/repositories/users';
import { currentUser } from '../../plugins/auth';
import { Ok } from '../responses';

/** Spec §7 auth/logout (bearer): ends every token of the user, as identity sign-out does. */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/auth/logout', { onRequest: app.requireUser, schema: { response: { 200: Ok } } }, async (request) => {
    await revokeTokens(app.db, currentUser(request).id, app.now());
    return { success: true as const };
  });
};
