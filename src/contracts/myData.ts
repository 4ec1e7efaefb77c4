import { z } from 'zod';
import { PasswordSchema } from './auth';

/**
 * «Mine data»: everything stored about the signed-in person (GDPR art. 15 and 20), in epoch ms. Nothing of anyone
 * else: a teacher's action on the account is listed without who.
 */
export const MyDataSchema = z.object({
  exportedAt: z.number(),
  account: z.object({
    email: z.string(),
    role: z.enum(['pupil', 'teacher']),
    /** A Feide account has no password (deleting it takes FEIDE_DELETE_WORD). */
    signIn: z.enum(['email', 'feide']),
    createdAt: z.number(),
    lastActiveAt: z.number().nullable(),
    /** null for pupils. */
    county: z.string().nullable(),
    countyEmail: z.string().nullable(),
  }),
  classes: z.array(
    z.object({
      classCode: z.string(),
      lastUpdated: z.number(),
      responses: z.unknown(),
      versions: z.unknown(),
    }),
  ),
  displayNames: z.array(z.object({ classCode: z.string(), displayName: z.string(), updatedAt: z.number() })),
  startOvers: z.array(z.object({ classCode: z.string(), at: z.number() })),
  /** A teacher's classes; their pupils' answers are the pupils' own data. */
  ownClasses: z.array(z.object({ classCode: z.string(), name: z.string(), school: z.string().nullable(), schoolYear: z.string().nullable(), createdAt: z.number(), archived: z.boolean() })),
  sessions: z.array(z.object({ device: z.string(), createdAt: z.number(), lastSeenAt: z.number() })),
  joinedClasses: z.array(z.object({ classCode: z.string(), joinedAt: z.number().nullable() })),
  /** E-mailed links still open; only a hash of each code is stored, so the code itself cannot be here. */
  openLinks: z.array(z.object({ kind: z.enum(['reset', 'confirm']), createdAt: z.number(), expiresAt: z.number() })),
  /** The last day's saves, kept so a save sent twice is applied once. */
  saveReceipts: z.array(z.object({ key: z.string(), classCode: z.string(), savedAt: z.number() })),
  events: z.array(z.object({ at: z.number(), action: z.string() })),
  retention: z.object({ inactiveMonths: z.number().int(), deletedAfter: z.number().nullable() }),
});
export type MyData = z.infer<typeof MyDataSchema>;

/** Deleting one's own account needs the password: a computer left signed in must not be enough. */
export const DeleteAccountBody = z.strictObject({ password: PasswordSchema });
export const DeletedAccountData = z.object({ records: z.number().int().min(0) });
