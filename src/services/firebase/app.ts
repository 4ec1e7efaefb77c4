import { type FirebaseApp, initializeApp } from 'firebase/app';
import { type Auth, browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  type Firestore,
  type FirestoreLocalCache,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import type { FirebaseWebConfig } from '../../contracts/firebaseConfig';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
}

export interface FirebaseOptions {
  /** A second app beside the default one (tests sign in two users at once). */
  name?: string;
  /** Node has no IndexedDB: tests pass `memoryLocalCache()`. */
  localCache?: FirestoreLocalCache;
}

const started = new Map<string, FirebaseServices>();

function splitHost(hostPort: string): [string, number] {
  const at = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, at), Number(hostPort.slice(at + 1))];
}

/** Created once per name: the SDK refuses a second initializeFirestore, and emulators connect only before first use. */
export function startFirebase(config: FirebaseWebConfig, options: FirebaseOptions = {}): FirebaseServices {
  const name = options.name ?? '[DEFAULT]';
  const existing = started.get(name);
  if (existing) return existing;

  const app = initializeApp({ projectId: config.projectId, apiKey: config.apiKey, authDomain: config.authDomain }, name);
  // initializeAuth leaves out the popup and redirect resolver, which e-mail sign-in never uses; Node falls back to memory.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  // Spec §9: a persistent cache shared by the tabs, and long polling where a school's proxy breaks streaming.
  const firestore = initializeFirestore(app, {
    localCache: options.localCache ?? persistentLocalCache({ cacheSizeBytes: config.cacheSizeBytes, tabManager: persistentMultipleTabManager() }),
    experimentalAutoDetectLongPolling: true,
    experimentalLongPollingOptions: { timeoutSeconds: config.longPollingTimeoutSeconds },
  });
  if (config.emulators) {
    connectAuthEmulator(auth, `http://${config.emulators.auth}`, { disableWarnings: true });
    const [host, port] = splitHost(config.emulators.firestore);
    connectFirestoreEmulator(firestore, host, port);
  }
  const services = { app, auth, firestore };
  started.set(name, services);
  return services;
}
