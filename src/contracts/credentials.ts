import * as z from 'zod/mini';

/**
 * What a person types to get an account or sign in: one schema per input, which the server's routes validate
 * with (src/contracts/auth.ts) and the browser's Firebase identity adapter checks with before calling Firebase,
 * so both answer with the same message keys. zod/mini, as in all browser code: the adapter's chunk carries only
 * the checks it uses.
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

/** A password being checked, not set: any non-empty string up to the maximum. */
export const PasswordSchema = z.string({ error: 'txt_error_password_required' }).check(z.minLength(1, 'txt_error_password_required'), z.maxLength(PASSWORD_MAX, 'txt_error_login'));

/** The value a schema gives, or the message key of the first thing it refuses. */
export function checked<T>(schema: z.ZodMiniType<T>, value: unknown): { value: T; messageKey?: undefined } | { messageKey: string } {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { messageKey: result.error.issues[0]!.message };
}
