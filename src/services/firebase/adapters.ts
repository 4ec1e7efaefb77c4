import { type WatchClassState, watchClassStateOn } from './classState';
import type { FirebaseWebConfig } from '../../contracts/firebaseConfig';
import type { DocumentStore } from '../documentStore';
import { startFirebase } from './app';
import { createFirestoreStore } from './documentStore';
import { createFirebaseIdentity, type FirebaseIdentity } from './identity';

export interface FirebaseAdapters {
  identity: FirebaseIdentity;
  store: DocumentStore;
  watchClassState: WatchClassState;
}

/** The Firebase profile's identity provider and document store; the only module ports.ts imports of Firebase, and only dynamically. */
export function createFirebaseAdapters(config: FirebaseWebConfig): FirebaseAdapters {
  const { auth, firestore } = startFirebase(config);
  return { identity: createFirebaseIdentity(auth), store: createFirestoreStore(firestore, auth), watchClassState: watchClassStateOn(firestore) };
}
