import { z } from 'zod';
import { PasswordSchema } from './auth';

/**
 * «Mine data»: everything stored about the signed-in person, as they download it (GDPR art. 15 and 20).
 * Times are epoch milliseconds. Nothing of anyone else: a teacher's action on the account is listed without who.
 */
export const MyDataSchema = z.object({
  exportedAt: z.number(),
  account: z.object({
    email: z.string(),
    role: z.enum(['pupil', 'teacher']),
    /** How the account signs in; a Feide account has no password (deleting it takes FEIDE_DELETE_WORD). */
    signIn: z.enum(['email', 'feide']),
    createdAt: z.number(),
    lastActiveAt: z.number().nullable(),
    /** A teacher's county and county e-mail address; null for pupils. */
    county: z.string().nullable(),
    countyEmail: z.string().nullable(),
  }),
  /** The person's answers, one record per class they have worked in. */
  classes: z.array(
    z.object({
      classCode: z.string(),
      lastUpdated: z.number(),
      responses: z.unknown(),
      versions: z.unknown(),
    }),
  ),
  /** The names the pupil chose to be shown by, each to the teacher of that class only. */
  displayNames: z.array(z.object({ classCode: z.string(), displayName: z.string(), updatedAt: z.number() })),
  /** When the pupil last started over in each class (the teacher's class view shows it). */
  startOvers: z.array(z.object({ classCode: z.string(), at: z.number() })),
  /** For a teacher: the classes they own (their pupils' answers are the pupils' own data, and not in here). */
  ownClasses: z.array(z.object({ classCode: z.string(), name: z.string(), school: z.string().nullable(), schoolYear: z.string().nullable(), createdAt: z.number(), archived: z.boolean() })),
  /** Devices signed in to the account now. */
  sessions: z.array(z.object({ device: z.string(), createdAt: z.number(), lastSeenAt: z.number() })),
  /** When the person joined each class they have a record in (the teacher of the first one may help with the account). */
  joinedClasses: z.array(z.object({ classCode: z.string(), joinedAt: z.number().nullable() })),
  /**
   * Links to choose a new password, and for a teacher links to confirm the address, e-mailed and still open (not used,
   * not expired): when each was made and until when it works. Only a hash of each link's code is stored, so the code
   * itself is not here and cannot be.
   */
  openLinks: z.array(z.object({ kind: z.enum(['reset', 'confirm']), createdAt: z.number(), expiresAt: z.number() })),
  /** Receipts of the last day's saves, kept so a save sent twice is applied once: the save's own key, its class and when. */
  saveReceipts: z.array(z.object({ key: z.string(), classCode: z.string(), savedAt: z.number() })),
  /** What was done to the account (a temporary password, being let in, being removed from a class). */
  events: z.array(z.object({ at: z.number(), action: z.string() })),
  /** When the answers and the account are deleted if the person does nothing more. */
  retention: z.object({ inactiveMonths: z.number().int(), deletedAfter: z.number().nullable() }),
});
export type MyData = z.infer<typeof MyDataSchema>;

/** Deleting one's own account needs the password: a computer left signed in must not be enough. */
export const DeleteAccountBody = z.strictObject({ password: PasswordSchema });
export const DeletedAccountData = z.object({ records: z.number().int().min(0) });
