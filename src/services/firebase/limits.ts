/**
 * Copies of values in src/contracts/{auth,answers,firebaseConfig}.ts, which build zod schemas when loaded and would bring
 * zod into the Firebase chunk. limits.test.ts holds these to the originals.
 */
export const SESSION_HOURS = 8;
export const TEACHER_CLAIM = 'teacher';
export const MAX_CLASS_RECORDS_PER_USER = 20;
export const FIRESTORE_PATHS = {
  user: (uid: string) => `users/${uid}`,
  classRecord: (uid: string, classCode: string) => `users/${uid}/classes/${classCode}`,
} as const;
