import { testConfig } from './testApp';

/** The Firebase profile's configuration against the test run's emulators (scripts/firebase/vitestSetup.ts). */
export function firebaseTestConfig(env: Record<string, string>, extra: Record<string, string> = {}) {
  return testConfig({
    PROFILE: 'firebase',
    FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID!,
    FIREBASE_API_KEY: 'fake-api-key',
    FIREBASE_AUTH_DOMAIN: `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST!,
    FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST!,
    ...extra,
  });
}

/** Deletes every document and account in the emulators. */
export async function clearEmulators(env: Record<string, string>) {
  const project = env.FIREBASE_PROJECT_ID!;
  await fetch(`http://${env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${project}/databases/(default)/documents`, { method: 'DELETE' });
  await fetch(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${project}/accounts`, { method: 'DELETE' });
}

/** Calls the Auth emulator's REST API as the browser SDK does. */
export async function authRest(env: Record<string, string>, method: string, body: object) {
  const res = await fetch(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { idToken?: string; localId?: string } };
}

/** A new Firebase account through the Auth emulator: its uid and ID token. */
export async function firebaseSignUp(env: Record<string, string>, email: string, password = 'en lang nok setning') {
  const res = await authRest(env, 'signUp', { email, password, returnSecureToken: true });
  if (res.status !== 200 || !res.body.idToken || !res.body.localId) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { uid: res.body.localId, idToken: res.body.idToken };
}
