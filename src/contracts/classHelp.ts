import { z } from 'zod';
import { PupilIdSchema } from './auth';

/** A pupil of the teacher's class whose sign-in is being slowed down after failed attempts. */
export const ThrottledPupilSchema = z.object({
  userId: z.string(),
  /** The teacher knows the pupils; the e-mail address is how they tell them apart. */
  email: z.string(),
  /** The pupil's row id in the class view, so the row can show the pupil is held back. */
  pupilId: z.string().optional(),
  /** The name the pupil goes by in this class, as the class view shows it; null when they have none. */
  displayName: z.string().nullable().optional(),
  /** Counted attempts without a correct password, the highest of the account's counters. */
  failures: z.number().int().nonnegative(),
  /** Seconds until the next attempt is let through from where it was throttled; 0 when it may try now. */
  retryAfterSeconds: z.number().int().nonnegative(),
});
export type ThrottledPupil = z.infer<typeof ThrottledPupilSchema>;

export const ThrottledPupilsSchema = z.object({ pupils: z.array(ThrottledPupilSchema) });
export type ThrottledPupils = z.infer<typeof ThrottledPupilsSchema>;

/** The pupil to let in: by the throttled list's account id, or by their row in the class view. */
export const UnthrottleBody = z.union([z.strictObject({ userId: z.string().min(1).max(64) }), z.strictObject({ pupilId: PupilIdSchema })]);

/**
 * The address the class's pupils sign in from (the school's), as the teacher sees it: never the address itself,
 * only whether it is blocked after too many failed attempts from it, and for how long.
 */
export const ClassAddressSchema = z.object({
  blocked: z.boolean(),
  /** Seconds until the block ends by itself; 0 when not blocked. */
  retryAfterSeconds: z.number().int().nonnegative(),
});
export type ClassAddress = z.infer<typeof ClassAddressSchema>;
