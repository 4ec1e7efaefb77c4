import * as z from 'zod/mini';

/**
 * Sign-up and sign-in inputs, checked by the server's routes and the browser's Firebase adapter with the same message
 * keys. zod/mini, as in all browser code.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const EmailSchema = z.pipe(
  z.string({ error: 'txt_error_email_invalid' }).check(z.trim(), z.toLowerCase(), z.maxLength(254, 'txt_error_email_invalid')),
  z.email({ error: 'txt_error_email_invalid' }),
);

/** Length only: composition rules do not make passwords stronger; the server also refuses common ones. */
export const NewPasswordSchema = z
  .string({ error: 'txt_error_password_too_short' })
  .check(z.minLength(PASSWORD_MIN, 'txt_error_password_too_short'), z.maxLength(PASSWORD_MAX, 'txt_error_password_too_long'));

/** A password being checked, not set. */
export const PasswordSchema = z.string({ error: 'txt_error_password_required' }).check(z.minLength(1, 'txt_error_password_required'), z.maxLength(PASSWORD_MAX, 'txt_error_login'));

export function checked<T>(schema: z.ZodMiniType<T>, value: unknown): { value: T; messageKey?: undefined } | { messageKey: string } {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { messageKey: result.error.issues[0]!.message };
}
