import { z } from 'zod';
import { AccountSessionsData, AUTH_ERROR, ChangePasswordBody, SessionIdSchema } from '../../src/contracts/auth';
import { checkCredentials, sendTooManyRequests } from '../auth/credentials';
import { checkNewPassword, hashPassword } from '../auth/passwords';
import { listActiveSessions, revokeSession } from '../db/repositories/sessions';
import { findUserById, setPassword } from '../db/repositories/users';
import { currentUser } from '../plugins/auth';
import { isFeideAccount } from '../db/repositories/feide';
import { sendFailure } from '../plugins/errors';
import { Ok, okData, type ZodApp } from './responses';
import { Failure, noStore } from './teacherClass';

/** A wrong current password is a mistake in a form, not a lost session: 400 on the field, never 401. */
const WRONG_CURRENT = { error: AUTH_ERROR.invalidCredential, messageKey: 'txt_error_current_password', field: 'currentPassword' } as const;
const SESSION_NOT_FOUND = { error: 'ueokonomi/session-not-found', messageKey: 'txt_error_session_not_found', field: 'id' } as const;
const ACCOUNT_FAILURES = { 400: Failure, 401: Failure, 404: Failure, 429: Failure } as const;

/** The signed-in user's password (ASVS 6.2.2/6.2.3) and sessions (ASVS 7.5.2). */
export default async function accountRoutes(app: ZodApp) {
  app.post(
    '/api/account/password',
    { config: { access: 'user', reach: [{ kind: 'self' }], allowWhileMustChangePassword: true }, schema: { body: ChangePasswordBody, response: { 200: Ok, ...ACCOUNT_FAILURES } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      if (isFeideAccount(await findUserById(app.db, me.id))) return sendFailure(reply, 400, { error: 'feide/no-password', messageKey: 'txt_error_no_password_with_feide' });
      // The sign-in check with its limits: a token left on a shared PC does not open unlimited guessing.
      const check = await checkCredentials(app, request.ip, me.email, currentPassword);
      if (!check.ok) return check.tooMany ? sendTooManyRequests(reply, check.tooMany) : sendFailure(reply, 400, WRONG_CURRENT);
      const weak = checkNewPassword(newPassword, me.email);
      if (weak) return sendFailure(reply, 400, { ...weak, field: 'newPassword' });
      await setPassword(app.db, me.id, { passwordHash: await hashPassword(newPassword), mustChange: false, keepSessionId: me.sessionId ?? undefined }, app.now());
      return { success: true as const };
    },
  );

  app.get(
    '/api/account/sessions',
    { config: { access: 'user', reach: [{ kind: 'self' }] }, schema: { response: { 200: okData(AccountSessionsData), ...ACCOUNT_FAILURES } } },
    async (request, reply) => {
      noStore(reply);
      const me = currentUser(request);
      const sessions = await listActiveSessions(app.db, me.id, app.config.tokenLifetimeHours * 3_600_000, app.now());
      return { success: true as const, data: sessions.map((s) => ({ ...s, current: s.id === me.sessionId })) };
    },
  );

  app.post(
    '/api/account/sessions/:id/end',
    { config: { access: 'user', reach: [{ kind: 'self' }] }, schema: { params: z.object({ id: SessionIdSchema }), response: { 200: Ok, ...ACCOUNT_FAILURES } } },
    async (request, reply) => {
      // Someone else's session and one that does not exist answer alike.
      const ended = await revokeSession(app.db, currentUser(request).id, request.params.id, app.now());
      if (!ended) return sendFailure(reply, 404, SESSION_NOT_FOUND);
      return { success: true as const };
    },
  );
}
