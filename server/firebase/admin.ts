import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { BulkWriter, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { FIRESTORE_PATHS, TEACHER_CLAIM } from '../../src/contracts/firebaseConfig';
import type { FirebaseSettings } from '../config';
import type { PupilRecord } from '../db/repositories/classes';
import type { StoredClassRecord } from '../db/repositories/progress';
import { type AccountState, createIdTokenVerifier, googleSigningKeys, type IdTokenCheck, type SigningKeys } from './verifyIdToken';

export interface FirebaseProfileOptions {
  /** Verify RS256 tokens against these keys even with the emulators (tests sign with a local key pair). */
  signingKeys?: SigningKeys;
  now: () => number;
  fetch?: typeof fetch;
}

/** A class's state as pupils read it live from `classState/{classCode}` (only the server writes it). */
export interface ClassStateDoc {
  /** Session 1 included. */
  sections: number[];
  archived: boolean;
  /** The activity codes past the one the teacher holds the class at: the rules take no answers to them. */
  heldBeyond: string[];
}

/** What the server does with Firebase; app.ts loads this module, and firebase-admin with it, only in the Firebase profile. */
export type FirebaseProfile = Awaited<ReturnType<typeof createFirebaseProfile>>;

/** One Admin SDK app per server; with the emulators it takes unsigned tokens, so the configuration refuses them in production. */
export async function createFirebaseProfile(settings: FirebaseSettings, options: FirebaseProfileOptions) {
  // Not a static import: the bundle would hoist it into every start-up, the self-hosted one included.
  const [{ applicationDefault, deleteApp, initializeApp }, { getAuth }, { FieldValue, getFirestore, Timestamp }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/auth'),
    import('firebase-admin/firestore'),
  ]);
  const emulators = settings.emulators;
  if (emulators) {
    // The Admin SDK reads the emulators from the environment only.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulators.auth;
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
  }
  const app = initializeApp(
    emulators ? { projectId: settings.projectId } : { projectId: settings.projectId, credential: applicationDefault() },
    // Tests build many servers in one process; each keeps its own app.
    `okonomi-${randomBytes(6).toString('hex')}`,
  );
  const auth = getAuth(app);
  const firestore = getFirestore(app);
  const fetchFn = options.fetch ?? fetch;
  /** Pupils' class records deleted, each class gone from its pupil's list of classes, which the rules count the records by. */
  const deleteRecords = (writer: BulkWriter, records: QueryDocumentSnapshot[]) => {
    for (const doc of records) {
      void writer.delete(doc.ref);
      void writer.set(doc.ref.parent.parent!, { classCodes: FieldValue.arrayRemove(doc.id) }, { merge: true });
    }
  };

  const verifyIdToken =
    emulators && !options.signingKeys
      ? emulatorVerifier(auth)
      : createIdTokenVerifier({
          projectId: settings.projectId,
          keys: options.signingKeys ?? googleSigningKeys(fetchFn),
          account: (uid) => accountState(auth, uid),
          now: options.now,
        });

  const identityToolkit = emulators ? `http://${emulators.auth}/identitytoolkit.googleapis.com/v1` : 'https://identitytoolkit.googleapis.com/v1';

  return {
    projectId: settings.projectId,
    verifyIdToken,
    /** The demo teacher's account with the teacher claim, made if missing (emulators only); answers its uid. */
    async ensureDemoTeacher(email: string, password: string) {
      const existing = await auth.getUserByEmail(email).catch((err: { code?: string }) => {
        if (err.code === 'auth/user-not-found') return undefined;
        throw err;
      });
      const user = existing ?? (await auth.createUser({ email, password, emailVerified: true }));
      await auth.setCustomUserClaims(user.uid, { ...user.customClaims, [TEACHER_CLAIM]: true });
      return user.uid;
    },
    async grantTeacherClaim(uid: string) {
      const user = await auth.getUser(uid);
      await auth.setCustomUserClaims(uid, { ...user.customClaims, [TEACHER_CLAIM]: true });
    },
    /** E-mail and password checked by Firebase Auth's REST API (`accounts:signInWithPassword`). */
    async signInWithPassword(email: string, password: string): Promise<{ ok: true; idToken: string } | { ok: false; reason: 'invalid-credential' | 'too-many' }> {
      const res = await fetchFn(`${identityToolkit}/accounts:signInWithPassword?key=${encodeURIComponent(settings.apiKey)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      });
      const body = (await res.json().catch(() => ({}))) as { idToken?: string; error?: { message?: string } };
      if (res.ok && typeof body.idToken === 'string') return { ok: true, idToken: body.idToken };
      const message = body.error?.message ?? '';
      if (message.startsWith('TOO_MANY_ATTEMPTS')) return { ok: false, reason: 'too-many' };
      if (/^(INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD|EMAIL_NOT_FOUND|USER_DISABLED|INVALID_EMAIL|MISSING_PASSWORD)/.test(message)) {
        return { ok: false, reason: 'invalid-credential' };
      }
      throw new Error(`Firebase Auth svarte ${res.status} ${message}`);
    },
    /** A class's state, or none for a class that is gone. */
    async writeClassState(classCode: string, state: ClassStateDoc | null) {
      const doc = firestore.doc(FIRESTORE_PATHS.classState(classCode));
      await (state ? doc.set({ ...state, updatedAt: FieldValue.serverTimestamp() }) : doc.delete());
    },
    /** Every `users/{uid}/classes/{classCode}` of one class. */
    async listClassRecords(classCode: string): Promise<PupilRecord[]> {
      const snapshot = await firestore.collectionGroup('classes').where('classCode', '==', classCode).get();
      return snapshot.docs.flatMap((doc) => {
        const user = doc.ref.parent.parent;
        // Only users/{uid}/classes/{classCode}; a `classes` collection anywhere else is not a pupil's record.
        if (!user || user.parent.id !== 'users' || doc.id !== classCode) return [];
        const data = doc.data();
        return [{ userId: user.id, responses: data.responses as unknown, lastUpdated: millisOf(data.lastUpdated) }];
      });
    },
    /** One person's class records, for «Mine data». */
    async listUserRecords(uid: string): Promise<StoredClassRecord[]> {
      const snapshot = await firestore.collection(`${FIRESTORE_PATHS.user(uid)}/classes`).get();
      return snapshot.docs
        .map((doc) => {
          const data = doc.data();
          return { classCode: doc.id, responses: data.responses, versions: data.versions ?? {}, lastUpdated: millisOf(data.lastUpdated) };
        })
        .sort((a, b) => a.lastUpdated - b.lastUpdated || a.classCode.localeCompare(b.classCode));
    },
    /** Every pupil's record of a class and its `classState`; answers how many records went. */
    async deleteClassRecords(classCode: string) {
      const snapshot = await firestore.collectionGroup('classes').where('classCode', '==', classCode).get();
      const records = snapshot.docs.filter((doc) => doc.ref.parent.parent?.parent.id === 'users' && doc.id === classCode);
      const writer = firestore.bulkWriter();
      deleteRecords(writer, records);
      void writer.delete(firestore.doc(FIRESTORE_PATHS.classState(classCode)));
      await writer.close();
      return records.length;
    },
    /** One person's record in one class, or with no class their `users/{uid}` and everything under it. */
    async deleteUserRecords(uid: string, classCode?: string) {
      if (classCode !== undefined) {
        const ref = firestore.doc(FIRESTORE_PATHS.classRecord(uid, classCode));
        const found = (await ref.get()).exists;
        if (found) {
          const batch = firestore.batch();
          batch.delete(ref);
          batch.set(firestore.doc(FIRESTORE_PATHS.user(uid)), { classCodes: FieldValue.arrayRemove(classCode) }, { merge: true });
          await batch.commit();
        }
        return found ? 1 : 0;
      }
      const records = await firestore.collection(`${FIRESTORE_PATHS.user(uid)}/classes`).count().get();
      await firestore.recursiveDelete(firestore.doc(FIRESTORE_PATHS.user(uid)));
      return records.data().count;
    },
    /** Every pupil's class record not saved since `before` (the retention job's rule 2); answers how many. */
    async deleteStaleRecords(before: number) {
      // Its index is in firestore.indexes.json.
      let deleted = 0;
      for (;;) {
        const snapshot = await firestore.collectionGroup('classes').where('lastUpdated', '<', Timestamp.fromMillis(before)).limit(300).get();
        const records = snapshot.docs.filter((doc) => doc.ref.parent.parent?.parent.id === 'users');
        if (records.length === 0) return deleted;
        const writer = firestore.bulkWriter();
        deleteRecords(writer, records);
        await writer.close();
        deleted += records.length;
        if (snapshot.size < 300) return deleted;
      }
    },
    /** The Firebase Auth account; an account already gone is no error. */
    async deleteAuthUser(uid: string) {
      await auth.deleteUser(uid).catch((err: { code?: string }) => {
        if (err.code !== 'auth/user-not-found') throw err;
      });
    },
    async close() {
      await deleteApp(app);
    },
  };
}

function millisOf(value: unknown): number {
  const stamp = value as Timestamp | undefined;
  return typeof stamp?.toMillis === 'function' ? stamp.toMillis() : 0;
}

async function accountState(auth: Auth, uid: string): Promise<AccountState> {
  try {
    const user = await auth.getUser(uid);
    return { disabled: user.disabled, tokensValidAfterMs: user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : undefined };
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw err;
  }
}

/** The emulator's tokens are unsigned, so the teacher claim is read from the account, never from the token. */
function emulatorVerifier(auth: Auth): (token: string) => Promise<IdTokenCheck> {
  return async (token) => {
    try {
      const decoded = await auth.verifyIdToken(token, true);
      const user = await auth.getUser(decoded.uid);
      return { ok: true, identity: { uid: decoded.uid, email: decoded.email, teacher: user.customClaims?.[TEACHER_CLAIM] === true } };
    } catch (err) {
      return { ok: false, reason: (err as { code?: string }).code === 'auth/id-token-expired' ? 'expired' : 'invalid' };
    }
  };
}
