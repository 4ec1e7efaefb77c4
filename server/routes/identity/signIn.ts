import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionData, SignInBody } from '../../../src/contracts/auth';
import { checkCredentials, issueSession, sendCredentialFailure } from '../../auth/credentials';
import { okData } from '../responses';

export const signInRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/identity/sign-in', { schema: { body: SignInBody, response: { 200: okData(SessionData) } } }, async (request, reply) => {
    const check = await checkCredentials(app, request.ip, request.body.email, request.body.password);
    if (!check.ok) return sendCredentialFailure(reply, check);
    return { success: true as const, data: issueSession(app, check.user) };
  });
};
