import { SessionData, SignUpBody } from '../../../src/contracts/auth';
import { accountsFromAddress, issueSession, sendTooManyAccounts } from '../../auth/credentials';
import { setDeviceCookie } from '../../auth/deviceCookie';
import { checkNewPassword, hashPassword } from '../../auth/passwords';
import { RATE_LIMITS } from '../../auth/rateLimit';
import { createUser, findUserByEmail } from '../../db/repositories/users';
import { sendFailure } from '../../plugins/errors';
import { windowOn } from '../../plugins/rateLimit';
import { EMAIL_IN_USE, okData, type ZodApp } from '../responses';

/** Creates a pupil account and signs it in; teachers register through /api/register/teacher. */
export default async function signUpRoute(app: ZodApp) {
  // Counted with sign-ins: a class creating its accounts at once stays far below the limit.
  const rateLimit = windowOn(RATE_LIMITS.signInAddress, (request) => request.ip);
  app.post('/api/identity/sign-up', { config: { access: 'public', reach: [{ kind: 'account', field: 'email' }], rateLimit }, schema: { body: SignUpBody, response: { 200: okData(SessionData) } } }, async (request, reply) => {
    const { email, password } = request.body;
    const weak = checkNewPassword(password, email);
    if (weak) return sendFailure(reply, 400, weak);
    // Checked first so a taken address costs no hashing; the insert still guards against a race.
    if (await findUserByEmail(app.db, email)) return sendFailure(reply, 409, EMAIL_IN_USE);
    const full = await accountsFromAddress.check(app, request);
    if (full) return sendTooManyAccounts(reply, full);
    const user = await createUser(app.db, { email, passwordHash: await hashPassword(password), isTeacher: false }, app.now());
    if (!user) return sendFailure(reply, 409, EMAIL_IN_USE);
    await accountsFromAddress.count(app, request);
    setDeviceCookie(app, request, reply, email);
    return { success: true as const, data: await issueSession(app, user) };
  });
}
