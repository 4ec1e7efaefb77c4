import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { codesBeyondHold } from '../../src/domain/pace';
import { findClassAccess, findClassPace, findClassState, listPupilRecords, type PupilRecord } from '../db/repositories/classes';
import type { StoredClassRecord } from '../db/repositories/progress';
import type { IdTokenCheck } from './verifyIdToken';

/** A class's state as pupils read it live from `classState/{classCode}` (only the server writes it). */
export interface ClassStateDoc {
  /** The open session numbers, session 1 included. */
  sections: number[];
  archived: boolean;
  /** The activity codes past the one the teacher holds the class at: the rules take no answers to them. */
  heldBeyond: string[];
}

export type PasswordSignIn = { ok: true; idToken: string } | { ok: false; reason: 'invalid-credential' | 'too-many' };

/**
 * What the server does with Firebase in the Firebase profile. The implementation
 * (./admin.ts) loads firebase-admin, so only the Firebase profile ever loads it.
 */
export interface FirebaseProfile {
  projectId: string;
  verifyIdToken(token: string): Promise<IdTokenCheck>;
  /** The demo teacher's account with the teacher claim, made if missing (emulators only); answers its uid. */
  ensureDemoTeacher(email: string, password: string): Promise<string>;
  /** Sets the custom claim `teacher: true`, keeping any other claims. */
  grantTeacherClaim(uid: string): Promise<void>;
  /** E-mail and password checked by Firebase Auth's REST API (`accounts:signInWithPassword`). */
  signInWithPassword(email: string, password: string): Promise<PasswordSignIn>;
  writeClassState(classCode: string, state: ClassStateDoc): Promise<void>;
  /** Every `users/{uid}/classes/{classCode}` of one class, read with the Admin SDK. */
  listClassRecords(classCode: string): Promise<PupilRecord[]>;
  /** One person's class records, for «Mine data». */
  listUserRecords(uid: string): Promise<StoredClassRecord[]>;
  /** Every pupil's record of a class and its `classState`; answers how many records went. */
  deleteClassRecords(classCode: string): Promise<number>;
  /** One person's record in one class, or with no class their `users/{uid}` and everything under it. */
  deleteUserRecords(uid: string, classCode?: string): Promise<number>;
  /** Every pupil's class record not saved since `before` (the retention job's rule 2); answers how many. */
  deleteStaleRecords(before: number): Promise<number>;
  /** The Firebase Auth account; an account already gone is no error. */
  deleteAuthUser(uid: string): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set in the Firebase profile only. */
    firebase: FirebaseProfile | undefined;
    /** The pupils' records of a class for the teacher's dashboard, from whichever store the profile uses. */
    pupilRecords: (classCode: string) => Promise<PupilRecord[]>;
  }
}

export const profile = fp(async (app: FastifyInstance, { firebase }: { firebase?: FirebaseProfile }) => {
  app.decorate('firebase', firebase);
  app.decorate('pupilRecords', async (classCode: string) => {
    if (!firebase) return listPupilRecords(app.db, classCode);
    const records = await firebase.listClassRecords(classCode);
    // As in the self-hosted count, teachers trying the class are not pupils.
    const ids = records.map((record) => record.userId);
    const teachers = ids.length === 0 ? [] : await app.db.selectFrom('users').select('id').where('id', 'in', ids).where('has_teacher_access', '=', 1).execute();
    const teacherIds = new Set(teachers.map((row) => row.id));
    return records.filter((record) => !teacherIds.has(record.userId));
  });
  if (firebase) app.addHook('onClose', () => firebase.close());
}, { name: 'profile', dependencies: ['db'] });

/**
 * In the Firebase profile, copies the class's open sessions and archived flag to `classState/{classCode}`
 * after the reply, so pupils' screens change live. A failure is logged; the teacher's change stands.
 */
export function publishClassState(app: FastifyInstance, classCode: string) {
  const firebase = app.firebase;
  if (!firebase) return;
  app.background.run('classState', async () => {
    try {
      const state = await findClassState(app.db, classCode);
      if (!state) return;
      // An archived class opens nothing until it is brought back.
      const access = state === 'open' ? await findClassAccess(app.db, classCode) : undefined;
      const sections = Object.entries(access ?? {}).flatMap(([number, open]) => (open ? [Number(number)] : []));
      const heldBeyond = codesBeyondHold(app.content.okter.no, (await findClassPace(app.db, classCode)).hold);
      await firebase.writeClassState(classCode, { sections, archived: state === 'archived', heldBeyond });
    } catch (err) {
      app.log.warn({ err, classCode }, 'klassestatus ble ikke skrevet til Firestore');
    }
  });
}
