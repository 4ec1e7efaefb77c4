import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { blockInRules, contentForRules, rulesContentBlock } from '../../scripts/firebase/rulesContent';
import { MAX_CLASS_RECORDS_PER_USER } from '../../src/contracts/answers';

const env = inject('firebaseEnv');
let testEnv: RulesTestEnvironment;
const RULES = readFileSync('firestore.rules', 'utf8');

beforeAll(async () => {
  // Every refused write would otherwise log its PERMISSION_DENIED.
  setLogLevel('silent');
  const [host, port] = env.FIRESTORE_EMULATOR_HOST!.split(':') as [string, string];
  testEnv = await initializeTestEnvironment({
    projectId: env.FIREBASE_PROJECT_ID,
    firestore: { host, port: Number(port), rules: RULES },
  });
});
afterAll(async () => {
  await testEnv.cleanup();
});
beforeEach(async () => {
  await testEnv.clearFirestore();
});

type Answers = Record<string, unknown>;
type Stamps = Record<string, { version: number; editedAt: number }>;
interface Stored {
  classCode: string;
  responses: Answers;
  versions: Stamps;
  revision: number;
}

const pupil = () => testEnv.authenticatedContext('pupil-1').firestore();
/** The test environment's Firestore: the compat type, which the modular functions take as they take their own. */
type TestFirestore = ReturnType<typeof pupil>;
const recordPath = (code: string) => `users/pupil-1/classes/${code}`;
const asAdmin = (work: (db: TestFirestore) => Promise<unknown>) => testEnv.withSecurityRulesDisabled(async (ctx) => void (await work(ctx.firestore())));

/** As the server writes it (server/firebase/port.ts) for every class it makes. */
const makeClass = (code: string, archived = false) =>
  asAdmin((db) => setDoc(doc(db, `classState/${code}`), { sections: archived ? [] : [1], archived, updatedAt: Timestamp.now() }));
/** The user's document listing the classes they have records in. */
const listClasses = (...codes: string[]) => asAdmin((db) => setDoc(doc(db, 'users/pupil-1'), { classCodes: codes }));

/** A new record as the client writes it: every answer at version 1, revision 0. */
const record = (classCode = 'DEMO2026', extra: Record<string, unknown> = {}, responses: Answers = { O1C: 'helse' }) => ({
  classCode,
  responses,
  versions: Object.fromEntries(Object.keys(responses).map((code) => [code, { version: 1, editedAt: Date.now() }])),
  revision: 0,
  lastUpdated: serverTimestamp(),
  ...extra,
});

/** A record already in the store (written with the Admin SDK, so the rules do not judge it). */
async function store(responses: Answers, classCode = 'DEMO2026', versions?: Stamps): Promise<Stored> {
  const stored: Stored = {
    classCode,
    responses,
    versions: versions ?? Object.fromEntries(Object.keys(responses).map((code) => [code, { version: 1, editedAt: Date.now() - 60_000 }])),
    revision: 3,
  };
  await asAdmin((db) => setDoc(doc(db, recordPath(classCode)), { ...stored, lastUpdated: Timestamp.now() }));
  return stored;
}

/** The record as the store has it now. */
async function current(classCode = 'DEMO2026'): Promise<Stored> {
  let stored: Stored | undefined;
  await asAdmin(async (db) => {
    stored = (await getDoc(doc(db, recordPath(classCode)))).data() as Stored;
  });
  return stored!;
}

/** The whole record after a save of `answers`, as the client computes it: each changed answer on its next version. */
function saved(before: Stored, answers: Answers, extra: Record<string, unknown> = {}) {
  const versions = { ...before.versions };
  for (const code of new Set([...Object.keys(before.responses), ...Object.keys(answers)])) {
    if (!isDeepStrictEqual(before.responses[code] ?? null, answers[code] ?? null)) versions[code] = { version: (versions[code]?.version ?? 0) + 1, editedAt: Date.now() };
  }
  return { classCode: before.classCode, responses: answers, versions, revision: before.revision + 1, lastUpdated: serverTimestamp(), ...extra };
}

/** A pupil joining a class: the record and its code on the user's document in one write, as src/services/firebase/documentStore.ts does. */
function join(db: TestFirestore, code: string, data: Record<string, unknown> = record(code)) {
  const batch = writeBatch(db as unknown as Firestore);
  batch.set(doc(db, 'users/pupil-1'), { classCodes: arrayUnion(code) }, { merge: true });
  batch.set(doc(db, recordPath(code)), data);
  return batch.commit();
}

describe('a pupil’s own documents', () => {
  beforeEach(async () => {
    await makeClass('DEMO2026');
    await listClasses('DEMO2026');
  });

  it('lets the owner write and read their user document and class record', async () => {
    await assertSucceeds(setDoc(doc(pupil(), 'users/pupil-1'), { hasTeacherAccess: false, classCodes: ['DEMO2026'] }));
    await assertSucceeds(setDoc(doc(pupil(), recordPath('DEMO2026')), record()));
    await assertSucceeds(setDoc(doc(pupil(), recordPath('DEMO2026')), saved(await current(), { O1C: 'helse' }, { receipts: ['a', 'b'] })));
    await assertSucceeds(updateDoc(doc(pupil(), recordPath('DEMO2026')), { revision: 2, lastUpdated: serverTimestamp() }));
    await assertSucceeds(getDoc(doc(pupil(), recordPath('DEMO2026'))));
    await assertSucceeds(getDoc(doc(pupil(), 'users/pupil-1')));
    // The latest class (spec §7): a query over the owner's own records.
    await assertSucceeds(getDocs(query(collection(pupil(), 'users/pupil-1/classes'), orderBy('lastUpdated', 'desc'), limit(1))));
  });

  it('refuses another user, a teacher and a signed-out visitor', async () => {
    await store({ O1C: 'helse' });
    const others = [
      testEnv.authenticatedContext('pupil-2').firestore(),
      testEnv.authenticatedContext('teacher-1', { teacher: true }).firestore(),
      testEnv.unauthenticatedContext().firestore(),
    ];
    for (const db of others) {
      await assertFails(getDoc(doc(db, 'users/pupil-1')));
      await assertFails(getDoc(doc(db, recordPath('DEMO2026'))));
      await assertFails(setDoc(doc(db, recordPath('DEMO2026')), record()));
      await assertFails(setDoc(doc(db, 'users/pupil-1'), {}));
      await assertFails(getDocs(query(collection(db, 'users/pupil-1/classes'), orderBy('lastUpdated', 'desc'), limit(1))));
      await assertFails(getDocs(query(collectionGroup(db, 'classes'), where('classCode', '==', 'DEMO2026'))));
    }
  });

  it('refuses a record of the wrong shape', async () => {
    const at = (code: string) => doc(pupil(), recordPath(code));
    await assertSucceeds(setDoc(at('DEMO2026'), record()));
    await testEnv.clearFirestore();
    await makeClass('DEMO2026');
    await listClasses('DEMO2026', 'demo2026', 'AB', 'OTHER1');
    await assertFails(setDoc(at('DEMO2026'), record('OTHER1')));
    await assertFails(setDoc(at('demo2026'), record('demo2026')));
    await assertFails(setDoc(at('AB'), record('AB')));
    await assertFails(setDoc(at('DEMO2026'), record('DEMO2026', { responses: ['O1C'] })));
    await assertFails(setDoc(at('DEMO2026'), record('DEMO2026', { revision: 0.5 })));
    await assertFails(setDoc(at('DEMO2026'), record('DEMO2026', { revision: '0' })));
    const { versions: _versions, ...withoutVersions } = record();
    await assertFails(setDoc(at('DEMO2026'), withoutVersions));
    await assertFails(setDoc(at('DEMO2026'), record('DEMO2026', { receipts: Array.from({ length: 21 }, (_, i) => `r${i}`) })));
    await assertFails(setDoc(at('DEMO2026'), record('DEMO2026', { receipts: [{ key: 'a' }] })));
    await assertFails(setDoc(at('DEMO2026'), record('DEMO2026', { receipts: ['x'.repeat(2001)] })));
  });

  it('refuses fields it does not know', async () => {
    await assertSucceeds(setDoc(doc(pupil(), recordPath('DEMO2026')), record()));
    await assertFails(setDoc(doc(pupil(), recordPath('DEMO2026')), record('DEMO2026', { email: 'elev@skole.no', revision: 1 })));
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1'), { hasTeacherAccess: false, classCodes: ['DEMO2026'], role: 'admin' }));
  });

  it('refuses a lastUpdated set by the client’s clock', async () => {
    await assertSucceeds(setDoc(doc(pupil(), recordPath('DEMO2026')), record()));
    await testEnv.clearFirestore();
    await makeClass('DEMO2026');
    await listClasses('DEMO2026');
    await assertFails(setDoc(doc(pupil(), recordPath('DEMO2026')), record('DEMO2026', { lastUpdated: Timestamp.now() })));
    await assertFails(setDoc(doc(pupil(), recordPath('DEMO2026')), record('DEMO2026', { lastUpdated: Timestamp.fromMillis(Date.now() + 86_400_000) })));
  });

  it('lets only a teacher (server-set claim) mark their user document as a teacher’s', async () => {
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1'), { hasTeacherAccess: true, classCodes: ['DEMO2026'] }));
    const teacher = testEnv.authenticatedContext('teacher-1', { teacher: true }).firestore();
    await assertSucceeds(setDoc(doc(teacher, 'users/teacher-1'), { hasTeacherAccess: true }));
  });
});

describe('the class a record is written in', () => {
  it('takes a record only in a class the server has made', async () => {
    await listClasses('DEMO2026', 'FINNES1');
    await makeClass('FINNES1');
    await assertSucceeds(setDoc(doc(pupil(), recordPath('FINNES1')), record('FINNES1')));
    await assertFails(setDoc(doc(pupil(), recordPath('DEMO2026')), record('DEMO2026')));
  });

  it('refuses records and saves in an archived class, and lets the pupil delete theirs', async () => {
    await listClasses('ARKIV1', 'ARKIV2');
    await makeClass('ARKIV1', true);
    await makeClass('ARKIV2');
    const before = await store({ O1C: 'helse' }, 'ARKIV2');
    await assertFails(setDoc(doc(pupil(), recordPath('ARKIV1')), record('ARKIV1')));
    await assertSucceeds(setDoc(doc(pupil(), recordPath('ARKIV2')), saved(before, { O1C: 'bygg' })));

    // The teacher archives the class: the pupil's next save is refused.
    const after = await current('ARKIV2');
    await makeClass('ARKIV2', true);
    await assertFails(setDoc(doc(pupil(), recordPath('ARKIV2')), saved(after, { O1C: 'helse' })));
    await assertSucceeds(deleteDoc(doc(pupil(), recordPath('ARKIV2'))));
  });
});

describe('the number of records per user', () => {
  const codes = Array.from({ length: MAX_CLASS_RECORDS_PER_USER + 1 }, (_, i) => `KLASSE${String(i).padStart(2, '0')}`);
  beforeEach(async () => {
    for (const code of codes) await makeClass(code);
  });

  it(`lets a pupil join ${MAX_CLASS_RECORDS_PER_USER} classes and refuses one more`, async () => {
    for (const code of codes.slice(0, MAX_CLASS_RECORDS_PER_USER)) await assertSucceeds(join(pupil(), code));
    await assertFails(join(pupil(), codes[MAX_CLASS_RECORDS_PER_USER]!));
    // Rejoining a class already listed needs no room.
    await assertSucceeds(join(pupil(), codes[0]!, saved(await current(codes[0]), {})));
  });

  it('refuses a new record under a code the user’s document does not list', async () => {
    await listClasses(codes[0]!);
    await assertSucceeds(setDoc(doc(pupil(), recordPath(codes[0]!)), record(codes[0])));
    await assertFails(setDoc(doc(pupil(), recordPath(codes[1]!)), record(codes[1])));
  });

  it('keeps the list of classes from shrinking, being replaced or being deleted', async () => {
    await listClasses(...codes.slice(0, 3));
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1'), { classCodes: codes.slice(1, 3) }));
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1'), { classCodes: codes.slice(1, 4) }));
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1'), { hasTeacherAccess: false }));
    await assertFails(deleteDoc(doc(pupil(), 'users/pupil-1')));
    await assertFails(setDoc(doc(pupil(), 'users/pupil-1'), { classCodes: codes }));
    await assertSucceeds(setDoc(doc(pupil(), 'users/pupil-1'), { classCodes: codes.slice(0, 4) }));
    // A user with no classes may delete the document.
    await asAdmin((db) => setDoc(doc(db, 'users/pupil-1'), {}));
    await assertSucceeds(deleteDoc(doc(pupil(), 'users/pupil-1')));
  });
});

describe('the size of the answers', () => {
  beforeEach(async () => {
    await makeClass('DEMO2026');
    await listClasses('DEMO2026');
  });
  const create = (responses: Answers) => setDoc(doc(pupil(), recordPath('DEMO2026')), record('DEMO2026', {}, responses));

  it('takes the answers of every activity at their longest, as much as the server takes, and Start over', async () => {
    // 20 answers of 5 000 characters: about the server's 100 KiB, saved a few at a time as a pupil's saves come.
    const codes = contentForRules().activityCodes;
    await assertSucceeds(create({}));
    for (let i = 0; i < codes.length; i += 5) {
      const texts = Object.fromEntries(codes.slice(0, i + 5).map((code) => [code, 'x'.repeat(5000)]));
      await assertSucceeds(setDoc(doc(pupil(), recordPath('DEMO2026')), saved(await current(), texts)));
    }
    // Start over clears every answer in one write.
    await assertSucceeds(setDoc(doc(pupil(), recordPath('DEMO2026')), saved(await current(), {})));
    await testEnv.clearFirestore();
    await makeClass('DEMO2026');
    await listClasses('DEMO2026');
    // Answers as the activities write them (objects with lists, numbers and texts), a few a save.
    const answers: Answers[] = [
      { O1A: ['trygg-jobb', 'hjelpe-andre'], O2B: { mat: 3000, klaer: 500, mobil: 299, transport: 400, fritid: 800, sparing: 500, husleie: 0, annet: 100, income: 21_000 } },
      { O3D: { choice: 'save', reason: 'r'.repeat(5000), delta: -120.5, from: null }, O4A: Object.fromEntries(contentForRules().quiz.map((q) => [q.id, q.options[0]])) },
      { O5B: { chosen: ['innbo', 'reise-ung'], delta: 249, from: 21_000 }, O5C: { scenarioId: 'innbrudd-pc' } },
    ];
    await assertSucceeds(create({}));
    for (const some of answers) {
      const before = await current();
      await assertSucceeds(setDoc(doc(pupil(), recordPath('DEMO2026')), saved(before, { ...before.responses, ...some })));
    }
    // Some twenty writes, each judged by the emulator: slow on a busy machine.
  }, 60_000);

  it('refuses a 900 KB answer, as text, in a list or in an object', async () => {
    const big = 'x'.repeat(900_000);
    await assertFails(create({ O1C: big }));
    await assertFails(create({ O1C: 'x'.repeat(5121) }));
    await assertFails(create({ O1A: ['a', big] }));
    await assertFails(create({ O3D: { choice: 'save', reason: big } }));
    await assertFails(create({ O5B: { chosen: ['innbo', big] } }));
    // An object of many plain values is counted whole.
    await assertFails(create({ O2B: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, 'x'.repeat(500)])) }));
  });

  it('refuses lists and objects of more than 50 items, and anything nested deeper than the server takes', async () => {
    await assertSucceeds(create({ O1A: Array.from({ length: 50 }, (_, i) => i) }));
    await testEnv.clearFirestore();
    await makeClass('DEMO2026');
    await listClasses('DEMO2026');
    await assertFails(create({ O1A: Array.from({ length: 51 }, (_, i) => i) }));
    await assertFails(create({ O2B: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) }));
    await assertFails(create({ O1A: [{ deep: 'x' }] }));
    await assertFails(create({ O3D: { choice: { deep: 'x' } } }));
    await assertFails(create({ O2B: { ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])), list: ['a'] } }));
  });
});

describe('activity codes', () => {
  beforeEach(async () => {
    await makeClass('DEMO2026');
    await listClasses('DEMO2026');
  });

  it('has the content’s activity codes and locks as the generator writes them (tsx scripts/firebase/rulesContent.ts)', () => {
    expect(blockInRules(RULES)).toBe(rulesContentBlock());
  });

  it('takes an answer under every activity code the content has, in both languages', async () => {
    const codes = (lang: string) =>
      (JSON.parse(readFileSync(`content/${lang}/okter.json`, 'utf8')) as { okter: { activities: { activity_code: string }[] }[] }).okter.flatMap((o) => o.activities.map((a) => a.activity_code));
    expect(codes('nn')).toEqual(codes('no'));
    await assertSucceeds(setDoc(doc(pupil(), recordPath('DEMO2026')), record('DEMO2026', {}, {})));
    for (const code of codes('no')) {
      const before = await current();
      await assertSucceeds(setDoc(doc(pupil(), recordPath('DEMO2026')), saved(before, { ...before.responses, [code]: 'svar' })));
    }
  });

  it('refuses answers and versions under codes the content does not have', async () => {
    for (const code of ['O1B', 'O6A', 'O1', 'A0', 'o1a', 'O1AA']) {
      await assertFails(setDoc(doc(pupil(), recordPath('DEMO2026')), record('DEMO2026', {}, { [code]: 'svar' })));
      await assertFails(setDoc(doc(pupil(), recordPath('DEMO2026')), record('DEMO2026', { versions: { [code]: { version: 1, editedAt: Date.now() } } }, {})));
    }
  });
});

describe('versions, revision and edit times', () => {
  beforeEach(async () => {
    await makeClass('DEMO2026');
    await listClasses('DEMO2026');
  });
  const write = (data: Record<string, unknown>) => setDoc(doc(pupil(), recordPath('DEMO2026')), data);

  it('takes a save that gives each changed answer its next version and the record its next revision', async () => {
    const before = await store({ O1A: 'mål', O1C: 'helse' });
    await assertSucceeds(write(saved(before, { O1A: 'mål', O1C: 'bygg', O1D: 'snekker' })));
    // Clearing an answer gives it a new version too; its stamp stays.
    await assertSucceeds(write(saved(await current(), { O1A: 'mål', O1C: 'bygg' })));
    // A save of the same answer may give it the next version, as the server does.
    const same = await current();
    await assertSucceeds(write({ ...saved(same, same.responses), versions: { ...same.versions, O1A: { version: same.versions.O1A!.version + 1, editedAt: Date.now() } } }));
  });

  it('refuses versions the client made up', async () => {
    const before = await store({ O1A: 'mål', O1C: 'helse' });
    const next = saved(before, { O1A: 'mål', O1C: 'bygg' });
    await assertFails(write({ ...next, versions: { ...next.versions, O1C: { version: 999, editedAt: Date.now() } } }));
    // A changed answer on its old version.
    await assertFails(write({ ...next, versions: before.versions }));
    // An unchanged answer's stamp moved on by more than one, or back.
    await assertFails(write({ ...next, versions: { ...next.versions, O1A: { version: 5, editedAt: Date.now() } } }));
    await assertFails(write({ ...next, versions: { ...next.versions, O1A: { version: 0, editedAt: 0 } } }));
    // A stamp with more in it, or of another type.
    await assertFails(write({ ...next, versions: { ...next.versions, O1C: { version: 2, editedAt: Date.now(), winner: true } } }));
    await assertFails(write({ ...next, versions: { ...next.versions, O1C: { version: 2, editedAt: String(Date.now()) } } }));
    // A new record's answers start at version 1.
    await testEnv.clearFirestore();
    await makeClass('DEMO2026');
    await listClasses('DEMO2026');
    await assertFails(write(record('DEMO2026', { versions: { O1C: { version: 7, editedAt: Date.now() } } })));
  });

  it('refuses an edit time more than an hour after the server’s', async () => {
    const before = await store({ O1C: 'helse' });
    const next = saved(before, { O1C: 'bygg' });
    await assertFails(write({ ...next, versions: { O1C: { version: 2, editedAt: Date.now() + 2 * 3_600_000 } } }));
    await assertSucceeds(write({ ...next, versions: { O1C: { version: 2, editedAt: Date.now() + 60_000 } } }));
  });

  it('refuses a revision that does not follow the stored one', async () => {
    const before = await store({ O1C: 'helse' });
    await assertFails(write(saved(before, { O1C: 'bygg' }, { revision: before.revision })));
    await assertFails(write(saved(before, { O1C: 'bygg' }, { revision: before.revision + 5 })));
    await testEnv.clearFirestore();
    await makeClass('DEMO2026');
    await listClasses('DEMO2026');
    await assertFails(write(record('DEMO2026', { revision: 4 })));
  });
});

describe('answer locks', () => {
  beforeEach(async () => {
    await makeClass('DEMO2026');
    await listClasses('DEMO2026');
  });
  const write = (data: Record<string, unknown>) => setDoc(doc(pupil(), recordPath('DEMO2026')), data);
  const [q1, q2] = contentForRules().quiz as [{ id: string; options: string[] }, { id: string; options: string[] }];

  it('keeps a quiz question’s first answer, and takes answers to new questions', async () => {
    const before = await store({ O4A: { [q1.id]: q1.options[0] } });
    await assertFails(write(saved(before, { O4A: { [q1.id]: q1.options[1] } })));
    await assertFails(write(saved(before, { O4A: { [q2.id]: q2.options[0] } })));
    await assertFails(write(saved(before, { O4A: null })));
    await assertSucceeds(write(saved(before, { O4A: { [q1.id]: q1.options[0], [q2.id]: q2.options[1] } })));
  });

  it('lets a quiz choice the quiz does not have be changed', async () => {
    const before = await store({ O4A: { [q1.id]: 'ikke-et-valg' } });
    await assertSucceeds(write(saved(before, { O4A: { [q1.id]: q1.options[0] } })));
  });

  it('keeps the insurances and the scenario once a scenario is drawn', async () => {
    const [drawn, other] = contentForRules().scenarioIds as [string, string];
    const before = await store({ O5B: { chosen: ['innbo'] }, O5C: { scenarioId: drawn } });
    await assertFails(write(saved(before, { O5B: { chosen: ['innbo', 'reise-ung'] }, O5C: { scenarioId: drawn } })));
    await assertFails(write(saved(before, { O5C: { scenarioId: drawn } })));
    await assertFails(write(saved(before, { O5B: { chosen: ['innbo'] }, O5C: { scenarioId: other } })));
    await assertSucceeds(write(saved(before, { O5B: { chosen: ['innbo'] }, O5C: { scenarioId: drawn, seen: true } })));
  });

  it('lets the insurances change before a scenario is drawn', async () => {
    const before = await store({ O5B: { chosen: ['innbo'] }, O5C: { scenarioId: 'fjernet-scenario' } });
    await assertSucceeds(write(saved(before, { O5B: { chosen: ['reise-ung'] }, O5C: { scenarioId: contentForRules().scenarioIds[0] } })));
  });

  it('lets Start over empty a locked record', async () => {
    const before = await store({ O4A: { [q1.id]: q1.options[0] }, O5B: { chosen: ['innbo'] }, O5C: { scenarioId: contentForRules().scenarioIds[0] } });
    await assertSucceeds(write(saved(before, {})));
  });
});

describe('class state', () => {
  it('is readable by any signed-in user and writable by nobody in the browser', async () => {
    await makeClass('DEMO2026');
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
