import { SessionData, SignInBody } from '../../../src/contracts/auth';
import { checkCredentials, issueSession, sendCredentialFailure } from '../../auth/credentials';
import { recordClassAddress } from '../../auth/classAddress';
import { deviceFor, setDeviceCookie } from '../../auth/deviceCookie';
import { okData, type ZodApp } from '../responses';

export default async function signInRoute(app: ZodApp) {
  app.post('/api/identity/sign-in', { config: { access: 'public', reach: [{ kind: 'account', field: 'email' }] }, schema: { body: SignInBody, response: { 200: okData(SessionData) } } }, async (request, reply) => {
    const { email, password } = request.body;
    const check = await checkCredentials(app, request.ip, email, password, { device: deviceFor(app, request, email) });
    if (!check.ok) return sendCredentialFailure(reply, check);
    // This device may keep signing in to the account while strangers' guesses throttle it.
    setDeviceCookie(app, request, reply, email);
    // «The address your class uses»: the teacher may lift a block on it (server/auth/classAddress.ts).
    if (Number(check.user.has_teacher_access) !== 1) await recordClassAddress(app.db, check.user.id, request.ip, app.now());
    return { success: true as const, data: await issueSession(app, check.user) };
  });
}
