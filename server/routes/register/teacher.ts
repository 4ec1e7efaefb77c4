import { z } from 'zod';
import { AUTH_ERROR, TeacherRegistrationBody } from '../../../src/contracts/auth';
import { accountsFromAddress, checkCredentials, overAddressLimit, sendCredentialFailure, sendTooManyAccounts, sendTooManyRequests } from '../../auth/credentials';
import { checkNewPassword, hashPassword } from '../../auth/passwords';
import { RATE_LIMITS } from '../../auth/rateLimit';
import { setTeacherStatus } from '../../db/repositories/teacherVerification';
import { createUser, findUserByEmail, grantTeacherAccess } from '../../db/repositories/users';
import { bearerToken, userFromToken } from '../../plugins/auth';
import { sendFailure } from '../../plugins/errors';
import { EMAIL_IN_USE, okData, type ZodApp } from '../responses';
import { sendConfirmLink } from './teacherConfirm';

const PUPIL_CANNOT_BE_TEACHER = { error: 'ueokonomi/pupil-cannot-be-teacher', messageKey: 'txt_error_pupil_cannot_be_teacher' } as const;
const DOMAIN_NOT_ALLOWED = { error: 'ValidationError', messageKey: 'txt_error_teacher_domain', field: 'email' } as const;

/** With TEACHER_EMAIL_DOMAINS set, the address must be at one of them or a subdomain of one. */
export function emailDomainAllowed(email: string, domains: string[] | null): boolean {
  if (!domains) return true;
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return domains.some((allowed) => domain === allowed || domain.endsWith(`.${allowed}`));
}

/**
 * Spec §7 register/teacher: a pupil account never becomes a teacher's, and a new teacher confirms the address by
 * e-mail. In the Firebase profile the server sets the `teacher` claim no client can set (docs/decisions/teachers-and-schools.md).
 */
export default async function teacherRegistrationRoutes(app: ZodApp) {
  app.post(
    '/api/register/teacher',
    { config: { access: 'public', reach: [{ kind: 'account', field: 'email' }] }, schema: { body: TeacherRegistrationBody, response: { 200: okData(z.object({ userId: z.string() })) } } },
    async (request, reply) => {
      const { email, password, fylkeEmail, fylkeId, isNewTeacher } = request.body;
      if (!app.content.fylker.some((fylke) => fylke.id === fylkeId)) {
        return sendFailure(reply, 400, { error: 'ValidationError', messageKey: 'txt_error_invalid_fylke', field: 'fylkeId' });
      }
      const domains = app.config.teachers.emailDomains;

      if (app.firebase) {
        const tooMany = await overAddressLimit(app, request, RATE_LIMITS.signInAddress);
        if (tooMany) return sendTooManyRequests(reply, tooMany);
        const token = bearerToken(request);
        const check = token ? await userFromToken(app, token) : undefined;
        if (!check?.ok) return sendFailure(reply, 401, { error: AUTH_ERROR.invalidToken, messageKey: 'txt_error_login_again' });
        if (!emailDomainAllowed(check.user.email, domains)) return sendFailure(reply, 400, DOMAIN_NOT_ALLOWED);
        // An account that has ever been a pupil (answers saved or a class joined) stays one.
        const pupilRecord = !check.isTeacher && (await app.db.selectFrom('progress').select('user_id').where('user_id', '=', check.user.id).limit(1).executeTakeFirst());
        if (pupilRecord) return sendFailure(reply, 409, PUPIL_CANNOT_BE_TEACHER);
        await app.firebase.grantTeacherClaim(check.user.id);
        await grantTeacherAccess(app.db, check.user.id, { fylkeId, fylkeEmail }, app.now());
        // Firebase owns the address, so a new teacher starts confirmed.
        await app.db
          .insertInto('teacher_accounts')
          .values({ user_id: check.user.id, status: 'confirmed', created_at: app.now(), updated_at: app.now() })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
        return { success: true as const, data: { userId: check.user.id } };
      }

      if (!emailDomainAllowed(email, domains)) return sendFailure(reply, 400, DOMAIN_NOT_ALLOWED);

      if (!isNewTeacher) {
        const check = await checkCredentials(app, request.ip, email, password);
        if (!check.ok) return sendCredentialFailure(reply, check);
        // Only the password's owner learns that the account is a pupil's, and it stays one.
        if (Number(check.user.has_teacher_access) !== 1) return sendFailure(reply, 409, PUPIL_CANNOT_BE_TEACHER);
        await grantTeacherAccess(app.db, check.user.id, { fylkeId, fylkeEmail }, app.now());
        return { success: true as const, data: { userId: check.user.id } };
      }

      const tooMany = await overAddressLimit(app, request, RATE_LIMITS.signInAddress);
      if (tooMany) return sendTooManyRequests(reply, tooMany);
      const weak = checkNewPassword(password, email);
      if (weak) return sendFailure(reply, 400, weak);
      if (await findUserByEmail(app.db, email)) return sendFailure(reply, 409, EMAIL_IN_USE);
      const full = await accountsFromAddress.check(app, request);
      if (full) return sendTooManyAccounts(reply, full);
      const now = app.now();
      const user = await createUser(app.db, { email, passwordHash: await hashPassword(password), isTeacher: true, fylkeId, fylkeEmail }, now);
      if (!user) return sendFailure(reply, 409, EMAIL_IN_USE);
      await accountsFromAddress.count(app, request);
      await setTeacherStatus(app.db, user.id, 'unconfirmed', now);
      await sendConfirmLink(app, request, user);
      return { success: true as const, data: { userId: user.id } };
    },
  );
}
