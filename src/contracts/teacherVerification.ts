import { z } from 'zod';
import { LangSchema } from './content';
import { TEACHER_STANDINGS } from './teacherStanding';

export { TEACHER_STANDING_ERROR, type TeacherStanding } from './teacherStanding';

export const TeacherStandingSchema = z.enum(TEACHER_STANDINGS);

export const TeacherStatusData = z.object({ status: TeacherStandingSchema });

/** POST /api/register/teacher/confirm: the token from the link in the e-mail. */
export const TeacherConfirmBody = z.strictObject({ token: z.string({ error: 'txt_error_confirm_link_invalid' }).regex(/^[A-Za-z0-9_-]{43}$/, 'txt_error_confirm_link_invalid') });

/** POST /api/register/teacher/resend: the language the new e-mail is written in. */
export const TeacherResendBody = z.strictObject({ lang: LangSchema });
