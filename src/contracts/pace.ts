import { z } from 'zod';
import { ActivityCodeSchema, OKT_COUNT } from './okt';

/**
 * The class's pace (docs/decisions/pace.md). `hold`: pupils may do the activity and everything before it, nothing after.
 * `sendTo`: «send alle hit», every open pupil page goes there once per press (`at`, server time).
 */
export const PaceSpotSchema = z.strictObject({
  okt: z.number({ error: 'txt_error_invalid_okt' }).int('txt_error_invalid_okt').min(1, 'txt_error_invalid_okt').max(OKT_COUNT, 'txt_error_invalid_okt'),
  activity: ActivityCodeSchema,
});
export type PaceSpot = z.infer<typeof PaceSpotSchema>;

export const PaceSendSchema = z.strictObject({ okt: PaceSpotSchema.shape.okt, activity: ActivityCodeSchema, at: z.number().int().nonnegative() });
export type PaceSend = z.infer<typeof PaceSendSchema>;

export const ClassPaceSchema = z.strictObject({ hold: PaceSpotSchema.nullable(), sendTo: PaceSendSchema.nullable() });
export type ClassPace = z.infer<typeof ClassPaceSchema>;

/** POST /api/class/{classCode}/pace (bearer, teacher). */
export const PaceActionBody = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('hold'), okt: PaceSpotSchema.shape.okt, activity: ActivityCodeSchema }),
    z.strictObject({ action: z.literal('release') }),
    z.strictObject({ action: z.literal('send'), okt: PaceSpotSchema.shape.okt, activity: ActivityCodeSchema }),
  ],
  { error: 'txt_error_invalid_input' },
);
export type PaceAction = z.infer<typeof PaceActionBody>;

/** «Send alle hit» moves pages opened this long after the press too; older presses are not sent to pupils at all. */
export const SEND_TO_FRESH_MS = 5 * 60_000;

/** A save beyond the held activity (409): the pupil is told the class waits. */
export const PACE_ERROR = { held: 'ueokonomi/class-held' } as const;
export const CLASS_HELD = { error: PACE_ERROR.held, messageKey: 'txt_error_save_class_held' } as const;
export const UNKNOWN_ACTIVITY = { error: 'ValidationError', messageKey: 'txt_error_invalid_activity', field: 'activity' } as const;
