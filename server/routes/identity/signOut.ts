import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokeTokens } from '../../db/repositories/users';
import { currentUser } from '../../plugins/auth';
import { Ok } from '../responses';

/** Signing out ends every session of the user, on every device: a shared school PC must not stay signed in. */
export const signOutRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/identity/sign-out', { onRequest: app.requireUser, schema: { response: { 200: Ok } } }, async (request) => {
    await revokeTokens(app.db, currentUser(request).id, app.now());
    return { success: true as const };
  });
};
