import { deleteApp } from 'firebase/app';
import { memoryLocalCache } from 'firebase/firestore';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  FIRESTORE_CACHE_DEFAULT_BYTES,
  FIRESTORE_LONG_POLLING_DEFAULT_SECONDS,
  type FirebaseWebConfig,
} from '../../contracts/firebaseConfig';
import { type FirebaseServices, startFirebase } from '../firebase/app';
import { createFirestoreStore } from '../firebase/documentStore';
import { createFirebaseIdentity } from '../firebase/identity';
import { describeDocumentStoreContract, type StoreFixture } from './documentStore.contract';
import { loadRepositoryRules, makeClasses } from './firebaseRules';
import { describeIdentityContract, newEmail } from './identity.contract';

/** The Firebase adapters against the Auth and Firestore emulators, with the SDK as the browser runs it (memory cache: Node has no IndexedDB). */
const env = inject('firebaseEnv');
const config: FirebaseWebConfig = {
  projectId: env.FIREBASE_PROJECT_ID!,
  apiKey: 'demo-api-key',
  authDomain: `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
  cacheSizeBytes: FIRESTORE_CACHE_DEFAULT_BYTES,
  longPollingTimeoutSeconds: FIRESTORE_LONG_POLLING_DEFAULT_SECONDS,
  emulators: { auth: env.FIREBASE_AUTH_EMULATOR_HOST!, firestore: env.FIRESTORE_EMULATOR_HOST! },
};

const started: FirebaseServices[] = [];
let apps = 0;
/** A Firebase app of its own per user: the SDK signs one user in per app, as one browser does. */
function newFirebase(): FirebaseServices {
  const services = startFirebase(config, { name: `contract-${apps++}`, localCache: memoryLocalCache() });
  started.push(services);
  return services;
}
const identityOf = (services: FirebaseServices) => createFirebaseIdentity(services.auth, { origin: () => 'http://127.0.0.1:5173' });

const CLASS_CODES = ['DEMO26', 'KONTR4'] as const;

beforeAll(async () => {
  await loadRepositoryRules(config.emulators!.firestore, config.projectId);
  await makeClasses(config.emulators!.firestore, config.projectId, CLASS_CODES);
});

afterAll(async () => {
  await Promise.all(started.map((s) => deleteApp(s.app)));
});

const shared = newFirebase();
describeIdentityContract('Firebase Auth', () => identityOf(shared));

describeDocumentStoreContract('Cloud Firestore', (): StoreFixture => ({
  classCodes: CLASS_CODES,
  async newUser() {
    const services = newFirebase();
    const session = await identityOf(services).signUp(newEmail(), 'Blåbærsyltetøy-2026', 'no');
    return { store: createFirestoreStore(services.firestore, services.auth), userId: session.userId, idToken: session.idToken };
  },
}));
