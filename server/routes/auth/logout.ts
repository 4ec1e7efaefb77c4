import type { FastifyInstance } from 'fastify';
import { revokeSession } from '../../db/repositories/sessions';
import { revokeTokens } from '../../db/repositories/users';
import { type AuthUser, currentUser } from '../../plugins/auth';
import { Ok, type ZodApp } from '../responses';

/**
 * Ends the session of the token that asked. A Firebase ID token has no session of ours: there every
 * backend token of the account is ended instead, as before sessions were recorded.
 */
export async function endCurrentSession(app: FastifyInstance, user: AuthUser): Promise<void> {
  if (user.sessionId) await revokeSession(app.db, user.id, user.sessionId, app.now());
  else await revokeTokens(app.db, user.id, app.now());
}

/** Spec §7 auth/logout (bearer): ends this session, as identity sign-out does. */
export default async function logoutRoutes(app: ZodApp) {
  app.post('/api/auth/logout', { config: { access: 'user', reach: [{ kind: 'self' }], allowWhileMustChangePassword: true }, schema: { response: { 200: Ok } } }, async (request) => {
    await endCurrentSession(app, currentUser(request));
    return { success: true as const };
  });
}
