import { randomBytes } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO } from '../db/seedDemo';
import { bearer, type TestApp } from '../test/authHelpers';
import { authRest, clearEmulators, firebaseSignUp, firebaseTestConfig } from '../test/firebaseHelpers';
import { localSigningKeys, unsignedToken } from '../test/firebaseTokens';
import { addPupil, classAction, createTestClass, getAs } from '../test/teacherHelpers';
import { buildTestApp } from '../test/testApp';
import { mayActOnPupil } from '../routes/pupilAuthority';

const env = inject('firebaseEnv');
const registration = (email: string) => ({ email, password: 'en lang nok setning', fylkeEmail: email, fylkeId: '03', isNewTeacher: true });

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

/** A Firebase teacher registered through our server, with the backend token from /api/jwt/token. */
async function registeredTeacher(email = 'laerer@skole.no', password = 'en lang nok setning') {
  const { uid, idToken } = await firebaseSignUp(env, email, password);
  const res = await app.inject({ method: 'POST', url: '/api/register/teacher', headers: bearer(idToken), payload: registration(email) });
  expect(res.statusCode).toBe(200);
  const token = await app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: email, password } });
  expect(token.statusCode).toBe(200);
  return { uid, apiToken: token.json().token as string };
}

describe('Firebase ID tokens on the backend API (emulator mode)', () => {
  it('lets a pupil who signed up with Firebase call a protected route, and gives them a local row', async () => {
    const { uid, idToken } = await firebaseSignUp(env, 'elev@skole.no');
    const res = await app.inject({ url: `/api/store/users/${uid}`, headers: bearer(idToken) });
    expect(res.statusCode).toBe(200);
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'elev@skole.no', has_teacher_access: 0 });
  });

  it('refuses a token of a self-hosted account and an unknown string', async () => {
    const pupil = await addPupil(app);
    expect((await app.inject({ url: `/api/store/users/${pupil.userId}`, headers: bearer(pupil.idToken) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/list/class', headers: bearer('tull') })).statusCode).toBe(401);
  });

  it('refuses a token after its account’s tokens were revoked', async () => {
    const { uid, idToken } = await firebaseSignUp(env, 'elev@skole.no');
    // Revocation is kept to the second, and the token must be older than it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await getAuth(admin).revokeRefreshTokens(uid);
    expect((await app.inject({ url: `/api/store/users/${uid}`, headers: bearer(idToken) })).statusCode).toBe(401);
  });

  it('does not take a teacher claim the client wrote into its own token', async () => {
    const { uid, idToken } = await firebaseSignUp(env, 'elev@skole.no');
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const edited = unsignedToken({ ...claims, teacher: true });
    expect((await getAs(app, '/api/list/class', edited)).statusCode).toBe(403);
    expect((await getAuth(admin).getUser(uid)).customClaims?.teacher).toBeUndefined();
  });
});

describe('Firebase ID tokens on the backend API (production mode, local keys)', () => {
  it('accepts a signed token and refuses emulator, forged, edited and revoked ones', async () => {
    const keys = localSigningKeys(env.FIREBASE_PROJECT_ID!);
    const production = await buildTestApp({ config: firebaseTestConfig(env), firebase: { signingKeys: keys.keys } });
    try {
      const { uid, idToken: emulatorToken } = await firebaseSignUp(env, 'elev@skole.no');
      const call = (token: string) => production.inject({ url: `/api/store/users/${uid}`, headers: bearer(token) });
      const t = Math.floor(Date.now() / 1000);
      expect((await call(keys.sign(keys.claimsFor(uid, { email: 'elev@skole.no' })))).statusCode).toBe(200);
      expect((await call(emulatorToken)).statusCode).toBe(401);
      expect((await call(keys.sign(keys.claimsFor(uid), { key: 'attacker' }))).statusCode).toBe(401);
      expect((await call(keys.sign(keys.claimsFor(uid, { aud: 'another-project' })))).statusCode).toBe(401);
      expect((await call(keys.sign(keys.claimsFor(uid, { iat: t - 7200, auth_time: t - 7200, exp: t - 10 })))).json()).toMatchObject({ messageKey: 'txt_error_session_expired' });
      // Revocation is kept to the second: a sign-in from before it is refused, a later one is not.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await getAuth(admin).revokeRefreshTokens(uid);
      expect((await call(keys.sign(keys.claimsFor(uid, { auth_time: t })))).statusCode).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await call(keys.sign(keys.claimsFor(uid)))).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('teachers in the Firebase profile', () => {
  it('sets the teacher claim at registration and marks the local row', async () => {
    const { uid, idToken } = await firebaseSignUp(env, 'laerer@skole.no');
    const res = await app.inject({ method: 'POST', url: '/api/register/teacher', headers: bearer(idToken), payload: registration('laerer@skole.no') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { userId: uid } });
    expect((await getAuth(admin).getUser(uid)).customClaims).toEqual({ teacher: true });
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ has_teacher_access: 1, fylke_id: '03' });
  });

  it('refuses registration without a Firebase token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/register/teacher', payload: registration('laerer@skole.no') });
    expect(res.statusCode).toBe(401);
  });

  it('does not let a client set the teacher claim itself', async () => {
    const { uid, idToken } = await firebaseSignUp(env, 'elev@skole.no');
    const res = await authRest(env, 'update', { idToken, customAttributes: JSON.stringify({ teacher: true }) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await getAuth(admin).getUser(uid)).customClaims?.teacher).toBeUndefined();
  });

  it('gives a teacher the backend token from /api/jwt/token, and refuses a wrong password and a pupil', async () => {
    const { apiToken } = await registeredTeacher();
    expect((await getAs(app, '/api/list/class', apiToken)).statusCode).toBe(200);
    const wrong = await app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: 'laerer@skole.no', password: 'feil passord her' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ messageKey: 'txt_error_login' });
    await firebaseSignUp(env, 'elev@skole.no');
    const pupil = await app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: 'elev@skole.no', password: 'en lang nok setning' } });
    expect(pupil.statusCode).toBe(403);
  });

  it('counts each guess before Firebase checks it, so a burst of 30 at once has at most a handful checked', async () => {
    await registeredTeacher('burst@skole.no');
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: 'burst@skole.no', password: `gjetning nummer ${i}` }, remoteAddress: '10.9.8.7' }),
      ),
    );
    const refusedUnchecked = guesses.filter((g) => g.statusCode === 429).length;
    const checked = guesses.filter((g) => g.statusCode === 401).length;
    expect(checked + refusedUnchecked).toBe(30);
    expect(checked).toBeLessThanOrEqual(5);
  });

  it('counts a pupil whose record is in Firestore on the dashboard', async () => {
    const { apiToken } = await registeredTeacher();
    const classCode = await createTestClass(app, apiToken);
    const { uid } = await firebaseSignUp(env, 'elev@skole.no');
    await getFirestore(admin).doc(`users/${uid}/classes/${classCode}`).set({
      classCode,
      responses: { O1C: 'helse' },
      versions: { O1C: 1 },
      revision: 1,
      lastUpdated: FieldValue.serverTimestamp(),
    });
    const res = await getAs(app, `/api/list/class/${classCode}/progress`, apiToken);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.pupils).toBe(1);
    expect(data.sessions[0]).toMatchObject({ okt: expect.anything(), started: 1 });
    expect(data.perPupil).toHaveLength(1);
    expect(data.perPupil[0].lastUpdated).toBeGreaterThan(0);
  });

  it('gives the powers over a pupil whose record is in Firestore to the teacher of that class only', async () => {
    const teacher = await registeredTeacher();
    const stranger = await registeredTeacher('fremmed@skole.no');
    const classCode = await createTestClass(app, teacher.apiToken);
    const { uid } = await firebaseSignUp(env, 'min-elev@skole.no');
    await getFirestore(admin).doc(`users/${uid}/classes/${classCode}`).set({ classCode, responses: {}, versions: {}, revision: 1, lastUpdated: FieldValue.serverTimestamp() });
    expect(await mayActOnPupil(app, teacher.uid, uid)).toBe(true);
    expect(await mayActOnPupil(app, stranger.uid, uid)).toBe(false);
  });

  it('writes the class state to Firestore when a session is opened and when the class is archived', async () => {
    const { apiToken } = await registeredTeacher();
    const classCode = await createTestClass(app, apiToken);
    const state = async () => {
      await app.background.idle();
      return (await getFirestore(admin).doc(`classState/${classCode}`).get()).data();
    };
    expect(await state()).toMatchObject({ sections: [1], archived: false });
    expect((await classAction(app, 'enable-section', apiToken, { classCode, oktNumber: 2 })).statusCode).toBe(200);
    const opened = await state();
    expect(opened).toMatchObject({ sections: [1, 2], archived: false });
    expect(opened?.updatedAt?.toMillis()).toBeGreaterThan(0);
    expect((await classAction(app, 'archive', apiToken, { classCode, archived: true })).statusCode).toBe(200);
    expect(await state()).toMatchObject({ sections: [], archived: true });
  });

  it('writes the activities past the hold to the class state, for the rules, and none once the class is let go', async () => {
    const { apiToken } = await registeredTeacher();
    const classCode = await createTestClass(app, apiToken);
    const state = async () => {
      await app.background.idle();
      return (await getFirestore(admin).doc(`classState/${classCode}`).get()).data();
    };
    const pace = (payload: object) => app.inject({ method: 'POST', url: `/api/class/${classCode}/pace`, headers: { authorization: `Bearer ${apiToken}` }, payload });
    expect((await pace({ action: 'hold', okt: 5, activity: 'O5C' })).statusCode).toBe(200);
    const held = (await state())?.heldBeyond as string[];
    expect(held).toContain('O5D');
    expect(held).not.toContain('O5C');
    expect((await pace({ action: 'release' })).statusCode).toBe(200);
    expect((await state())?.heldBeyond).toEqual([]);
  });

  it('seeds the demo teacher into the Auth emulator, owning the demo class, whose state is published', async () => {
    const token = await app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: DEMO.email, password: DEMO.password } });
    expect(token.statusCode).toBe(200);
    const classes = await getAs(app, '/api/list/class', token.json().token);
    expect(classes.json().data.map((c: { classCode: string }) => c.classCode)).toContain(DEMO.classCode);
    const demo = await getAuth(admin).getUserByEmail(DEMO.email);
    expect(demo.customClaims).toEqual({ teacher: true });
    await app.background.idle();
    expect((await getFirestore(admin).doc(`classState/${DEMO.classCode}`).get()).data()).toMatchObject({ sections: [1], archived: false });
  });
});
