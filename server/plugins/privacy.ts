import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteAccounts, deleteClasses, removeRecords } from '../db/repositories/deletion';
import { listUserRecords, type StoredClassRecord } from '../db/repositories/progress';

/** Deleting and exporting a person's or a class's data, in Firestore and Firebase Auth too in the Firebase profile. */
function privacyStore({ firebase, db }: FastifyInstance) {
  return {
    // The caller has checked that the class exists and is the teacher's own.
    deleteClass: async (classCode: string) => ((await firebase?.deleteClassRecords(classCode)) ?? 0) + (await deleteClasses(db, [classCode])).records,
    removeFromClass: async (classCode: string, userId: string) =>
      ((await firebase?.deleteUserRecords(userId, classCode)) ?? 0) + (await removeRecords(db, [{ userId, classCode }])),
    async deleteAccount(userId: string) {
      let remote = (await firebase?.deleteUserRecords(userId)) ?? 0;
      const owned = await db.selectFrom('classes').select('code').where('teacher_id', '=', userId).execute();
      for (const { code } of owned) remote += (await firebase?.deleteClassRecords(code)) ?? 0;
      const { records: local } = await deleteAccounts(db, [userId]);
      // The sign-in goes last: until then a failure leaves an account that can still sign in and try again.
      await firebase?.deleteAuthUser(userId);
      return remote + local;
    },
    /** For «Mine data». */
    classRecords: (userId: string): Promise<StoredClassRecord[]> => (firebase ? firebase.listUserRecords(userId) : listUserRecords(db, userId)),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    privacy: ReturnType<typeof privacyStore>;
  }
}

export const privacy = fp(async (app) => {
  app.decorate('privacy', privacyStore(app));
}, { name: 'privacy', dependencies: ['db', 'profile'] });

/** For the retention job: the Firebase profile's copies of deleted accounts and classes; undefined when self-hosted. */
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
