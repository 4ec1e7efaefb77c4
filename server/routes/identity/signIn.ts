import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionData, SignInBody } from '../../../src/contracts/auth';
import { checkCredentials, issueSession, sendCredentialFailure } from '../../auth/credentials';
import { deviceFor, setDeviceCookie } from '../../auth/deviceCookie';
import { okData } from '../responses';

export const signInRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/identity/sign-in', { schema: { body: SignInBody, response: { 200: okData(SessionData) } } }, async (request, reply) => {
    const { email, password } = request.body;
    const check = await checkCredentials(app, request.ip, email, password, { device: deviceFor(app, request, email) });
    if (!check.ok) return sendCredentialFailure(reply, check);
    // This device may keep signing in to the account while strangers' guesses throttle it (issue 16).
    setDeviceCookie(app, request, reply, email);
    return { success: true as const, data: issueSession(app, check.user) };
  });
};
