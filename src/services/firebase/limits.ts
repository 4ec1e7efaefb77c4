/**
 * Values of src/contracts/auth.ts, src/contracts/answers.ts and src/contracts/firebaseConfig.ts that the Firebase adapters need. Those
 * modules build zod schemas when loaded, and importing a constant from them brought zod (26 kB gzipped) into
 * the Firebase chunk, which nothing else of the browser loads. limits.test.ts holds these to the originals.
 */
export const SESSION_HOURS = 8;
export const TEACHER_CLAIM = 'teacher';
export const MAX_CLASS_RECORDS_PER_USER = 20;
export const FIRESTORE_PATHS = {
  user: (uid: string) => `users/${uid}`,
  classRecord: (uid: string, classCode: string) => `users/${uid}/classes/${classCode}`,
} as const;
