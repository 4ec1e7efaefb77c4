import { z } from 'zod';
import { displayNameIssue, tidyDisplayName } from '../domain/displayName';

/** A display name tidied (src/domain/displayName.ts); '' clears it. */
export const DisplayNameSchema = z
  .string({ error: 'txt_error_display_name_invalid' })
  .transform(tidyDisplayName)
  .superRefine((value, ctx) => {
    const issue = displayNameIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

export const DisplayNameBody = z.strictObject({ displayName: DisplayNameSchema });

export const DisplayNameData = z.object({
  displayName: z.string().nullable(),
  pseudonym: z.string(),
  updatedAt: z.number().nullable(),
});
export type DisplayNameData = z.infer<typeof DisplayNameData>;
