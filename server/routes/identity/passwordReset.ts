import { randomBytes } from 'node:crypto';
import { AUTH_ERROR, RESET_CODE_TTL_MINUTES, ResetConfirmBody, ResetSendBody, ResetVerifiedData, ResetVerifyBody } from '../../../src/contracts/auth';
import { checkNewPassword, hashPassword } from '../../auth/passwords';
import { RATE_LIMITS } from '../../auth/rateLimit';
import { consumeResetCode, findOpenResetCode, storeResetCode } from '../../db/repositories/passwordResets';
import { findUserByEmail } from '../../db/repositories/users';
import { publicBaseUrl, resetMail } from '../../email/mails';
import { sendFailure } from '../../plugins/errors';
import { hitWindow, windowOn } from '../../plugins/rateLimit';
import { Ok, okData, type ZodApp } from '../responses';
import { isFeideAccount } from '../../db/repositories/feide';

const INVALID_CODE = { error: AUTH_ERROR.invalidActionCode, messageKey: 'txt_error_reset_code_invalid', field: 'code' } as const;

export default async function passwordResetRoutes(app: ZodApp) {
  const sendLimit = windowOn(RATE_LIMITS.resetSendAddress, (request) => request.ip);
  // Checking and using reset codes share one window per address.
  const codeLimit = windowOn(RATE_LIMITS.resetCodeAddress, (request) => request.ip);

  app.post('/api/identity/password-reset/send', { config: { access: 'public', reach: [{ kind: 'account', field: 'email' }], rateLimit: sendLimit }, schema: { body: ResetSendBody, response: { 200: Ok } } }, async (request) => {
    const { email, lang } = request.body;
    // One mail per address every few minutes; a request inside that time is answered alike, so it tells nothing.
    const spacing = await hitWindow(app, request, RATE_LIMITS.resetMailAccount, email);
    if (!spacing.allowed) return { success: true as const };

    const baseUrl = publicBaseUrl(app, request);
    // After the reply, so neither body, status nor timing says whether the account exists.
    app.background.run('password reset e-mail', async () => {
      const user = await findUserByEmail(app.db, email);
      // A Feide account (a teacher's work address) gets no password: Feide is its way in.
      if (!user || isFeideAccount(user)) return;
      const code = randomBytes(32).toString('base64url');
      await storeResetCode(app.db, user.id, code, app.now(), RESET_CODE_TTL_MINUTES * 60_000);
      await app.mailer.send(resetMail(user.email, baseUrl, code, lang));
    });
    return { success: true as const };
  });

  app.post(
    '/api/identity/password-reset/verify',
    { config: { access: 'public', reach: [{ kind: 'account', field: 'email' }], rateLimit: codeLimit }, schema: { body: ResetVerifyBody, response: { 200: okData(ResetVerifiedData) } } },
    async (request, reply) => {
      const found = await findOpenResetCode(app.db, request.body.code, app.now());
      if (!found) return sendFailure(reply, 400, INVALID_CODE);
      return { success: true as const, data: { email: found.email, isTeacher: Number(found.has_teacher_access) === 1 } };
    },
  );

  app.post(
    '/api/identity/password-reset/confirm',
    { config: { access: 'public', reach: [{ kind: 'account', field: 'email' }], rateLimit: codeLimit }, schema: { body: ResetConfirmBody, response: { 200: okData(ResetVerifiedData) } } },
    async (request, reply) => {
      const { code, password } = request.body;
      const found = await findOpenResetCode(app.db, code, app.now());
      if (!found) return sendFailure(reply, 400, INVALID_CODE);
      const weak = checkNewPassword(password, found.email);
      if (weak) return sendFailure(reply, 400, weak);
      const passwordHash = await hashPassword(password);
      if (!(await consumeResetCode(app.db, code, found.userId, passwordHash, app.now()))) return sendFailure(reply, 400, INVALID_CODE);
      return { success: true as const, data: { email: found.email, isTeacher: Number(found.has_teacher_access) === 1 } };
    },
  );
}
