import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TokenBody, TokenResponse } from '../../../src/contracts/auth';
import { checkCredentials, issueSession, sendCredentialFailure } from '../../auth/credentials';
import { deviceFor, setDeviceCookie } from '../../auth/deviceCookie';
import { checkFirebaseCredentials } from '../../firebase/signIn';
import { markTeacher } from '../../firebase/users';
import { bearerToken, userFromToken } from '../../plugins/auth';
import { sendFailure } from '../../plugins/errors';
import { FORBIDDEN, type ZodApp } from '../responses';

/** The backend token joins the same account's sign-in session, so the browser is one session. */
async function sessionOfBearer(app: FastifyInstance, request: FastifyRequest, userId: string): Promise<string | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  const held = await userFromToken(app, token);
  return held.ok && held.user.id === userId ? (held.sessionId ?? undefined) : undefined;
}

/**
 * Spec §7 {jwt}token: the client stores `token` as is, so no success wrapper. In the Firebase profile only a
 * teacher (server-set claim) gets the backend token.
 */
export default async function tokenRoutes(app: ZodApp) {
  app.post('/api/jwt/token', { config: { access: 'public', reach: [{ kind: 'account', field: 'username' }] }, schema: { body: TokenBody, response: { 200: TokenResponse } } }, async (request, reply) => {
    const { username, password } = request.body;
    if (app.firebase) {
      const check = await checkFirebaseCredentials(app, request.ip, username, password);
      if (!check.ok) return sendCredentialFailure(reply, check);
      if (!check.isTeacher) return sendFailure(reply, 403, FORBIDDEN);
      // The backend token's routes read teacher access from the row.
      await markTeacher(app.db, check.user.id, app.now());
      const session = await issueSession(app, check.user);
      return { token: session.idToken, expiresAt: session.expiresAt };
    }
    const check = await checkCredentials(app, request.ip, username, password, { device: deviceFor(app, request, username) });
    if (!check.ok) return sendCredentialFailure(reply, check);
    // The teacher's own device keeps getting tokens while a pupil guesses at the account.
    setDeviceCookie(app, request, reply, username);
    const session = await issueSession(app, check.user, await sessionOfBearer(app, request, check.user.id));
    return { token: session.idToken, expiresAt: session.expiresAt };
  });
}
