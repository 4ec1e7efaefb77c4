import { z } from 'zod';
import { ClassCodeSchema, SessionData, TokenResponse } from './auth';
import { LangSchema } from './content';
import { FEIDE_PAGES } from './feidePages';

/**
 * Sign-in with Feide: /api/feide/start, the provider, /api/feide/callback, then /{lang}/feide/{side}, which collects the
 * outcome once with POST /api/feide/session (tied to the browser by an HttpOnly cookie, never by a URL).
 */
export { FEIDE_PAGES, FEIDE_SIDES, type FeidePage, feidePageOfSide } from './feidePages';

export const FeideStartQuery = z.strictObject({
  page: z.enum(FEIDE_PAGES),
  lang: LangSchema,
  /** A pupil may type a class code first, for a class not made from a Feide group. */
  classCode: ClassCodeSchema.optional(),
});

/** A teaching group the teacher may make a class from, with the signed grant that proves it. */
export const FeideGroupOffer = z.object({ name: z.string(), grant: z.string(), school: z.string().optional() });
export type FeideGroupOffer = z.infer<typeof FeideGroupOffer>;

export const FeideSessionData = z.object({
  page: z.enum(FEIDE_PAGES),
  session: SessionData,
  /** null lets the pupil's latest class open. */
  classCode: z.string().nullable(),
  /** Teachers: the backend token (spec wpJwtToken), joined to the same session. */
  apiToken: TokenResponse.optional(),
  groups: z.array(FeideGroupOffer).optional(),
});
export type FeideSessionData = z.infer<typeof FeideSessionData>;

export const FEIDE_ERROR = {
  notConfigured: 'feide/not-configured',
  expired: 'feide/login-expired',
  unavailable: 'feide/unavailable',
  refused: 'feide/refused',
  cancelled: 'feide/cancelled',
  noRole: 'feide/no-role',
  teacherOnPupilPage: 'feide/teacher-on-student-page',
  notATeacher: 'feide/not-a-teacher',
  classInvalid: 'ueokonomi/invalid-class-code',
  groupGrantInvalid: 'feide/group-grant-invalid',
  groupHasClass: 'feide/group-has-class',
} as const;

/** The outcome the callback records for the browser to collect. */
export type FeideOutcome =
  | { ok: true; userId: string; classCode: string | null; groups: FeideGroupOffer[] }
  | { ok: false; error: string; messageKey: string; field?: string };
