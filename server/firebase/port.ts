import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { codesBeyondHold } from '../../src/domain/pace';
import { findClassAccess, findClassPace, findClassState, listPupilRecords, type PupilRecord } from '../db/repositories/classes';
import type { FirebaseProfile } from './admin';

declare module 'fastify' {
  interface FastifyInstance {
    firebase: FirebaseProfile | undefined;
    /** From whichever store the profile uses. */
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

/** Each class's copy in progress, by the profile every plugin's instance shares, so two copies never write out of order. */
const publishing = new WeakMap<FirebaseProfile, Map<string, Promise<void>>>();

/**
 * Copies the class's state to Firestore after the reply, so pupils' screens change live; the teacher's change stands.
 * A class's copies run one after another, each reading the state when it starts: the last one written is the newest.
 */
export function publishClassState(app: FastifyInstance, classCode: string) {
  const firebase = app.firebase;
  if (!firebase) return;
  const queue = publishing.get(firebase) ?? new Map<string, Promise<void>>();
  publishing.set(firebase, queue);
  const copy = (queue.get(classCode) ?? Promise.resolve()).then(async () => {
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
  queue.set(classCode, copy);
  app.background.run('classState', () =>
    copy.finally(() => {
      if (queue.get(classCode) === copy) queue.delete(classCode);
    }),
  );
}
