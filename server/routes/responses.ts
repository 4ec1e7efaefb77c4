import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_ERROR } from '../../src/contracts/auth';

/** Route modules are autoloaded from server/routes (app.ts). */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const Ok = z.object({ success: z.literal(true) });

/** `{ success: true, data }` (DESIGN "Backend architecture"). */
export function okData<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const FORBIDDEN = { error: AUTH_ERROR.forbidden, messageKey: 'txt_error_no_access' } as const;
export const EMAIL_IN_USE = { error: AUTH_ERROR.emailInUse, messageKey: 'txt_email_exists', field: 'email' } as const;
export const NOT_FOUND = { error: 'NotFound', messageKey: 'txt_error_not_found' } as const;
/** The caller has no record in the class (joining makes one). */
export const RECORD_MISSING = { error: 'NotFound', messageKey: 'txt_error_class_record_missing' } as const;
