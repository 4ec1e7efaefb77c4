import { z } from 'zod';

/** Spec §9: Firestore refuses a cache below 1 MiB, and -1 means unlimited. */
export const FIRESTORE_CACHE_DEFAULT_BYTES = 41_943_040;
export const FIRESTORE_CACHE_MIN_BYTES = 1_048_576;
export const FIRESTORE_LONG_POLLING_DEFAULT_SECONDS = 30;
export const FIRESTORE_LONG_POLLING_MIN_SECONDS = 5;
export const FIRESTORE_LONG_POLLING_MAX_SECONDS = 30;

/** Written by the server into index.html (`app-config`); `emulators` only in development and test. */
export const FirebaseWebConfigSchema = z.strictObject({
  projectId: z.string().regex(/^[a-z0-9-]{4,40}$/),
  apiKey: z.string().min(1).max(200),
  authDomain: z.string().min(1).max(200),
  cacheSizeBytes: z.union([z.literal(-1), z.number().int().min(FIRESTORE_CACHE_MIN_BYTES)]),
  longPollingTimeoutSeconds: z.number().int().min(FIRESTORE_LONG_POLLING_MIN_SECONDS).max(FIRESTORE_LONG_POLLING_MAX_SECONDS),
  /** host:port of each emulator. */
  emulators: z.strictObject({ auth: z.string().min(1), firestore: z.string().min(1) }).optional(),
});
export type FirebaseWebConfig = z.infer<typeof FirebaseWebConfigSchema>;

/** Which adapters play the identity provider and the document store (DESIGN.md, "the three services"). */
export type Profile = 'self-hosted' | 'firebase';

/** Firestore paths (spec §7): `users/{uid}` and `users/{uid}/classes/{classCode}`; `classState/{classCode}` only the server writes. */
export const FIRESTORE_PATHS = {
  user: (uid: string) => `users/${uid}`,
  classRecord: (uid: string, classCode: string) => `users/${uid}/classes/${classCode}`,
  classState: (classCode: string) => `classState/${classCode}`,
} as const;

/** The custom claim the server sets when a teacher registers; a client can never set it. */
export const TEACHER_CLAIM = 'teacher';
