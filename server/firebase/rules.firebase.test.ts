import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, setLogLevel, Timestamp, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';

const env = inject('firebaseEnv');
let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  // Every refused write would otherwise log its PERMISSION_DENIED.
  setLogLevel('silent');
  const [host, port] = env.FIRESTORE_EMULATOR_HOST!.split(':') as [string, string];
  testEnv = await initializeTestEnvironment({
    projectId: env.FIREBASE_PROJECT_ID,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(async () => {
  await testEnv.cleanup();
});
beforeEach(async () => {
  await testEnv.clearFirestore();
});

const record = (classCode = 'DEMO2026', extra: Record<string, unknown> = {}) => ({
  classCode,
  responses: { O1C: 'helse' },
  versions: { O1C: 1 },
  revision: 1,
  lastUpdated: serverTimestamp(),
  ...extra,
});
const pupil = () => testEnv.authenticatedContext('pupil-1').firestore();

describe('a pupil’s own documents', () => {
  it('lets the owner write and read their user document and class record', async () => {
    await assertSucceeds(setDoc(doc(pupil(), 'users/pupil-1'), { hasTeacherAccess: false }));
    await assertSucceeds(setDoc(doc(pupil(), 'users/pupil-1/classes/DEMO2026'), record()));
    await assertSucceeds(setDoc(doc(pupil(), 'users/pupil-1/classes/DEMO2026'), record('DEMO2026', { receipts: ['a', 'b'], revision: 2 })));
    await assertSucceeds(updateDoc(doc(pupil(), 'users/pupil-1/classes/DEMO2026'), { responses: {}, lastUpdated: serverTimestamp() }));
    await assertSucceeds(getDoc(doc(pupil(), 'users/pupil-1/classes/DEMO2026')));
    await assertSucceeds(getDoc(doc(pupil(), 'users/pupil-1')));
    // The latest class (spec §7): a query over the owner's own records.
    await assertSucceeds(getDocs(query(collection(pupil(), 'users/pupil-1/classes'), orderBy('lastUpdated', 'desc'), limit(1))));
  });

  it('refuses another user, a teacher and a signed-out visitor', async () => {
    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'users/pupil-1'), {});
      await setDoc(doc(ctx.firestore(), 'users/pupil-1/classes/DEMO2026'), { ...record(), lastUpdated: Timestamp.now() });
    });
    const others = [
      testEnv.authenticatedContext('pupil-2').firestore(),
      testEnv.authenticatedContext('teacher-1', { teacher: true }).firestore(),
      testEnv.unauthenticatedContext().firestore(),
    ];
    for (const db of others) {
      await assertFails(getDoc(doc(db, 'users/pupil-1')));
      await assertFails(getDoc(doc(db, 'users/pupil-1/classes/DEMO2026')));
      await assertFails(setDoc(doc(db, 'users/pupil-1/classes/DEMO2026'), record()));
      await assertFails(setDoc(doc(db, 'users/pupil-1'), {}));
      await assertFails(getDocs(query(collection(db, 'users/pupil-1/classes'), orderBy('lastUpdated', 'desc'), limit(1))));
      await assertFails(getDocs(query(collectionGroup(db, 'classes'), where('classCode', '==', 'DEMO2026'))));
    }
  });

  it('refuses a record of the wrong shape', async () => {
    const at = (code: string) => doc(pupil(), `users/pupil-1/classes/${code}`);
    await assertFails(setDoc(at('DEMO2026'), record('OTHER1')));
    await assertFails(setDoc(at('demo2026'), record('demo2026')));
    await assertFails(setDoc(at('AB'), record('AB')));
    await assertFails(setDoc(at('DEMO2026'), record('DEMO2026', { responses: ['O1C'] })));
    await assertFails(setDoc(at('DEMO2026'), record('DEMO2026', { revision: 1.5 })));
    await assertFails(setDoc(at('DEMO2026'), record('DEMO2026', { revision: '1' })));
    const { versions: _versions, ...withoutVersions } = record();
    await assertFails(setDoc(at('DEMO2026'), withoutVersions));
    await assertFails(setDoc(at('DEMO2026'), record('DEMO2026', { receipts: Array.from({ length: 21 }, (_, i) => `r${i}`) })));
    await assertFails(setDoc(at('DEMO2026'), record('DEMO2026', { receipts: [1, 2] })));
    await assertFails(setDoc(at('DEMO2026'), record('DEMO2026', { receipts: ['x'.repeat(101)] })));
  });

  it('refuses more than 60 answers or versions', async () => {
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`A${i}`, i]));
    await assertSucceeds(setDoc(doc(pupil(), 'users/pupil-1/classes/DEMO2026'), record('DEMO2026', { responses: many(60), versions: many(60) })));
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1/classes/DEMO2026'), record('DEMO2026', { responses: many(61) })));
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1/classes/DEMO2026'), record('DEMO2026', { versions: many(61) })));
  });

  it('refuses fields it does not know', async () => {
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1/classes/DEMO2026'), record('DEMO2026', { email: 'elev@skole.no' })));
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1'), { hasTeacherAccess: false, role: 'admin' }));
  });

  it('refuses a lastUpdated set by the client’s clock', async () => {
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1/classes/DEMO2026'), record('DEMO2026', { lastUpdated: Timestamp.now() })));
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1/classes/DEMO2026'), record('DEMO2026', { lastUpdated: Timestamp.fromMillis(Date.now() + 86_400_000) })));
  });

  it('lets only a teacher (server-set claim) mark their user document as a teacher’s', async () => {
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1'), { hasTeacherAccess: true }));
    const teacher = testEnv.authenticatedContext('teacher-1', { teacher: true }).firestore();
    await assertSucceeds(setDoc(doc(teacher, 'users/teacher-1'), { hasTeacherAccess: true }));
  });
});

describe('class state', () => {
  it('is readable by any signed-in user and writable by nobody in the browser', async () => {
    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'classState/DEMO2026'), { sections: [1], archived: false, updatedAt: Timestamp.now() });
    });
    await assertSucceeds(getDoc(doc(pupil(), 'classState/DEMO2026')));
    await assertFails(getDoc(doc(testEnv.unauthenticatedContext().firestore(), 'classState/DEMO2026')));
    await assertFails(setDoc(doc(pupil(), 'classState/DEMO2026'), { sections: [1, 2, 3, 4, 5], archived: false }));
    const teacher = testEnv.authenticatedContext('teacher-1', { teacher: true }).firestore();
    await assertFails(setDoc(doc(teacher, 'classState/DEMO2026'), { sections: [1, 2], archived: false }));
  });

  it('refuses every other path', async () => {
    await assertFails(setDoc(doc(pupil(), 'classes/DEMO2026'), { name: '10A' }));
    await assertFails(getDoc(doc(pupil(), 'schools/1')));
  });
});
