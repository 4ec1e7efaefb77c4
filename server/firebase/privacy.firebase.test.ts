import { randomBytes } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { FIRESTORE_PATHS } from '../../src/contracts/firebaseConfig';
import { bearer, recordingMailer, type TestApp } from '../test/authHelpers';
import { clearEmulators, firebaseSignUp, firebaseTestConfig } from '../test/firebaseHelpers';
import { classAction, createTestClass, demoTeacherToken } from '../test/teacherHelpers';
import { buildTestApp } from '../test/testApp';
import { elsewhereOf } from '../plugins/privacy';
import { purge } from '../retention/purge';
import { DAY_MS, MONTH_MS } from '../retention/terms';

/** Data protection in the Firebase profile: the same promises, kept in Firestore and Firebase Auth too. */

const env = inject('firebaseEnv');
const PASSWORD = 'en lang nok setning';
let admin: App;
let app: TestApp;

beforeAll(() => {
  Object.assign(process.env, env);
  admin = initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, `test-${randomBytes(4).toString('hex')}`);
});
afterAll(async () => {
  await deleteApp(admin);
});
beforeEach(async () => {
  await clearEmulators(env);
  app = await buildTestApp({ config: firebaseTestConfig(env) });
});
afterEach(async () => {
  await app.close();
});

/** A pupil's record as the browser's Firestore adapter writes it, with its class in the pupil's list of classes. */
async function writeRecord(uid: string, classCode: string, responses: Record<string, unknown>) {
  await getFirestore(admin).doc(FIRESTORE_PATHS.classRecord(uid, classCode)).set({ classCode, responses, versions: {}, revision: 1, lastUpdated: FieldValue.serverTimestamp(), receipts: [] });
  await getFirestore(admin).doc(FIRESTORE_PATHS.user(uid)).set({ classCodes: FieldValue.arrayUnion(classCode) }, { merge: true });
}
const classCodesOf = async (uid: string) => ((await getFirestore(admin).doc(FIRESTORE_PATHS.user(uid)).get()).data()?.classCodes as string[] | undefined) ?? [];
const recordExists = async (uid: string, classCode: string) => (await getFirestore(admin).doc(FIRESTORE_PATHS.classRecord(uid, classCode)).get()).exists;
const authUserExists = (uid: string) =>
  getAuth(admin)
    .getUser(uid)
    .then(
      () => true,
      () => false,
    );

describe('«Mine data» and deletion in the Firebase profile', () => {
  it('exports the answers kept in Firestore, and deletes them and the Firebase Auth account with the password', async () => {
    const { uid, idToken } = await firebaseSignUp(env, 'fb-mine-data@skole.no', PASSWORD);
    await writeRecord(uid, 'DEMO26', { O1A: 'mitt svar i Firestore' });
    const other = await firebaseSignUp(env, 'fb-naboen@skole.no', PASSWORD);
    await writeRecord(other.uid, 'DEMO26', { O1A: 'naboens svar' });

    const exported = await app.inject({ url: '/api/account/data', headers: bearer(idToken) });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.classes).toMatchObject([{ classCode: 'DEMO26', responses: { O1A: 'mitt svar i Firestore' } }]);
    expect(exported.body).not.toContain('naboens svar');

    expect((await app.inject({ method: 'POST', url: '/api/account/delete', headers: bearer(idToken), payload: { password: 'feil passord her' } })).statusCode).toBe(400);
    expect(await authUserExists(uid)).toBe(true);

    const deleted = await app.inject({ method: 'POST', url: '/api/account/delete', headers: bearer(idToken), payload: { password: PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await recordExists(uid, 'DEMO26')).toBe(false);
    expect(await authUserExists(uid)).toBe(false);
    expect(await app.db.selectFrom('users').select('id').where('id', '=', uid).execute()).toEqual([]);
    expect(await recordExists(other.uid, 'DEMO26')).toBe(true);
  });

  it('deletes every pupil’s Firestore record of a class the teacher deletes, and a pupil the teacher takes out', async () => {
    const teacherToken = await demoTeacherToken(app);
    const code = await createTestClass(app, teacherToken);
    const ola = await firebaseSignUp(env, 'fb-ola@skole.no');
    const kari = await firebaseSignUp(env, 'fb-kari@skole.no');
    await writeRecord(ola.uid, code, { O1A: 'ola' });
    await writeRecord(kari.uid, code, { O1A: 'kari' });
    await writeRecord(kari.uid, 'DEMO26', { O1A: 'kari i demoklassen' });
    // The server knows the pupils once they have used a token with it.
    await app.inject({ url: `/api/store/users/${ola.uid}`, headers: bearer(ola.idToken) });

    const removed = await app.inject({ method: 'POST', url: `/api/class/${code}/remove-pupil`, headers: bearer(teacherToken), payload: { email: 'fb-ola@skole.no' } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await recordExists(ola.uid, code)).toBe(false);
    expect(await recordExists(kari.uid, code)).toBe(true);
    // The class leaves the pupil's list of classes with the record, so the place it took counts no more.
    expect(await classCodesOf(ola.uid)).toEqual([]);

    const res = await classAction(app, 'delete', teacherToken, { classCode: code, confirmCode: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(await recordExists(kari.uid, code)).toBe(false);
    expect(await recordExists(kari.uid, 'DEMO26')).toBe(true);
    expect(await classCodesOf(kari.uid)).toEqual(['DEMO26']);
    expect((await getFirestore(admin).doc(FIRESTORE_PATHS.classState(code)).get()).exists).toBe(false);
  });
});

describe('the retention purge in the Firebase profile', () => {
  it('deletes an inactive pupil’s Firestore answers and Firebase Auth account with the local row', async () => {
    const { uid, idToken } = await firebaseSignUp(env, 'fb-inaktiv@skole.no');
    await app.inject({ url: `/api/store/users/${uid}`, headers: bearer(idToken) });
    await writeRecord(uid, 'DEMO26', { O1A: 'gammelt svar' });
    const later = app.now() + 12 * MONTH_MS + DAY_MS;
    const counts = await purge(app.db, { rules: app.config.retention, now: later, mailer: recordingMailer().mailer, baseUrl: 'https://okonomi.test', elsewhere: elsewhereOf(app) });
    expect(counts.accounts).toBe(1);
    expect(await recordExists(uid, 'DEMO26')).toBe(false);
    expect(await authUserExists(uid)).toBe(false);
  });

  it('deletes a class record of an active pupil not saved for 12 months, and keeps a younger one', async () => {
    const { uid, idToken } = await firebaseSignUp(env, 'fb-aktiv@skole.no');
    await app.inject({ url: `/api/store/users/${uid}`, headers: bearer(idToken) });
    const firestore = getFirestore(admin);
    const old = app.now() - 12 * MONTH_MS - DAY_MS;
    await firestore.doc(FIRESTORE_PATHS.classRecord(uid, 'GAMMEL')).set({ classCode: 'GAMMEL', responses: {}, versions: {}, revision: 1, lastUpdated: Timestamp.fromMillis(old), receipts: [] });
    await writeRecord(uid, 'NYERE1', { O1A: 'nytt' });
    const counts = await purge(app.db, { rules: app.config.retention, now: app.now(), mailer: recordingMailer().mailer, baseUrl: 'https://okonomi.test', elsewhere: elsewhereOf(app) });
    expect(counts.records).toBe(1);
    expect(await recordExists(uid, 'GAMMEL')).toBe(false);
    expect(await recordExists(uid, 'NYERE1')).toBe(true);
    expect(await authUserExists(uid)).toBe(true);
  });
});
