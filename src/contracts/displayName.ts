import { z } from 'zod';
import { displayNameIssue, tidyDisplayName } from '../domain/displayName';

/**
 * A display name as the pupil sends it, tidied (src/domain/displayName.ts); '' clears it. Messages are
 * message keys (server/plugins/errors.ts passes `txt_…` on; the client shows them as `error.…`).
 */
export const DisplayNameSchema = z
  .string({ error: 'txt_error_display_name_invalid' })
  .transform(tidyDisplayName)
  .superRefine((value, ctx) => {
    const issue = displayNameIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

export const DisplayNameBody = z.strictObject({ displayName: DisplayNameSchema });

/** What the pupil sees: their chosen name (null when none) and the name the teacher otherwise sees them by. */
export const DisplayNameData = z.object({
  displayName: z.string().nullable(),
  pseudonym: z.string(),
  updatedAt: z.number().nullable(),
});
export type DisplayNameData = z.infer<typeof DisplayNameData>;
