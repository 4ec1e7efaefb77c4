import type { Auth } from 'firebase/auth';
import {
  collection,
  type CollectionReference,
  doc,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  getDoc,
  getDocFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  type Timestamp,
} from 'firebase/firestore';
import type { AnswerStamps, VersionedClassRecord } from '../../contracts/answers';
import type { Responses } from '../../contracts/auth';

import { ApiError } from '../backendApi';
import { AnswerConflictError, type DocumentStore } from '../documentStore';
import { fromFirestoreError } from './errors';
import { FIRESTORE_PATHS, MAX_CLASS_RECORDS_PER_USER, TEACHER_CLAIM } from './limits';
import { type Answers, answersOf, answersTooLarge, mergeSave, replaceAnswers } from '../../domain/answerSave';

/** `users/{uid}/classes/{classCode}` as stored: the self-hosted record plus what the rules check. */
interface ClassDocument {
  classCode: string;
  /** Always a map here (the rules allow no other shape); the empty list a record starts with (spec §3) is stored as `{}`. */
  responses: Answers;
  versions: AnswerStamps;
  revision: number;
  lastUpdated: Timestamp | null;
  /** Idempotency keys of the last saves applied, so a retried save is applied once. */
  receipts?: string[];
}

/** `users/{uid}` as the rules know it: the classes the user has a record in, which the rules count. */
interface UserDocument {
  classCodes?: string[];
}

/** A client retries a save within seconds; the rules allow this many keys. */
const RECEIPTS_KEPT = 20;

const TOO_LARGE = new ApiError(413, 'txt_error_too_large', 'responses', 'PayloadTooLarge');
const RECORD_MISSING = new ApiError(404, 'txt_error_class_record_missing', undefined, 'NotFound');
const TOO_MANY_CLASSES = new ApiError(409, 'txt_error_too_many_classes', undefined, 'TooManyClasses');


type StoredRecord = Omit<VersionedClassRecord, 'serverTime'>;
type Written = { written: StoredRecord; revision: number };

/**
 * Cloud Firestore as the document store, with the self-hosted store's save rules (src/domain/answerSave.ts) in a
 * transaction; firestore.rules let a user reach only `users/{ownUid}/…`. A transaction does not answer with its commit
 * time, so a write reads its document back, and the offset to this device's clock gives `serverTime` for later reads.
 */
export function createFirestoreStore(firestore: Firestore, auth: Auth): DocumentStore {
  let clockOffset = 0;
  const serverNow = () => Date.now() + clockOffset;

  const classRef = (userId: string, classCode: string) => doc(firestore, FIRESTORE_PATHS.classRecord(userId, classCode)) as DocumentReference<ClassDocument>;
  const userRef = (userId: string) => doc(firestore, FIRESTORE_PATHS.user(userId)) as DocumentReference<UserDocument>;

  function toRecord(snapshot: DocumentSnapshot<ClassDocument>): StoredRecord {
    // A write of this device not yet confirmed has no server time yet: the SDK's estimate stands in.
    const data = snapshot.data({ serverTimestamps: 'estimate' })!;
    return { classCode: data.classCode, responses: data.responses as Responses, versions: data.versions ?? {}, lastUpdated: data.lastUpdated?.toMillis() ?? serverNow() };
  }
  const versioned = (record: StoredRecord): VersionedClassRecord => ({ ...record, serverTime: serverNow() });

  async function run<T>(work: () => Promise<T>): Promise<T> {
    // After a reload the SDK restores the signed-in user from IndexedDB; a read before that would go out signed out.
    await auth.authStateReady();
    try {
      return await work();
    } catch (err) {
      throw fromFirestoreError(err, auth.currentUser !== null);
    }
  }

  async function readBack(ref: DocumentReference<ClassDocument>, { written, revision }: Written): Promise<VersionedClassRecord> {
    const committedAt = Date.now();
    try {
      const snapshot = await getDocFromServer(ref);
      if (!snapshot.exists()) return versioned(written);
      const record = toRecord(snapshot);
      // Only if no other device has saved since: a later save's time would put the clock ahead.
      if (snapshot.get('revision') === revision) clockOffset = record.lastUpdated - committedAt;
      return versioned(record);
    } catch {
      // Written, but the reply was lost on the way: what was written stands, on this device's estimate of the time.
      return versioned({ ...written, lastUpdated: serverNow() });
    }
  }

  return {
    getUser: (_idToken, userId) =>
      run(async () => {
        const user = auth.currentUser;
        if (!user) throw Object.assign(new Error('signed out'), { code: 'permission-denied' });
        if (user.uid !== userId) throw Object.assign(new Error('another user'), { code: 'permission-denied' });
        // The claim the server sets at teacher registration; no client can set it.
        return { hasTeacherAccess: (await user.getIdTokenResult()).claims[TEACHER_CLAIM] === true };
      }),

    getClass: (_idToken, userId, classCode) =>
      run(async () => {
        const snapshot = await getDoc(classRef(userId, classCode));
        return snapshot.exists() ? versioned(toRecord(snapshot)) : null;
      }),

    setClass: (_idToken, userId, classCode, responses) =>
      run(async () => {
        const ref = classRef(userId, classCode);
        const next = answersOf(responses);
        if (answersTooLarge(next)) throw TOO_LARGE;
        const written = await runTransaction(firestore, async (transaction): Promise<Written> => {
          const snapshot = await transaction.get(ref);
          const before = snapshot.exists() ? snapshot.data() : undefined;
          // A new record is listed on the user's document in the same write: the rules count records by that list.
          if (!before) {
            const user = userRef(userId);
            const classCodes = (await transaction.get(user)).data()?.classCodes ?? [];
            if (!classCodes.includes(classCode)) {
              if (classCodes.length >= MAX_CLASS_RECORDS_PER_USER) throw TOO_MANY_CLASSES;
              transaction.set(user, { classCodes: [...classCodes, classCode] }, { merge: true });
            }
          }
          const now = serverNow();
          const versions = replaceAnswers(before, next, now);
          const revision = before ? before.revision + 1 : 0;
          transaction.set(ref, { classCode, responses: next, versions, revision, lastUpdated: serverTimestamp() as Timestamp, receipts: before?.receipts ?? [] });
          return { written: { classCode, responses: next as Responses, versions, lastUpdated: now }, revision };
        });
        return readBack(ref, written);
      }),

    saveAnswers: (_idToken, userId, classCode, changes, idempotencyKey) =>
      run(async () => {
        const ref = classRef(userId, classCode);
        const outcome = await runTransaction(firestore, async (transaction): Promise<{ replayed: StoredRecord } | Written> => {
          const snapshot = await transaction.get(ref);
          const current = snapshot.exists() ? snapshot.data() : undefined;
          const now = serverNow();
          const merged = mergeSave(current, changes, now, current?.receipts?.includes(idempotencyKey));
          switch (merged.kind) {
            case 'missing':
              throw RECORD_MISSING;
            case 'replayed':
              return { replayed: toRecord(snapshot) };
            // Nothing is written, so the key stays unused: the client merges and may send again with it.
            case 'conflict':
              throw new AnswerConflictError(merged.conflicts, versioned(toRecord(snapshot)));
            case 'tooLarge':
              throw TOO_LARGE;
          }
          const revision = current!.revision + 1;
          const receipts = [...(current!.receipts ?? []), idempotencyKey].slice(-RECEIPTS_KEPT);
          transaction.set(ref, { classCode, responses: merged.responses, versions: merged.versions, revision, lastUpdated: serverTimestamp() as Timestamp, receipts });
          return { written: { classCode, responses: merged.responses as Responses, versions: merged.versions, lastUpdated: now }, revision };
        });
        return 'replayed' in outcome ? versioned(outcome.replayed) : readBack(ref, outcome);
      }),

    // No versions-only read in Firestore: the document is read (one read, as getClass).
    getVersions: (_idToken, userId, classCode) =>
      run(async () => {
        const snapshot = await getDoc(classRef(userId, classCode));
        if (!snapshot.exists()) return null;
        return Object.fromEntries(Object.entries(snapshot.data().versions ?? {}).map(([code, stamp]) => [code, stamp.version]));
      }),

    latestClass: (_idToken, userId) =>
      run(async () => {
        const classes = collection(firestore, FIRESTORE_PATHS.user(userId), 'classes') as CollectionReference<ClassDocument>;
        const found = await getDocs(query(classes, orderBy('lastUpdated', 'desc'), limit(1)));
        const first = found.docs[0];
        return first ? versioned(toRecord(first)) : null;
      }),
  };
}
