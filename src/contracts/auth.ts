import { z } from 'zod';
import { CLASS_CODE_PATTERN } from './classForm';
import { LangSchema } from './content';
import { EmailSchema, NewPasswordSchema, PasswordSchema } from './credentials';

export { EmailSchema, NewPasswordSchema, PASSWORD_MAX, PASSWORD_MIN, PasswordSchema } from './credentials';

/** Schemas of the identity provider, document store and sign-in calls of spec §7, for server routes and browser adapters. */

/** A sign-in lasts one school day. */
export const SESSION_HOURS = 8;
export const RESET_CODE_TTL_MINUTES = 60;

export const ClassCodeSchema = z
  .string({ error: 'txt_invalid_class_code' })
  .trim()
  .toUpperCase()
  .regex(CLASS_CODE_PATTERN, 'txt_invalid_class_code');

export const UserIdSchema = z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, 'txt_error_invalid_input');
/** The id of a pupil's row in the teacher's class view (server/routes/classPupil.ts): never the account id itself. */
export const PupilIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'txt_error_invalid_input');

// ---- identity provider: /api/identity/…

export const SignUpBody = z.strictObject({ email: EmailSchema, password: NewPasswordSchema, lang: LangSchema.optional() });
export const SignInBody = z.strictObject({ email: EmailSchema, password: PasswordSchema });
/** `expiresAt` is epoch ms; `mustChangePassword` is set after a teacher-set temporary password. */
export const SessionData = z.object({ userId: z.string(), idToken: z.string(), expiresAt: z.number(), mustChangePassword: z.literal(true).optional() });
export type Session = z.infer<typeof SessionData>;

export const ResetSendBody = z.strictObject({ email: EmailSchema, lang: LangSchema.default('no') });
export const ResetVerifyBody = z.strictObject({ code: z.string().min(16, 'txt_error_reset_code_invalid').max(200, 'txt_error_reset_code_invalid') });
export const ResetConfirmBody = z.strictObject({
  code: z.string().min(16, 'txt_error_reset_code_invalid').max(200, 'txt_error_reset_code_invalid'),
  password: NewPasswordSchema,
});
export const ResetVerifiedData = z.object({ email: z.string(), isTeacher: z.boolean() });

// ---- document store: /api/store/… (bearer idToken; a user reaches only users/{ownId}/…)

export const UserRecordData = z.object({ hasTeacherAccess: z.boolean() });
type Json = z.infer<ReturnType<typeof z.json>>;
export type Responses = Json[] | Record<string, Json>;
/**
 * A list when the record is created, an object after Start over (spec §3). Only the outer shape is checked: the store
 * checks every answer against the session content (server/routes/store/checkResponses.ts).
 */
export const ResponsesSchema = z.custom<Responses>((value) => typeof value === 'object' && value !== null, { error: 'txt_error_invalid_answer' });
export const ClassRecordData = z.object({ classCode: z.string(), responses: ResponsesSchema, lastUpdated: z.number() });
export type ClassRecord = z.infer<typeof ClassRecordData>;
export const ClassRecordBody = z.strictObject({ responses: ResponsesSchema });

// ---- backend API (spec §7)

export const TeacherRegistrationBody = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  fylkeEmail: EmailSchema,
  fylkeId: z.string().regex(/^\d{2}$/, 'txt_error_invalid_fylke'),
  isNewTeacher: z.boolean(),
});
export const TokenBody = z.strictObject({ username: EmailSchema, password: PasswordSchema });
/** `expiresAt` is epoch milliseconds. */
export const TokenResponse = z.object({ token: z.string(), expiresAt: z.number() });
export const ResetPasswordBody = z.strictObject({ email: EmailSchema, password: PasswordSchema, token: z.string().min(1).max(4096) });

// ---- the signed-in user's own account (ASVS 6.2.2/6.2.3, 7.5.2)

export const ChangePasswordBody = z.strictObject({ currentPassword: PasswordSchema, newPassword: NewPasswordSchema });
/** Session ids are 24 base64url characters; the route takes a little more and answers 404 for anything unknown. */
export const SessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'txt_error_invalid_input');
export const AccountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  /** The browser's user-agent text as it signed in, at most 200 characters. */
  device: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;
export const AccountSessionsData = z.array(AccountSessionSchema);
export const TemporaryPasswordData = z.object({ temporaryPassword: z.string() });
/** The pupil named by the e-mail address they tell the teacher, in the class of the path. */
export const TemporaryPasswordBody = z.strictObject({ email: EmailSchema });
export const ClassAccessData = z.record(z.string().regex(/^[1-5]$/), z.boolean());

/** Error codes of spec §8 (identity provider style) that the server may answer with. */
export const AUTH_ERROR = {
  invalidCredential: 'auth/invalid-credential',
  emailInUse: 'auth/email-already-in-use',
  weakPassword: 'auth/weak-password',
  tooManyRequests: 'auth/too-many-requests',
  invalidActionCode: 'auth/invalid-action-code',
  tokenExpired: 'auth/id-token-expired',
  invalidToken: 'auth/invalid-token',
  forbidden: 'auth/forbidden',
  invalidClassCode: 'ueokonomi/invalid-class-code',
  mustChangePassword: 'ueokonomi/must-change-password',
} as const;
