import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_ERROR, TeacherRegistrationBody } from '../../../src/contracts/auth';
import { checkCredentials, overAddressLimit, sendCredentialFailure, sendTooManyRequests } from '../../auth/credentials';
import { checkNewPassword, hashPassword } from '../../auth/passwords';
import { RATE_LIMITS } from '../../auth/rateLimit';
import { createUser, findUserByEmail, grantTeacherAccess } from '../../db/repositories/users';
import { bearerToken, userFromToken } from '../../plugins/auth';
import { sendFailure } from '../../plugins/errors';
import { EMAIL_IN_USE, okData } from '../responses';

/**
 * Spec §7 register/teacher: a new teacher account, or teacher access for an existing account that proves its password.
 * In the Firebase profile the browser has already made or signed in to the Firebase account: the request
 * carries its ID token, and the server sets the custom claim `teacher` (which no client can set) and marks
 * the local row. The browser must refresh its ID token to see the claim.
 */
export const teacherRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/register/teacher',
    { schema: { body: TeacherRegistrationBody, response: { 200: okData(z.object({ userId: z.string() })) } } },
    async (request, reply) => {
      const { email, password, fylkeEmail, fylkeId, isNewTeacher } = request.body;
      if (!app.content.fylker.some((fylke) => fylke.id === fylkeId)) {
        return sendFailure(reply, 400, { error: 'ValidationError', messageKey: 'txt_error_invalid_fylke', field: 'fylkeId' });
      }

      if (app.firebase) {
        const tooMany = await overAddressLimit(app, RATE_LIMITS.signInAddress, request.ip);
        if (tooMany) return sendTooManyRequests(reply, tooMany);
        const token = bearerToken(request);
        const check = token ? await userFromToken(app, token) : undefined;
        if (!check?.ok) return sendFailure(reply, 401, { error: AUTH_ERROR.invalidToken, messageKey: 'txt_error_login_again' });
        await app.firebase.grantTeacherClaim(check.user.id);
        await grantTeacherAccess(app.db, check.user.id, { fylkeId, fylkeEmail }, app.now());
        return { success: true as const, data: { userId: check.user.id } };
      }

      if (!isNewTeacher) {
        const check = await checkCredentials(app, request.ip, email, password);
        if (!check.ok) return sendCredentialFailure(reply, check);
        await grantTeacherAccess(app.db, check.user.id, { fylkeId, fylkeEmail }, app.now());
        return { success: true as const, data: { userId: check.user.id } };
      }

      const tooMany = await overAddressLimit(app, RATE_LIMITS.signInAddress, request.ip);
      if (tooMany) return sendTooManyRequests(reply, tooMany);
      const weak = checkNewPassword(password, email);
      if (weak) return sendFailure(reply, 400, weak);
      if (await findUserByEmail(app.db, email)) return sendFailure(reply, 409, EMAIL_IN_USE);
      const user = await createUser(app.db, { email, passwordHash: await hashPassword(password), isTeacher: true, fylkeId, fylkeEmail }, app.now());
      if (!user) return sendFailure(reply, 409, EMAIL_IN_USE);
      return { success: true as const, data: { userId: user.id } };
    },
  );
};
