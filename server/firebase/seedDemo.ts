import type { FastifyInstance } from 'fastify';
import { DEMO } from '../db/seedDemo';
import { findUserByEmail, grantTeacherAccess } from '../db/repositories/users';
import { publishClassState } from './port';
import { firebaseUserRow } from './users';

/** The demo teacher as a Firebase account; emulators only, as a published password has no place in a real project. */
export async function seedFirebaseDemo(app: FastifyInstance): Promise<void> {
  const firebase = app.firebase;
  if (!firebase || !app.config.firebase?.emulators) return;
  const uid = await firebase.ensureDemoTeacher(DEMO.email, DEMO.password);
  const row = await firebaseUserRow(app.db, uid, DEMO.email, app.now());
  if (!row) throw new Error(`Demolæreren ${DEMO.email} fikk ingen lokal rad`);
  await grantTeacherAccess(app.db, uid, { fylkeId: DEMO.fylkeId, fylkeEmail: DEMO.email }, app.now());
  // The self-hosted seed made the class for its own demo teacher; in this profile the Firebase one owns it.
  const selfHosted = await findUserByEmail(app.db, DEMO.email);
  if (selfHosted && selfHosted.id !== uid) {
    await app.db.updateTable('classes').set({ teacher_id: uid }).where('code', '=', DEMO.classCode).where('teacher_id', '=', selfHosted.id).execute();
  }
  publishClassState(app, DEMO.classCode);
}
