import { z } from 'zod';
import { ClassCodeSchema } from './auth';
import { QuizQuestionSchema } from './quiz';

export const OKT_COUNT = 5;

export const ActivityCodeSchema = z.string().regex(/^O[1-5][A-Z]$/, 'txt_error_invalid_activity');

/** Session colours the stylesheet knows (spec §2). */
export const OKT_COLORS = ['blue', 'green', 'orange', 'purple', 'pink'] as const;

/** Spec §3 Activity. */
export const ActivitySchema = z.strictObject({
  activity_code: ActivityCodeSchema,
  title: z.string().min(1).max(120),
  component: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
  next_activity: z.union([ActivityCodeSchema, z.literal(false)]),
  intro: z.string().min(1).max(2000).optional(),
  prompt: z.string().min(1).max(400).optional(),
  /** A check question with feedback on every option (O2A, O5A); one option is correct. */
  question: QuizQuestionSchema.omit({ topic: true }).optional(),
});
export type Activity = z.infer<typeof ActivitySchema>;

/** Spec §3 Session (okt) as content; `hasAccess` and `isComplete` are worked out per pupil. */
export const OktContentSchema = z.strictObject({
  id: z.number().int().min(1).max(OKT_COUNT),
  title: z.string().min(1).max(80),
  sectionTitle: z.string().min(1).max(120),
  color: z.enum(OKT_COLORS),
  url: z.string().regex(/^\/okt\/[1-5]$/),
  isLastSection: z.boolean(),
  activities: z.array(ActivitySchema).min(1).max(12),
});
export type OktContent = z.infer<typeof OktContentSchema>;

/** GET /api/public/{lang}/get/okt-content-all → data. */
export const OktContentAllData = z.record(z.string().regex(/^[1-5]$/), OktContentSchema);

/** GET /api/public/{lang}/list/okt → data. */
export const OktListData = z.array(z.object({ id: z.number(), title: z.string(), sectionTitle: z.string(), color: z.enum(OKT_COLORS) }));

/** One response value's general shape (drafts are valid; responses.ts has each activity's own). */
const Scalar = z.union([z.string().max(5000), z.number().finite(), z.boolean(), z.null()]);
export const ResponseValueSchema = z.union([Scalar, z.array(Scalar).max(50), z.record(z.string().max(40), z.union([Scalar, z.array(Scalar).max(50)]))]);

export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'txt_error_invalid_input');

export const StartOverBody = z.strictObject({ classCode: ClassCodeSchema });

/** `content/{no,nn}/okter.json`. */
export const OktContentFileSchema = z.strictObject({ okter: z.array(OktContentSchema) });

/** POST /api/class/{enable-section|disable-section} (bearer, teacher): spec §3 reads `oktNumber`. */
export const SectionActionBody = z.strictObject({
  classCode: ClassCodeSchema,
  // Session 1 is always open, so only 2–5 can be switched.
  oktNumber: z.number({ error: 'txt_error_invalid_okt' }).int('txt_error_invalid_okt').min(2, 'txt_error_invalid_okt').max(OKT_COUNT, 'txt_error_invalid_okt'),
});
