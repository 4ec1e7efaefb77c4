import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, setLogLevel, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';

/** The class held at O2B in the Firebase profile: the rules take no answer past it (docs/decisions/pace.md). */

const env = inject('firebaseEnv');
let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('silent');
  const [host, port] = env.FIRESTORE_EMULATOR_HOST!.split(':') as [string, string];
  testEnv = await initializeTestEnvironment({ projectId: env.FIREBASE_PROJECT_ID, firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') } });
});
afterAll(async () => {
  await testEnv.cleanup();
});

type Answers = Record<string, unknown>;
type Stored = { classCode: string; responses: Answers; versions: Record<string, { version: number; editedAt: number }>; revision: number };
const CODE = 'PACE2026';
const asAdmin = (work: (db: ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore'] extends () => infer F ? F : never) => Promise<unknown>) =>
  testEnv.withSecurityRulesDisabled(async (ctx) => void (await work(ctx.firestore())));

async function storedRecord(uid: string, responses: Answers): Promise<Stored> {
  const stored: Stored = { classCode: CODE, responses, versions: Object.fromEntries(Object.keys(responses).map((c) => [c, { version: 1, editedAt: Date.now() - 60_000 }])), revision: 3 };
  await asAdmin(async (db) => {
    await setDoc(doc(db, `users/${uid}`), { classCodes: [CODE] });
    await setDoc(doc(db, `users/${uid}/classes/${CODE}`), { ...stored, lastUpdated: Timestamp.now() });
  });
  return stored;
}

/** The whole record after a save of `answers`, as the client computes it. */
function saved(before: Stored, answers: Answers) {
  const versions = { ...before.versions };
  for (const code of new Set([...Object.keys(before.responses), ...Object.keys(answers)])) {
    if (!isDeepStrictEqual(before.responses[code] ?? null, answers[code] ?? null)) versions[code] = { version: (versions[code]?.version ?? 0) + 1, editedAt: Date.now() };
  }
  return { classCode: CODE, responses: answers, versions, revision: before.revision + 1, lastUpdated: serverTimestamp() };
}

describe('the class held at an activity, in the rules', () => {
  beforeEach(async () => {
    await testEnv.clearFirestore();
    // As the server writes it (server/firebase/port.ts) while the class is held at O2B.
    await asAdmin((db) => setDoc(doc(db, `classState/${CODE}`), { sections: [1, 2], archived: false, heldBeyond: ['O2C', 'O2D', 'O2E', 'O3A'], updatedAt: Timestamp.now() }));
  });

  it('takes the held activity and those before it, and refuses one past it', async () => {
    const pupil = testEnv.authenticatedContext('pupil-1').firestore();
    const before = await storedRecord('pupil-1', { O1C: 'helse' });
    await assertSucceeds(setDoc(doc(pupil, `users/pupil-1/classes/${CODE}`), saved(before, { O1C: 'helse', O2B: 'ja' })));
    await assertSucceeds(getDoc(doc(pupil, `users/pupil-1/classes/${CODE}`)));
    const after = await storedRecord('pupil-1', { O1C: 'helse', O2B: 'ja' });
    await assertFails(setDoc(doc(pupil, `users/pupil-1/classes/${CODE}`), saved(after, { O1C: 'helse', O2B: 'ja', O2C: 'for tidlig' })));
    // Let go: the same write is taken.
    await asAdmin((db) => setDoc(doc(db, `classState/${CODE}`), { sections: [1, 2], archived: false, heldBeyond: [], updatedAt: Timestamp.now() }));
    await assertSucceeds(setDoc(doc(pupil, `users/pupil-1/classes/${CODE}`), saved(after, { O1C: 'helse', O2B: 'ja', O2C: 'for tidlig' })));
  });

  it('lets a pupil start over, and never holds a teacher trying the class', async () => {
    const pupil = testEnv.authenticatedContext('pupil-1').firestore();
    const before = await storedRecord('pupil-1', { O1C: 'helse', O2D: 'fra før' });
    await assertSucceeds(setDoc(doc(pupil, `users/pupil-1/classes/${CODE}`), saved(before, {})));
    const teacher = testEnv.authenticatedContext('teacher-1', { teacher: true }).firestore();
    const mine = await storedRecord('teacher-1', { O1C: 'helse' });
    await assertSucceeds(setDoc(doc(teacher, `users/teacher-1/classes/${CODE}`), saved(mine, { O1C: 'helse', O3A: 'prøver' })));
  });
});
