import { z } from 'zod';
import { PupilIdSchema } from './auth';

/** A pupil of the teacher's class whose sign-in is being slowed down after failed attempts. */
export const ThrottledPupilSchema = z.object({
  userId: z.string(),
  email: z.string(),
  pupilId: z.string().optional(),
  displayName: z.string().nullable().optional(),
  /** The highest of the account's failure counters. */
  failures: z.number().int().nonnegative(),
  /** 0 when it may try now. */
  retryAfterSeconds: z.number().int().nonnegative(),
});
export type ThrottledPupil = z.infer<typeof ThrottledPupilSchema>;

export const ThrottledPupilsSchema = z.object({ pupils: z.array(ThrottledPupilSchema) });
export type ThrottledPupils = z.infer<typeof ThrottledPupilsSchema>;

/** The pupil to let in: by the throttled list's account id, or by their row in the class view. */
export const UnthrottleBody = z.union([z.strictObject({ userId: z.string().min(1).max(64) }), z.strictObject({ pupilId: PupilIdSchema })]);

/** Whether the school's address is blocked after failed attempts; never the address itself. */
export const ClassAddressSchema = z.object({
  blocked: z.boolean(),
  retryAfterSeconds: z.number().int().nonnegative(),
});
export type ClassAddress = z.infer<typeof ClassAddressSchema>;
