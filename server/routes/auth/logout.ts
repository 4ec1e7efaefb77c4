import { revokeSession } from '../../db/repositories/sessions';
import { revokeTokens } from '../../db/repositories/users';
import { currentUser } from '../../plugins/auth';
import { Ok, type ZodApp } from '../responses';

/**
 * Spec §7 auth/logout (bearer) and the app's own sign-out: each ends the session of the token that asked; the account
 * page lists the others and ends them one by one. A Firebase ID token has no session of ours: there every backend
 * token of the account is ended instead.
 */
export default async function logoutRoutes(app: ZodApp) {
  for (const url of ['/api/auth/logout', '/api/identity/sign-out']) {
    app.post(url, { config: { access: 'user', reach: [{ kind: 'self' }], allowWhileMustChangePassword: true }, schema: { response: { 200: Ok } } }, async (request) => {
      const user = currentUser(request);
      if (user.sessionId) await revokeSession(app.db, user.id, user.sessionId, app.now());
      else await revokeTokens(app.db, user.id, app.now());
      return { success: true as const };
    });
  }
}
