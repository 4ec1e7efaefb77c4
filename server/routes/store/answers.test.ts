import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnswerChanges, MAX_CLASS_RECORDS_PER_USER } from '../../../src/contracts/answers';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../src/contracts/headers';
import { issueSession } from '../../auth/credentials';
import { createClass } from '../../db/repositories/classes';
import { findUserById } from '../../db/repositories/users';
import { bearer, type TestApp, testClock } from '../../test/authHelpers';
import { addPupil, addTeacher, classAction, createTestClass, saveAnswers, saveResponses, type TestAccount } from '../../test/teacherHelpers';
import { buildTestApp, buildTestInstances, testConfig } from '../../test/testApp';

/** One change as a device sends it. */
const change = (value: unknown, baseVersion: number, editedAt: number) => ({ value, baseVersion, editedAt });

describe('answers saved per activity with versions (PATCH)', () => {
  let app: TestApp;
  const clock = testClock();
  let teacher: TestAccount;
  let activityCodes: string[];

  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    teacher = await addTeacher(app);
    activityCodes = app.content.okter.no.flatMap((okt) => okt.activities.map((a) => a.activity_code));
  });
  afterAll(() => app?.close());

  /** A pupil who has joined a class of their own (the record is the empty list), and its code. */
  async function joinedPupil(): Promise<{ pupil: TestAccount; classCode: string }> {
    // Made straight in the database: the teacher's classes here are far more than one teacher may create in a day.
    const { classCode } = await createClass(app.db, { teacherId: teacher.userId, name: '10A', school: 'Fjordvik skole', schoolYear: '2026/2027' }, app.now(), app.config.retention);
    const pupil = await addPupil(app);
    await saveResponses(app, pupil, classCode, []);
    return { pupil, classCode };
  }

  /** A second signed-in device of the same pupil. */
  async function secondDevice(pupil: TestAccount): Promise<TestAccount> {
    const user = await findUserById(app.db, pupil.userId);
    return { userId: pupil.userId, idToken: (await issueSession(app, user!)).idToken };
  }

  const read = async (pupil: TestAccount, classCode: string) =>
    (await app.inject({ url: `/api/store/users/${pupil.userId}/classes/${classCode}`, headers: bearer(pupil.idToken) })).json().data;
  const storedRow = (pupil: TestAccount, classCode: string) =>
    app.db.selectFrom('progress').selectAll().where('user_id', '=', pupil.userId).where('class_code', '=', classCode).executeTakeFirst();

  it('keeps the answers two devices saved to different activities, both on the server', async () => {
    const { pupil: laptop, classCode } = await joinedPupil();
    const phone = await secondDevice(laptop);
    clock.advance(1000);
    const first = await saveAnswers(app, laptop, classCode, { O1A: change(['friluft'], 0, clock.now()) });
    clock.advance(1000);
    const second = await saveAnswers(app, phone, classCode, { O1C: change('helse', 0, clock.now()) });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      success: true,
      data: {
        classCode,
        responses: { O1A: ['friluft'], O1C: 'helse' },
        versions: { O1A: { version: 1, editedAt: clock.now() - 1000 }, O1C: { version: 1, editedAt: clock.now() } },
        lastUpdated: clock.now(),
        serverTime: clock.now(),
      },
    });
    expect((await read(laptop, classCode)).responses).toEqual({ O1A: ['friluft'], O1C: 'helse' });
  });

  it('refuses a save with a change based on an old version: 409 with the current answer, and nothing of it applied', async () => {
    const { pupil: laptop, classCode } = await joinedPupil();
    const phone = await secondDevice(laptop);
    await saveAnswers(app, laptop, classCode, { O1A: change('fra laptopen', 0, clock.now()) });
    const savedAt = clock.now();
    const before = await storedRow(laptop, classCode);

    clock.advance(1000);
    // The phone has not seen the laptop's answer to O1A; its O2A change alone would have been fine.
    const res = await saveAnswers(app, phone, classCode, { O1A: change('fra telefonen', 0, clock.now()), O2A: change('ny', 0, clock.now()) });
    expect(res.statusCode).toBe(409);
    const current = { classCode, responses: { O1A: 'fra laptopen' }, versions: { O1A: { version: 1, editedAt: savedAt } }, lastUpdated: savedAt, serverTime: clock.now() };
    expect(res.json()).toEqual({
      success: false,
      error: 'VersionConflict',
      messageKey: 'txt_error_answer_conflict',
      conflicts: { O1A: { value: 'fra laptopen', version: 1, editedAt: savedAt } },
      record: current,
    });
    expect(await storedRow(laptop, classCode)).toEqual(before);
  });

  describe('two devices editing lines of one budget', () => {
    const budget = { boutgifter: 6000, mat: 3000, transport: 800, fritid: 1000 };
    /** A change as the app sends it: with the answer of the version it was based on. */
    const based = (value: unknown, baseVersion: number, editedAt: number, base: unknown) => ({ value, baseVersion, editedAt, base });

    /** The budget saved once, and a second device of the pupil that has it too. */
    async function budgetOnTwoDevices() {
      const { pupil: laptop, classCode } = await joinedPupil();
      const phone = await secondDevice(laptop);
      expect((await saveAnswers(app, laptop, classCode, { O2E: based(budget, 0, clock.now(), null) })).statusCode).toBe(200);
      return { laptop, phone, classCode };
    }

    it.each([
      ['without a key', undefined],
      ['with a key', randomUUID()],
    ])('keeps the lines each device changed, when one saves on the version the other has replaced (%s)', async (_, key) => {
      const { laptop, phone, classCode } = await budgetOnTwoDevices();
      clock.advance(1000);
      expect((await saveAnswers(app, phone, classCode, { O2E: based({ ...budget, mat: 3500 }, 1, clock.now(), budget) })).statusCode).toBe(200);
      clock.advance(60_000);
      // The laptop has not seen the phone's change; it changes another line.
      const res = await saveAnswers(app, laptop, classCode, { O2E: based({ ...budget, fritid: 1500 }, 1, clock.now(), budget), O1C: change('helse', 0, clock.now()) }, key);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.responses).toEqual({ O2E: { ...budget, mat: 3500, fritid: 1500 }, O1C: 'helse' });
      expect(res.json().data.versions.O2E).toEqual({ version: 3, editedAt: clock.now() });
      expect((await read(phone, classCode)).responses.O2E).toEqual({ ...budget, mat: 3500, fritid: 1500 });
    });

    it.each([
      ['without a key', undefined],
      ['with a key', randomUUID()],
    ])('refuses a change to the line another device changed to something else: 409 with the current budget, nothing applied (%s)', async (_, key) => {
      const { laptop, phone, classCode } = await budgetOnTwoDevices();
      clock.advance(1000);
      await saveAnswers(app, phone, classCode, { O2E: based({ ...budget, mat: 3500 }, 1, clock.now(), budget) });
      const phoneAt = clock.now();
      const before = await storedRow(laptop, classCode);
      clock.advance(1000);
      const res = await saveAnswers(app, laptop, classCode, { O2E: based({ ...budget, mat: 2800, fritid: 1500 }, 1, clock.now(), budget), O1C: change('helse', 0, clock.now()) }, key);
      expect(res.statusCode).toBe(409);
      expect(res.json().conflicts).toEqual({ O2E: { value: { ...budget, mat: 3500 }, version: 2, editedAt: phoneAt } });
      expect(await storedRow(laptop, classCode)).toEqual(before);
      // The key was not used up: the device resolves the conflict and sends again with it.
      const again = await saveAnswers(app, laptop, classCode, { O2E: based({ ...budget, mat: 2800, fritid: 1500 }, 2, clock.now(), { ...budget, mat: 3500 }) }, key);
      expect(again.statusCode).toBe(200);
    });

    it('keeps every line of 8 saves sent at once on the same version, each changing its own line', async () => {
      const { laptop, classCode } = await budgetOnTwoDevices();
      const lines = ['boutgifter', 'mat', 'transport', 'fritid', 'klaer', 'mobil', 'sparing', 'annet'];
      clock.advance(1000);
      const results = await Promise.all(lines.map((line, i) => saveAnswers(app, laptop, classCode, { O2E: based({ ...budget, [line]: 100 + i }, 1, clock.now(), budget) })));
      expect(results.map((res) => res.statusCode)).toEqual(lines.map(() => 200));
      expect((await read(laptop, classCode)).responses.O2E).toEqual({ ...budget, ...Object.fromEntries(lines.map((line, i) => [line, 100 + i])) });
    });

    it('refuses a change without its base on a version another device has replaced, as a conflict', async () => {
      const { laptop, phone, classCode } = await budgetOnTwoDevices();
      await saveAnswers(app, phone, classCode, { O2E: based({ ...budget, mat: 3500 }, 1, clock.now(), budget) });
      const res = await saveAnswers(app, laptop, classCode, { O2E: change({ ...budget, fritid: 1500 }, 1, clock.now()) });
      expect(res.statusCode).toBe(409);
    });

    it('refuses a base that is no answer at all', async () => {
      const { laptop, classCode } = await budgetOnTwoDevices();
      const res = await saveAnswers(app, laptop, classCode, { O2E: based(budget, 1, clock.now(), { lines: { nested: { deep: 1 } } }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ messageKey: 'txt_error_invalid_answer', field: 'changes.O2E' });
    });
  });

  it('gives each applied change the next version, clears an answer with null but keeps its version, and never dates an edit after the server clock', async () => {
    const { pupil, classCode } = await joinedPupil();
    clock.advance(1000);
    const set = await saveAnswers(app, pupil, classCode, { O1C: change('helse', 0, clock.now() - 500) });
    expect(set.json().data.versions).toEqual({ O1C: { version: 1, editedAt: clock.now() - 500 } });

    clock.advance(1000);
    // A device whose clock runs an hour fast.
    const cleared = await saveAnswers(app, pupil, classCode, { O1C: change(null, 1, clock.now() + 3_600_000) });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.responses).toEqual({});
    expect(cleared.json().data.versions).toEqual({ O1C: { version: 2, editedAt: clock.now() } });

    // A device that still has version 1 cannot bring the cleared answer back.
    const stale = await saveAnswers(app, pupil, classCode, { O1C: change('helse', 1, clock.now()) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflicts).toEqual({ O1C: { value: null, version: 2, editedAt: clock.now() } });
  });

  it('refuses an edit made before Start over, since Start over gives every answer a new version', async () => {
    const { pupil: laptop, classCode } = await joinedPupil();
    const phone = await secondDevice(laptop);
    await saveAnswers(app, laptop, classCode, { O1A: change(['friluft'], 0, clock.now()) });
    clock.advance(60_000);
    const startOver = await app.inject({ method: 'POST', url: '/api/start-over', headers: bearer(laptop.idToken), payload: { classCode } });
    expect(startOver.json().data.versions).toEqual({ O1A: { version: 2, editedAt: clock.now() } });

    // The phone was offline and edited O1A on top of the answer that Start over removed.
    clock.advance(1000);
    const res = await saveAnswers(app, phone, classCode, { O1A: change(['friluft', 'mennesker'], 1, clock.now() - 30_000) });
    expect(res.statusCode).toBe(409);
    expect(res.json().conflicts).toEqual({ O1A: { value: null, version: 2, editedAt: clock.now() - 1000 } });
    expect((await read(laptop, classCode)).responses).toEqual({});
  });

  it('applies a save retried with the same key once, and answers the retry as a replay', async () => {
    const { pupil, classCode } = await joinedPupil();
    const key = randomUUID();
    const first = await saveAnswers(app, pupil, classCode, { O1A: change('en gang', 0, clock.now()) }, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();

    clock.advance(1000);
    const retry = await saveAnswers(app, pupil, classCode, { O1A: change('en gang', 0, clock.now()) }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(retry.json().data).toEqual({ ...first.json().data, serverTime: clock.now() });
    expect((await read(pupil, classCode)).versions).toEqual({ O1A: { version: 1, editedAt: clock.now() - 1000 } });
  });

  it('leaves the key unused after a conflict, so the merged save may use it again', async () => {
    const { pupil, classCode } = await joinedPupil();
    await saveAnswers(app, pupil, classCode, { O1A: change('først', 0, clock.now()) });
    const key = randomUUID();
    const refused = await saveAnswers(app, pupil, classCode, { O1A: change('gammel base', 0, clock.now()) }, key);
    expect(refused.statusCode).toBe(409);
    expect(await app.db.selectFrom('save_receipts').select('idempotency_key').where('idempotency_key', '=', key).execute()).toEqual([]);

    const merged = await saveAnswers(app, pupil, classCode, { O1A: change('flettet', 1, clock.now()) }, key);
    expect(merged.statusCode).toBe(200);
    expect(merged.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(merged.json().data.responses).toEqual({ O1A: 'flettet' });
  });

  it('refuses a key already used for another class', async () => {
    const { pupil, classCode } = await joinedPupil();
    const other = await createTestClass(app, teacher.idToken);
    await saveResponses(app, pupil, other, []);
    const key = randomUUID();
    expect((await saveAnswers(app, pupil, classCode, { O1A: change('a', 0, clock.now()) }, key)).statusCode).toBe(200);
    const res = await saveAnswers(app, pupil, other, { O1A: change('a', 0, clock.now()) }, key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'IdempotencyKeyReused', messageKey: 'txt_error_invalid_input', field: IDEMPOTENCY_HEADER });
    expect((await read(pupil, other)).responses).toEqual([]);
  });

  it('applies a save of every activity sent all at once, every one of them', async () => {
    const { pupil, classCode } = await joinedPupil();
    // All the activities the sessions have (19).
    const codes = activityCodes;
    expect(codes.length).toBeGreaterThanOrEqual(19);
    clock.advance(1000);
    // Half with an idempotency key (a transaction), half without.
    const results = await Promise.all(
      codes.map((code, i) => saveAnswers(app, pupil, classCode, { [code]: change(`svar ${code}`, 0, clock.now()) }, i % 2 === 0 ? randomUUID() : undefined)),
    );
    expect(results.map((res) => res.statusCode)).toEqual(codes.map(() => 200));
    const record = await read(pupil, classCode);
    expect(record.responses).toEqual(Object.fromEntries(codes.map((code) => [code, `svar ${code}`])));
    expect(Object.values(record.versions).map((stamp) => (stamp as { version: number }).version)).toEqual(codes.map(() => 1));
    expect(Number((await storedRow(pupil, classCode))!.revision)).toBe(codes.length);
  });

  it('applies exactly one of 20 saves of one activity on the same version sent at once, and refuses the others', async () => {
    const { pupil, classCode } = await joinedPupil();
    clock.advance(1000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => saveAnswers(app, pupil, classCode, { O1C: change(`versjon ${i}`, 0, clock.now()) }, i % 2 === 0 ? randomUUID() : undefined)),
    );
    const applied = results.filter((res) => res.statusCode === 200);
    expect(applied).toHaveLength(1);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(19);
    const record = await read(pupil, classCode);
    expect(record.responses).toEqual(applied[0]!.json().data.responses);
    expect(record.versions.O1C.version).toBe(1);
  });

  it('answers each activity’s version without the answers, so an open page can tell that another device has saved', async () => {
    const { pupil: laptop, classCode } = await joinedPupil();
    const phone = await secondDevice(laptop);
    const versions = async () => (await app.inject({ url: `/api/store/users/${laptop.userId}/classes/${classCode}/versions`, headers: bearer(laptop.idToken) })).json();
    expect(await versions()).toEqual({ success: true, data: {} });
    await saveAnswers(app, phone, classCode, { O1C: change('helse', 0, clock.now()), O2A: change('ja', 0, clock.now()) });
    await saveAnswers(app, phone, classCode, { O1C: change('bygg', 1, clock.now()) });
    expect(await versions()).toEqual({ success: true, data: { O1C: 2, O2A: 1 } });
    const other = await addPupil(app);
    expect((await app.inject({ url: `/api/store/users/${other.userId}/classes/${classCode}/versions`, headers: bearer(other.idToken) })).statusCode).toBe(404);
  });

  it('answers 404 for a class record the pupil has not started', async () => {
    const classCode = await createTestClass(app, teacher.idToken);
    const pupil = await addPupil(app);
    const res = await saveAnswers(app, pupil, classCode, { O1A: change('ja', 0, clock.now()) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'NotFound', messageKey: 'txt_error_class_record_missing' });
    expect(await storedRow(pupil, classCode)).toBeUndefined();
  });

  it('takes no answers for a class code no class has', async () => {
    const pupil = await addPupil(app);
    const notFound = { success: false, error: 'ueokonomi/invalid-class-code', messageKey: 'txt_invalid_class_code', field: 'classCode' };
    const put = await app.inject({ method: 'PUT', url: `/api/store/users/${pupil.userId}/classes/FINNES9`, headers: bearer(pupil.idToken), payload: { responses: [] } });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual(notFound);
    const patch = await saveAnswers(app, pupil, 'FINNES9', { O1A: change('ja', 0, clock.now()) });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual(notFound);
    expect(await storedRow(pupil, 'FINNES9')).toBeUndefined();
  });

  it('takes no more answers once the teacher archives the class, and keeps those it has', async () => {
    const { pupil, classCode } = await joinedPupil();
    await saveAnswers(app, pupil, classCode, { O1A: change('før', 0, clock.now()) });
    expect((await classAction(app, 'archive', teacher.idToken, { classCode, archived: true })).statusCode).toBe(200);
    const archived = { success: false, error: 'ClassArchived', messageKey: 'txt_error_save_class_archived' };

    const patch = await saveAnswers(app, pupil, classCode, { O1A: change('etter', 1, clock.now()) });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toEqual(archived);
    const put = await app.inject({ method: 'PUT', url: `/api/store/users/${pupil.userId}/classes/${classCode}`, headers: bearer(pupil.idToken), payload: { responses: {} } });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual(archived);
    expect((await read(pupil, classCode)).responses).toEqual({ O1A: 'før' });

    // Brought back, the class takes answers again.
    await classAction(app, 'archive', teacher.idToken, { classCode, archived: false });
    expect((await saveAnswers(app, pupil, classCode, { O1A: change('etter', 1, clock.now()) })).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_CLASS_RECORDS_PER_USER} class records per account, and still saves in those it has`, async () => {
    const pupil = await addPupil(app);
    const codes: string[] = [];
    // Two teachers of their own: one teacher makes fewer classes a day than a pupil may join.
    const makers = [await addTeacher(app), await addTeacher(app)];
    for (let i = 0; i <= MAX_CLASS_RECORDS_PER_USER; i++) codes.push(await createTestClass(app, makers[i % 2]!.idToken));
    for (const code of codes.slice(0, MAX_CLASS_RECORDS_PER_USER)) await saveResponses(app, pupil, code, []);

    const put = (code: string, responses: unknown) =>
      app.inject({ method: 'PUT', url: `/api/store/users/${pupil.userId}/classes/${code}`, headers: bearer(pupil.idToken), payload: { responses } });
    const extra = await put(codes[MAX_CLASS_RECORDS_PER_USER]!, []);
    expect(extra.statusCode).toBe(409);
    expect(extra.json()).toEqual({ success: false, error: 'TooManyClasses', messageKey: 'txt_error_too_many_classes' });
    expect(await storedRow(pupil, codes[MAX_CLASS_RECORDS_PER_USER]!)).toBeUndefined();

    expect((await put(codes[0]!, { O1A: 'ja' })).statusCode).toBe(200);
    expect((await saveAnswers(app, pupil, codes[1]!, { O1A: change('ja', 0, clock.now()) })).statusCode).toBe(200);
  });

  it('refuses a save that would make the answers larger than 100 kB, and applies none of it', async () => {
    const { pupil, classCode } = await joinedPupil();
    // Each text may have 5 000 characters, so two lists of them come to about 110 kB together.
    const list = Array.from({ length: 11 }, () => 'x'.repeat(5000));
    expect((await saveAnswers(app, pupil, classCode, { O4A: change(list, 0, clock.now()) })).statusCode).toBe(200);
    const before = await storedRow(pupil, classCode);
    const res = await saveAnswers(app, pupil, classCode, { O2A: change('liten', 0, clock.now()), O3A: change(list, 0, clock.now()) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: 'PayloadTooLarge', messageKey: 'txt_error_too_large', field: 'responses' });
    expect(await storedRow(pupil, classCode)).toEqual(before);
  });

  it.each<[string, unknown, string, string]>([
    ['an activity no session has', { O9Z: change('ja', 0, 1) }, 'changes.O9Z', 'txt_error_invalid_activity'],
    ['a text over 5 000 characters', { O1C: change('x'.repeat(5001), 0, 1) }, 'changes.O1C', 'txt_error_invalid_answer'],
    ['a change without a value', { O1C: { baseVersion: 0, editedAt: 1 } }, 'changes.O1C.value', 'txt_error_invalid_input'],
    ['a negative base version', { O1C: change('ja', -1, 1) }, 'changes.O1C.baseVersion', 'txt_error_invalid_input'],
    ['an edit time that is not a whole number', { O1C: change('ja', 0, 1.5) }, 'changes.O1C.editedAt', 'txt_error_invalid_input'],
    ['an unknown field in a change', { O1C: { ...change('ja', 0, 1), version: 3 } }, 'changes.O1C', 'txt_error_invalid_input'],
    ['no changes at all', {}, 'changes', 'txt_error_invalid_input'],
  ])('refuses %s with 400 and the field named', async (_, changes, field, messageKey) => {
    const { pupil, classCode } = await joinedPupil();
    const before = await storedRow(pupil, classCode);
    const res = await saveAnswers(app, pupil, classCode, changes as AnswerChanges);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey, field });
    expect(await storedRow(pupil, classCode)).toEqual(before);
  });

  it("refuses to change another pupil's answers", async () => {
    const { pupil, classCode } = await joinedPupil();
    const other = await addPupil(app);
    const res = await saveAnswers(app, { userId: pupil.userId, idToken: other.idToken }, classCode, { O1A: change('ikke mitt', 0, clock.now()) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('auth/forbidden');
    expect((await read(pupil, classCode)).responses).toEqual([]);
  });
});

describe('the per-account save limit', () => {
  let app: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig({ SAVES_PER_MINUTE: '3' }), seedDemo: false }, now: clock.now });
  });
  afterAll(() => app?.close());

  it('answers 429 with Retry-After once an account has saved SAVES_PER_MINUTE times in a minute, from PUT and PATCH together', async () => {
    const teacher = await addTeacher(app);
    const classCode = await createTestClass(app, teacher.idToken);
    const pupil = await addPupil(app);
    const other = await addPupil(app);
    await saveResponses(app, pupil, classCode, []);
    clock.advance(10_000);
    expect((await saveAnswers(app, pupil, classCode, { O1A: change('1', 0, clock.now()) })).statusCode).toBe(200);
    expect((await saveAnswers(app, pupil, classCode, { O1A: change('2', 1, clock.now()) })).statusCode).toBe(200);

    const over = await saveAnswers(app, pupil, classCode, { O1A: change('3', 2, clock.now()) });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, error: 'TooManyRequests', messageKey: 'txt_error_too_many_saves' });
    expect(Number(over.headers['retry-after'])).toBe(50);
    const put = await app.inject({ method: 'PUT', url: `/api/store/users/${pupil.userId}/classes/${classCode}`, headers: bearer(pupil.idToken), payload: { responses: {} } });
    expect(put.statusCode).toBe(429);
    expect((await app.inject({ url: `/api/store/users/${pupil.userId}/classes/${classCode}`, headers: bearer(pupil.idToken) })).json().data.responses).toEqual({ O1A: '2' });

    // Another account is not held back, and the pupil may save again when the minute is over.
    await saveResponses(app, other, classCode, []);
    clock.advance(50_000);
    expect((await saveAnswers(app, pupil, classCode, { O1A: change('3', 2, clock.now()) })).statusCode).toBe(200);
  });
});

describe('the per-account save limit on two instances', () => {
  const clock = testClock();
  let instances: Awaited<ReturnType<typeof buildTestInstances>>;
  afterAll(() => instances?.close());

  it('makes no statement of its own per save, and holds a pupil back by the saves on both instances once they are shared', async () => {
    instances = await buildTestInstances(2, { config: { ...testConfig({ SAVES_PER_MINUTE: '3' }), seedDemo: false }, now: clock.now });
    const [one, two] = instances.apps as [TestApp, TestApp];
    const teacher = await addTeacher(one);
    const classCode = await createTestClass(one, teacher.idToken);
    const pupil = await addPupil(one);
    await saveResponses(one, pupil, classCode, []);
    clock.advance(1000);
    expect((await saveAnswers(one, pupil, classCode, { O1A: change('1', 0, clock.now()) })).statusCode).toBe(200);
    await one.saveLimit.flush();

    // The pupil's other device reaches the other instance; its save is counted there without a statement. Its
    // timer is stopped first, so a flush falling due during the save cannot pass for the save's own statement.
    await two.saveLimit.close();
    const inserts = vi.spyOn(two.db, 'insertInto');
    expect((await saveAnswers(two, pupil, classCode, { O1A: change('2', 1, clock.now()) })).statusCode).toBe(200);
    expect(inserts.mock.calls.map(([table]) => table)).not.toContain('rate_limits');
    inserts.mockRestore();
    // Its flush (once a second) brings back the first instance's two: the third in the minute was the last.
    await two.saveLimit.flush();
    const refused = await saveAnswers(two, pupil, classCode, { O1A: change('3', 2, clock.now()) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messageKey).toBe('txt_error_too_many_saves');
  });
});

describe('saves of one record on two instances at once', () => {
  const clock = testClock();
  let instances: Awaited<ReturnType<typeof buildTestInstances>>;
  let one: TestApp;
  let two: TestApp;
  let teacher: TestAccount;
  beforeAll(async () => {
    instances = await buildTestInstances(2, { config: { ...testConfig(), seedDemo: false }, now: clock.now });
    [one, two] = instances.apps as [TestApp, TestApp];
    teacher = await addTeacher(one);
  });
  afterAll(() => instances?.close());

  // Half the saves with a key (a transaction) on PostgreSQL. Two SQLite connections in one process cannot
  // both write while one holds a transaction open across awaits: the other would wait synchronously.
  const keyFor = (i: number) => (process.env.TEST_DB === 'postgres' && i % 4 < 2 ? randomUUID() : undefined);

  async function joinedPupil() {
    const classCode = await createTestClass(one, teacher.idToken);
    const pupil = await addPupil(one);
    await saveResponses(one, pupil, classCode, []);
    return { pupil, classCode };
  }

  it('applies a save of every activity sent through either instance, the saves that collided trying again', async () => {
    const { pupil, classCode } = await joinedPupil();
    const codes = one.content.okter.no.flatMap((okt) => okt.activities.map((a) => a.activity_code));
    clock.advance(1000);
    const results = await Promise.all(
      codes.map((code, i) => saveAnswers(i % 2 === 0 ? one : two, pupil, classCode, { [code]: change(`svar ${code}`, 0, clock.now()) }, keyFor(i))),
    );
    expect(results.map((res) => res.statusCode)).toEqual(codes.map(() => 200));
    const row = await two.db.selectFrom('progress').selectAll().where('user_id', '=', pupil.userId).where('class_code', '=', classCode).executeTakeFirstOrThrow();
    expect(JSON.parse(row.responses)).toEqual(Object.fromEntries(codes.map((code) => [code, `svar ${code}`])));
    expect(Number(row.revision)).toBe(codes.length);
  });

  it('applies exactly one of the saves of one activity on the same version sent to both instances', async () => {
    const { pupil, classCode } = await joinedPupil();
    clock.advance(1000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => saveAnswers(i % 2 === 0 ? one : two, pupil, classCode, { O1C: change(`versjon ${i}`, 0, clock.now()) }, keyFor(i))),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(19);
  });
});
