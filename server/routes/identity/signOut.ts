import { endCurrentSession } from '../auth/logout';
import { currentUser } from '../../plugins/auth';
import { Ok, type ZodApp } from '../responses';

/** Signing out ends this device's session; the account page lists the others and ends them one by one. */
export default async function signOutRoute(app: ZodApp) {
  app.post('/api/identity/sign-out', { config: { access: 'user', reach: [{ kind: 'self' }], allowWhileMustChangePassword: true }, schema: { response: { 200: Ok } } }, async (request) => {
    await endCurrentSession(app, currentUser(request));
    return { success: true as const };
  });
}
