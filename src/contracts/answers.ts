import { z } from 'zod';
import { ResponsesSchema } from './auth';

/**
 * Answers saved per activity with a version (docs/decisions/saves-and-conflicts.md): a change on an older version
 * is merged field by field with what another device saved since; only a field both changed differently conflicts.
 */

/** The server's version of one activity's answer; 0 for an activity never saved. */
export const AnswerVersionSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Epoch milliseconds on the server's clock (the client corrects its own by the offset it has seen). */
export const EditedAtSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const AnswerStampSchema = z.object({ version: AnswerVersionSchema, editedAt: EditedAtSchema });

/** Every activity ever saved in the record, with its stamp; an activity cleared (Start over) keeps its stamp. */
export const AnswerStampsSchema = z.record(z.string(), AnswerStampSchema);
export type AnswerStamps = z.infer<typeof AnswerStampsSchema>;

/** Activities one save may change; there are fewer activities than this in all five sessions. */
export const MAX_CHANGES_PER_SAVE = 60;

/** `value` null clears the activity; without a `base`, a change on an older version is refused (src/domain/answerMerge.ts). */
export const AnswerChangeSchema = z.strictObject({
  value: z.unknown(),
  baseVersion: AnswerVersionSchema,
  editedAt: EditedAtSchema,
  base: z.unknown().optional(),
});
export type AnswerChange = z.infer<typeof AnswerChangeSchema>;

/** PATCH /api/store/users/{userId}/classes/{classCode}: the changed activities only. */
export const AnswerChangesBody = z.strictObject({
  changes: z.record(z.string().min(1).max(40), AnswerChangeSchema).refine((c) => Object.keys(c).length >= 1 && Object.keys(c).length <= MAX_CHANGES_PER_SAVE, {
    error: 'txt_error_invalid_input',
  }),
});
export type AnswerChanges = Record<string, AnswerChange>;

/** A class record with its stamps, as every store read and save answers it. `serverTime` lets the client correct its clock. */
export const VersionedClassRecordData = z.object({
  classCode: z.string(),
  responses: ResponsesSchema,
  versions: AnswerStampsSchema,
  lastUpdated: z.number(),
  serverTime: z.number(),
});
export type VersionedClassRecord = z.infer<typeof VersionedClassRecordData>;

/** GET …/classes/{classCode}/versions: an open page fetches the record only when another device has saved since. */
export const RecordVersionsData = z.record(z.string(), AnswerVersionSchema);
export type RecordVersions = z.infer<typeof RecordVersionsData>;

/** What the server holds for an activity whose change was refused as based on an old version. */
export const AnswerConflictSchema = z.object({ value: z.unknown(), version: AnswerVersionSchema, editedAt: EditedAtSchema });
export type AnswerConflict = z.infer<typeof AnswerConflictSchema>;

/** 409 body of a refused save: nothing of it was applied; `conflicts` has the server's current answer per refused activity. */
export const AnswerConflictFailure = z.object({
  success: z.literal(false),
  error: z.literal('VersionConflict'),
  messageKey: z.literal('txt_error_answer_conflict'),
  conflicts: z.record(z.string(), AnswerConflictSchema),
  record: VersionedClassRecordData,
});

/** A pupil keeps records in at most this many classes (one per class code they joined). */
export const MAX_CLASS_RECORDS_PER_USER = 20;

/** All of one account's answers, in bytes of JSON: room for about a hundred classes, yet no account can fill the database. */
export const MAX_RECORD_BYTES_PER_USER = 256 * 1024;

/** Saves one account may make per minute: a pupil typing saves about once a second at the most. */
export const SAVES_PER_MINUTE_DEFAULT = 120;
