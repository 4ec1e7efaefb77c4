import { ResetPasswordBody } from '../../../src/contracts/auth';
import { checkCredentials, sendCredentialFailure, sendInvalidCredential } from '../../auth/credentials';
import { userFromToken } from '../../plugins/auth';
import { Ok, type ZodApp } from '../responses';

/**
 * Spec §4/§7 auth/reset-password: the backend shares the password store, so the call only confirms the token and
 * the new password are the account's.
 */
export default async function resetPasswordRoutes(app: ZodApp) {
  app.post('/api/auth/reset-password', { config: { access: 'public', token: 'body', reach: [{ kind: 'account', field: 'email' }] }, schema: { body: ResetPasswordBody, response: { 200: Ok } } }, async (request, reply) => {
    const { email, password, token } = request.body;
    const owner = await userFromToken(app, token);
    if (!owner.ok || owner.user.email !== email) return sendInvalidCredential(reply);
    const check = await checkCredentials(app, request.ip, email, password);
    if (!check.ok) return sendCredentialFailure(reply, check);
    return { success: true as const };
  });
}
