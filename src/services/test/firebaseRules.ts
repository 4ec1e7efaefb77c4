import { readFileSync } from 'node:fs';
import { FIRESTORE_CACHE_DEFAULT_BYTES, FIRESTORE_LONG_POLLING_DEFAULT_SECONDS, type FirebaseWebConfig } from '../../contracts/firebaseConfig';

/** Loads the repository's firestore.rules into the emulator again: another test file may have loaded rules of its own. */
export async function loadRepositoryRules(firestoreHost: string, projectId: string): Promise<void> {
  const res = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: readFileSync('firestore.rules', 'utf8') }] } }),
  });
  if (!res.ok) throw new Error(`Firestore rules: ${res.status} ${await res.text()}`);
}

/** The web config of the emulators the `firebase` test project started (scripts/firebase/vitestSetup.ts). */
export function emulatorWebConfig(env: Record<string, string>): FirebaseWebConfig {
  const projectId = env.FIREBASE_PROJECT_ID!;
  return {
    projectId,
    apiKey: 'demo-api-key',
    authDomain: `${projectId}.firebaseapp.com`,
    cacheSizeBytes: FIRESTORE_CACHE_DEFAULT_BYTES,
    longPollingTimeoutSeconds: FIRESTORE_LONG_POLLING_DEFAULT_SECONDS,
    emulators: { auth: env.FIREBASE_AUTH_EMULATOR_HOST!, firestore: env.FIRESTORE_EMULATOR_HOST! },
  };
}

/**
 * Classes as the server makes them in the Firebase profile (`classState/{code}`, server/firebase/port.ts): the rules
 * take a pupil's record only in a class that has one. Written with the emulator's owner credential, as the Admin SDK would.
 */
export async function makeClasses(firestoreHost: string, projectId: string, classCodes: readonly string[]): Promise<void> {
  for (const code of classCodes) {
    const res = await fetch(`http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/classState/${code}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ fields: { archived: { booleanValue: false }, sections: { arrayValue: { values: [{ integerValue: '1' }] } } } }),
    });
    if (!res.ok) throw new Error(`classState/${code}: ${res.status} ${await res.text()}`);
  }
}
