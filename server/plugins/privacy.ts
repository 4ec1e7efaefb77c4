import type { FastifyInstance } from 'fastify';
import { deleteAccount, deleteClass, removeFromClass } from '../db/repositories/deletion';
import { listUserRecords, type StoredClassRecord } from '../db/repositories/progress';

/**
 * Deleting and exporting a person's or a class's data, from whichever store the profile keeps the answers
 * in. The self-hosted profile has everything in the database; the Firebase profile keeps the answers in Firestore
 * and the account in Firebase Auth as well, so both are cleared there too. Each answers how many records it touched.
 */
export interface PrivacyStore {
  deleteClass(classCode: string): Promise<number>;
  removeFromClass(classCode: string, userId: string): Promise<number>;
  deleteAccount(userId: string): Promise<number>;
  /** The person's class records (answers with their versions and times), for «Mine data». */
  classRecords(userId: string): Promise<StoredClassRecord[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    privacy: PrivacyStore;
  }
}

export function registerPrivacy(app: FastifyInstance) {
  const firebase = () => app.firebase;
  app.decorate('privacy', {
    // The caller has checked that the class exists and is the teacher's own.
    async deleteClass(classCode) {
      const remote = firebase() ? await firebase()!.deleteClassRecords(classCode) : 0;
      return remote + (await deleteClass(app.db, classCode));
    },
    async removeFromClass(classCode, userId) {
      const remote = firebase() ? await firebase()!.deleteUserRecords(userId, classCode) : 0;
      return remote + (await removeFromClass(app.db, classCode, userId));
    },
    async deleteAccount(userId) {
      const remote = firebase() ? await firebase()!.deleteUserRecords(userId) : 0;
      const owned = await app.db.selectFrom('classes').select('code').where('teacher_id', '=', userId).execute();
      let classes = 0;
      for (const { code } of owned) classes += firebase() ? await firebase()!.deleteClassRecords(code) : 0;
      const local = await deleteAccount(app.db, userId);
      // The sign-in goes last: until then a failure leaves an account that can still sign in and try again.
      if (firebase()) await firebase()!.deleteAuthUser(userId);
      return remote + classes + local;
    },
    async classRecords(userId) {
      return firebase() ? firebase()!.listUserRecords(userId) : listUserRecords(app.db, userId);
    },
  } satisfies PrivacyStore);
}

/**
 * For the retention job: after the database deleted accounts or classes, the Firebase profile's copies go too (their
 * Firestore answers and Firebase Auth accounts). Undefined in the self-hosted profile, which keeps nothing elsewhere.
 */
export function elsewhereOf(app: FastifyInstance) {
  const firebase = app.firebase;
  if (!firebase) return undefined;
  return {
    async accountsDeleted(ids: string[]) {
      for (const id of ids) {
        await firebase.deleteUserRecords(id);
        await firebase.deleteAuthUser(id);
      }
    },
    async classesDeleted(codes: string[]) {
      for (const code of codes) await firebase.deleteClassRecords(code);
    },
    deleteStaleRecords: (before: number) => firebase.deleteStaleRecords(before),
  };
}
