import { describe, expect, it } from 'vitest';
import type { AnswerChanges, VersionedClassRecord } from '../../contracts/answers';
import { AnswerConflictError, type DocumentStore } from '../documentStore';

/** One signed-in user and the store as that user reaches it. */
export interface StoreUser {
  store: DocumentStore;
  userId: string;
  idToken: string;
}

export interface StoreFixture {
  /** A new account, signed in. */
  newUser(): Promise<StoreUser>;
  /** Two classes a pupil may keep answers in. */
  classCodes: readonly [string, string];
}

const answersOf = (record: VersionedClassRecord) => (Array.isArray(record.responses) ? {} : record.responses);
let keys = 0;
const newKey = () => `contract-${Date.now().toString(36)}-${(keys++).toString(36)}-abcdef0123456789`;
const change = (value: unknown, baseVersion: number): AnswerChanges[string] => ({ value, baseVersion, editedAt: Date.now() - 1000 });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refusal(work: Promise<unknown>): Promise<{ status?: number | null; messageKey?: string }> {
  try {
    await work;
  } catch (err) {
    return err as { status?: number | null; messageKey?: string };
  }
  throw new Error('expected the store to refuse');
}

/**
 * The document store port's contract (DESIGN.md, "the three services"): run against every adapter, so
 * the self-hosted and Firebase profiles cannot drift apart.
 */
export function describeDocumentStoreContract(name: string, fixture: () => StoreFixture) {
  describe(`DocumentStore contract: ${name}`, () => {
    const classes = () => fixture().classCodes;
    const newUser = () => fixture().newUser();

    it('answers null for a class the user has no record in', async () => {
      const { store, userId, idToken } = await newUser();
      expect(await store.getClass(idToken, userId, classes()[0])).toBeNull();
      expect(await store.latestClass(idToken, userId)).toBeNull();
    });

    it('creates a record with no answers, then reads back what was set', async () => {
      const { store, userId, idToken } = await newUser();
      const [code] = classes();
      const created = await store.setClass(idToken, userId, code, []);
      expect(created.classCode).toBe(code);
      expect(answersOf(created)).toEqual({});
      expect(created.versions).toEqual({});

      const set = await store.setClass(idToken, userId, code, { O1A: 'Jeg vil spare til moped', O1C: 'Frisør' });
      expect(set.versions.O1A?.version).toBe(1);
      const read = await store.getClass(idToken, userId, code);
      expect(read).toMatchObject({ classCode: code, responses: { O1A: 'Jeg vil spare til moped', O1C: 'Frisør' } });
      expect(read?.versions).toMatchObject({ O1A: { version: 1 }, O1C: { version: 1 } });
      expect(typeof read?.lastUpdated).toBe('number');
      expect(Math.abs((read?.serverTime ?? 0) - Date.now())).toBeLessThan(60_000);
    });

    it('gives a new version only to the activities a set changes', async () => {
      const { store, userId, idToken } = await newUser();
      const [code] = classes();
      await store.setClass(idToken, userId, code, { O1A: 'a', O1C: 'b' });
      const again = await store.setClass(idToken, userId, code, { O1A: 'a' });
      expect(again.versions).toMatchObject({ O1A: { version: 1 }, O1C: { version: 2 } });
      expect(answersOf(again)).toEqual({ O1A: 'a' });
    });

    it('applies a save of changed activities, bumping each version, and clears an answer saved as null', async () => {
      const { store, userId, idToken } = await newUser();
      const [code] = classes();
      await store.setClass(idToken, userId, code, { O1C: 'Frisør' });
      const saved = await store.saveAnswers(idToken, userId, code, { O1A: change('Mål: moped', 0), O1C: change(null, 1) }, newKey());
      expect(answersOf(saved)).toEqual({ O1A: 'Mål: moped' });
      expect(saved.versions).toMatchObject({ O1A: { version: 1 }, O1C: { version: 2 } });
      expect(answersOf((await store.getClass(idToken, userId, code))!)).toEqual({ O1A: 'Mål: moped' });
    });

    it('refuses a whole save when a change is based on an old version, with the server value', async () => {
      const { store, userId, idToken } = await newUser();
      const [code] = classes();
      await store.setClass(idToken, userId, code, []);
      await store.saveAnswers(idToken, userId, code, { O1A: change('fra nettbrettet', 0) }, newKey());

      const err = await refusal(store.saveAnswers(idToken, userId, code, { O1A: change('fra PC-en', 0), O1C: change('Frisør', 0) }, newKey()));
      expect(err).toBeInstanceOf(AnswerConflictError);
      const conflict = err as AnswerConflictError;
      expect(conflict.status).toBe(409);
      expect(conflict.messageKey).toBe('txt_error_answer_conflict');
      expect(conflict.conflicts).toEqual({ O1A: { value: 'fra nettbrettet', version: 1, editedAt: expect.any(Number) } });
      expect(answersOf(conflict.record)).toEqual({ O1A: 'fra nettbrettet' });
      // Nothing of the refused save was applied, the change that was not stale included.
      expect(answersOf((await store.getClass(idToken, userId, code))!)).toEqual({ O1A: 'fra nettbrettet' });
    });

    it('merges a budget edit on an old version with another device’s edit of another line, and tells the versions without the answers', async () => {
      const { store, userId, idToken } = await newUser();
      const [code] = classes();
      await store.setClass(idToken, userId, code, []);
      const budget = { mat: 3000, fritid: 1000 };
      await store.saveAnswers(idToken, userId, code, { O2E: change(budget, 0) }, newKey());
      await store.saveAnswers(idToken, userId, code, { O2E: { ...change({ ...budget, mat: 3500 }, 1), base: budget } }, newKey());
      const merged = await store.saveAnswers(idToken, userId, code, { O2E: { ...change({ ...budget, fritid: 1500 }, 1), base: budget } }, newKey());
      expect(answersOf(merged)).toEqual({ O2E: { mat: 3500, fritid: 1500 } });
      expect(await store.getVersions(idToken, userId, code)).toEqual({ O2E: 3 });
      expect(await store.getVersions(idToken, userId, classes()[1])).toBeNull();

      const clash = await refusal(store.saveAnswers(idToken, userId, code, { O2E: { ...change({ ...budget, mat: 2000 }, 1), base: budget } }, newKey()));
      expect(clash).toBeInstanceOf(AnswerConflictError);
    });

    it('applies a save retried with the same idempotency key once', async () => {
      const { store, userId, idToken } = await newUser();
      const [code] = classes();
      await store.setClass(idToken, userId, code, []);
      const key = newKey();
      const first = await store.saveAnswers(idToken, userId, code, { O1A: change('én gang', 0) }, key);
      const retried = await store.saveAnswers(idToken, userId, code, { O1A: change('én gang', 0) }, key);
      expect(first.versions.O1A?.version).toBe(1);
      expect(retried.versions.O1A?.version).toBe(1);
      expect(answersOf(retried)).toEqual({ O1A: 'én gang' });
    });

    it('refuses a save to a record that does not exist', async () => {
      const { store, userId, idToken } = await newUser();
      const err = await refusal(store.saveAnswers(idToken, userId, classes()[0], { O1A: change('x', 0) }, newKey()));
      expect(err).toMatchObject({ status: 404, messageKey: 'txt_error_class_record_missing' });
    });

    it('finds the class with the newest lastUpdated', async () => {
      const { store, userId, idToken } = await newUser();
      const [first, second] = classes();
      await store.setClass(idToken, userId, first, []);
      await pause(20);
      await store.setClass(idToken, userId, second, []);
      expect((await store.latestClass(idToken, userId))?.classCode).toBe(second);
      await pause(20);
      await store.saveAnswers(idToken, userId, first, { O1A: change('tilbake i første klasse', 0) }, newKey());
      const latest = await store.latestClass(idToken, userId);
      expect(latest?.classCode).toBe(first);
      expect(answersOf(latest!)).toEqual({ O1A: 'tilbake i første klasse' });
    });

    it("refuses another user's record, reading and writing", async () => {
      const owner = await newUser();
      const other = await newUser();
      const [code] = classes();
      await owner.store.setClass(owner.idToken, owner.userId, code, { O1A: 'privat' });
      expect(await refusal(other.store.getClass(other.idToken, owner.userId, code))).toMatchObject({ status: 403 });
      expect(await refusal(other.store.setClass(other.idToken, owner.userId, code, { O1A: 'overskrevet' }))).toMatchObject({ status: 403 });
      expect(await refusal(other.store.saveAnswers(other.idToken, owner.userId, code, { O1A: change('x', 1) }, newKey()))).toMatchObject({ status: 403 });
      expect(answersOf((await owner.store.getClass(owner.idToken, owner.userId, code))!)).toEqual({ O1A: 'privat' });
    });

    it('tells whether the user has teacher access', async () => {
      const { store, userId, idToken } = await newUser();
      expect(await store.getUser(idToken, userId)).toEqual({ hasTeacherAccess: false });
    });
  });
}
