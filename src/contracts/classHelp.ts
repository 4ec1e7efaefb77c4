import { z } from 'zod';

/** A pupil of the teacher's class whose sign-in is being slowed down after failed attempts (issue 16). */
export const ThrottledPupilSchema = z.object({
  userId: z.string(),
  /** The teacher knows the pupils; the e-mail address is how they tell them apart. */
  email: z.string(),
  /** Counted attempts without a correct password, the highest of the account's counters. */
  failures: z.number().int().nonnegative(),
  /** Seconds until the next attempt is let through from where it was throttled; 0 when it may try now. */
  retryAfterSeconds: z.number().int().nonnegative(),
});
export type ThrottledPupil = z.infer<typeof ThrottledPupilSchema>;

export const ThrottledPupilsSchema = z.object({ pupils: z.array(ThrottledPupilSchema) });
export type ThrottledPupils = z.infer<typeof ThrottledPupilsSchema>;

export const UnthrottleBody = z.strictObject({ userId: z.string().min(1).max(64) });
