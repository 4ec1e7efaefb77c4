import { deleteApp } from 'firebase/app';
import { memoryLocalCache } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { oopsReasonFor } from '../errorHandler';
import { emulatorWebConfig, loadRepositoryRules, makeClasses } from '../test/firebaseRules';
import { startFirebase } from './app';
import { createFirestoreStore } from './documentStore';
import { createFirebaseIdentity } from './identity';

/** What the Firebase adapters do beyond the shared contract: Firebase's reset codes, the teacher claim, a signed-out refusal. */
const env = inject('firebaseEnv');
const projectId = env.FIREBASE_PROJECT_ID!;
const authHost = env.FIREBASE_AUTH_EMULATOR_HOST!;
const config = emulatorWebConfig(env);
const PASSWORD = 'Blåbærsyltetøy-2026';
const { app, auth, firestore } = startFirebase(config, { name: 'firebase-only', localCache: memoryLocalCache() });
const identity = createFirebaseIdentity(auth, { origin: () => 'https://okonomi.example' });
const store = createFirestoreStore(firestore, auth);
let n = 0;
const newEmail = () => `fb-${Date.now().toString(36)}-${n++}@skole.no`;

/** The emulator's outbox of action codes (firebase-notes.md). */
async function oobCodes(): Promise<{ email: string; requestType: string; oobCode: string; oobLink: string }[]> {
  const res = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  return ((await res.json()) as { oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[] }).oobCodes;
}

beforeAll(async () => {
  await loadRepositoryRules(env.FIRESTORE_EMULATOR_HOST!, projectId);
  await makeClasses(env.FIRESTORE_EMULATOR_HOST!, projectId, ['DEMO26']);
});
afterAll(async () => {
  await deleteApp(app);
});

describe('Firebase identity', () => {
  it('resets a password with the code from Firebase’s e-mail, its link leading back to /{lang}/auth', async () => {
    const email = newEmail();
    await identity.signUp(email, PASSWORD, 'nn');
    await identity.sendPasswordReset(email, 'nn');
    const sent = (await oobCodes()).filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1)!;
    expect(new URL(sent.oobLink).searchParams.get('continueUrl')).toBe('https://okonomi.example/nn/auth');

    expect(await identity.verifyResetCode(sent.oobCode)).toEqual({ email, isTeacher: false });
    await expect(identity.confirmReset(sent.oobCode, 'kort')).rejects.toMatchObject({ messageKey: 'txt_error_password_too_short', field: 'password' });
    expect(await identity.confirmReset(sent.oobCode, 'Nytt-passord-2026')).toEqual({ email, isTeacher: false });
    await expect(identity.signIn(email, PASSWORD)).rejects.toMatchObject({ messageKey: 'txt_error_login' });
    expect((await identity.signIn(email, 'Nytt-passord-2026')).userId).toBeTruthy();
    // A used code is refused with the self-hosted provider's key.
    await expect(identity.verifyResetCode(sent.oobCode)).rejects.toMatchObject({ messageKey: 'txt_error_reset_code_invalid', code: 'auth/invalid-action-code' });
  });

  it('gives a fresh ID token of the signed-in user, and none when signed out', async () => {
    const session = await identity.signUp(newEmail(), PASSWORD, 'no');
    const token = await identity.freshIdToken();
    expect(JSON.parse(atob(token!.split('.')[1]!)).sub).toBe(session.userId);
    await identity.signOut(session.idToken);
    expect(await identity.freshIdToken()).toBeNull();
  });
});

describe('Firestore store', () => {
  it('reads teacher access from the claim the server sets', async () => {
    const email = newEmail();
    const session = await identity.signUp(email, PASSWORD, 'no');
    expect(await store.getUser(session.idToken, session.userId)).toEqual({ hasTeacherAccess: false });
    // As the server does at teacher registration (the emulator takes `owner` as an admin credential).
    const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: session.userId, customAttributes: JSON.stringify({ teacher: true }) }),
    });
    expect(res.ok).toBe(true);
    const again = await identity.signIn(email, PASSWORD);
    expect(await store.getUser(again.idToken, again.userId)).toEqual({ hasTeacherAccess: true });
  });

  it('answers permission-denied while signed out as the spec’s «logg inn igjen», and holds the answers like an expired token', async () => {
    const session = await identity.signUp(newEmail(), PASSWORD, 'no');
    await store.setClass(session.idToken, session.userId, 'DEMO26', []);
    await identity.signOut(session.idToken);
    const err = await store.getClass(session.idToken, session.userId, 'DEMO26').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, code: 'permission-denied', messageKey: 'txt_error_login_again' });
    expect(oopsReasonFor(err, false)).toBe('logg-inn-igjen');
  });

  it('keeps the last 20 idempotency keys and applies nothing the rules would refuse', async () => {
    const session = await identity.signUp(newEmail(), PASSWORD, 'no');
    let record = await store.setClass(session.idToken, session.userId, 'DEMO26', []);
    for (let i = 0; i < 22; i++) {
      record = await store.saveAnswers(session.idToken, session.userId, 'DEMO26', { O1A: { value: `utkast ${i}`, baseVersion: i, editedAt: Date.now() } }, `key-${i}-0123456789abcdef`);
    }
    expect(record.versions.O1A?.version).toBe(22);
    // A key among the last 20 is a retry; an older one is a new save, here a stale one.
    const retried = await store.saveAnswers(session.idToken, session.userId, 'DEMO26', { O1A: { value: 'x', baseVersion: 2, editedAt: Date.now() } }, 'key-2-0123456789abcdef');
    expect(retried.responses).toEqual({ O1A: 'utkast 21' });
    await expect(
      store.saveAnswers(session.idToken, session.userId, 'DEMO26', { O1A: { value: 'x', baseVersion: 1, editedAt: Date.now() } }, 'key-1-0123456789abcdef'),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('puts lastUpdated and serverTime on the server’s clock', async () => {
    const session = await identity.signUp(newEmail(), PASSWORD, 'no');
    const before = Date.now();
    const record = await store.setClass(session.idToken, session.userId, 'DEMO26', { O1A: 'mål' });
    expect(Math.abs(record.lastUpdated - before)).toBeLessThan(5_000);
    expect(Math.abs(record.serverTime - Date.now())).toBeLessThan(5_000);
  });
});
