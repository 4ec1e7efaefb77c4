import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenBody, TokenResponse } from '../../../src/contracts/auth';
import { checkCredentials, issueSession, sendCredentialFailure } from '../../auth/credentials';

/** Spec §7 {jwt}token: the client stores the `token` field as is, so the answer has no success wrapper. */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/jwt/token', { schema: { body: TokenBody, response: { 200: TokenResponse } } }, async (request, reply) => {
    const check = await checkCredentials(app, request.ip, request.body.username, request.body.password);
    if (!check.ok) return sendCredentialFailure(reply, check);
    const session = issueSession(app, check.user);
    return { token: session.idToken, expiresAt: session.expiresAt };
  });
};
