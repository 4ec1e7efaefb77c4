import { revokeSession } from '../../db/repositories/sessions';
import { revokeTokens } from '../../db/repositories/users';
import { currentUser } from '../../plugins/auth';
import { Ok, type ZodApp } from '../responses';

/**
 * Spec §7 auth/logout and the app's sign-out end the asking token's session. A Firebase ID token has no session of
 * ours, so every backend token of the account is ended instead.
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
