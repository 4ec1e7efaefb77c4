import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { codesBeyondHold } from '../../src/domain/pace';
import { findClassAccess, findClassPace, findClassState, listPupilRecords, type PupilRecord } from '../db/repositories/classes';
import type { ClassStateDoc, FirebaseProfile } from './admin';

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

/** How many times one copy writes again because the class changed while it wrote. */
const COPY_ROUNDS = 5;

/** The class's state as pupils read it from `classState/{classCode}`; null for a class that is gone. */
async function classStateOf(app: FastifyInstance, classCode: string): Promise<ClassStateDoc | null> {
  const state = await findClassState(app.db, classCode);
  if (!state) return null;
  // An archived class opens nothing until it is brought back.
  const access = state === 'open' ? await findClassAccess(app.db, classCode) : undefined;
  const sections = Object.entries(access ?? {}).flatMap(([number, open]) => (open ? [Number(number)] : []));
  const heldBeyond = codesBeyondHold(app.content.okter.no, (await findClassPace(app.db, classCode)).hold);
  return { sections, archived: state === 'archived', heldBeyond };
}

/**
 * Copies the class's state to Firestore after the reply, so pupils' screens change live; the teacher's change stands.
 * In one process a class's copies run one after another. Another instance's copy, or the class's deletion, may still
 * land between a read and its write, so each copy reads the class again after writing and writes again until what it
 * wrote is the class as it stands (none, for a class deleted meanwhile): the last write to land is the newest state.
 */
export function publishClassState(app: FastifyInstance, classCode: string) {
  const firebase = app.firebase;
  if (!firebase) return;
  const queue = publishing.get(firebase) ?? new Map<string, Promise<void>>();
  publishing.set(firebase, queue);
  const copy = (queue.get(classCode) ?? Promise.resolve()).then(async () => {
    try {
      let state = await classStateOf(app, classCode);
      if (!state) return;
      for (let round = 0; round < COPY_ROUNDS; round += 1) {
        await firebase.writeClassState(classCode, state);
        const now = await classStateOf(app, classCode);
        if (JSON.stringify(now) === JSON.stringify(state)) return;
        state = now;
      }
      app.log.warn({ classCode }, 'klassestatus endret seg under hver kopi til Firestore');
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
