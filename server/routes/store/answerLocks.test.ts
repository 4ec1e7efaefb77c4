import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp, testClock } from '../../test/authHelpers';
import { addPupil, addTeacher, createTestClass, saveAnswers, saveResponses, type TestAccount } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';

/** One change as a device sends it. */
const change = (value: unknown, baseVersion: number, editedAt: number) => ({ value, baseVersion, editedAt });
const LOCKED = (code: string) => ({ success: false, error: 'ValidationError', messageKey: 'txt_error_answer_locked', field: `changes.${code}` });

describe('answers that stay as first given, whatever a client sends (PATCH and PUT)', () => {
  let app: TestApp;
  const clock = testClock();
  let teacher: TestAccount;

  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    teacher = await addTeacher(app);
  });
  afterAll(() => app?.close());

  const quiz = () => app.content.okt4.no.questions;
  const rightOf = (i: number) => quiz()[i]!.options.find((o) => o.correct)!.id;
  const wrongOf = (i: number) => quiz()[i]!.options.find((o) => !o.correct)!.id;

  /** A pupil who has joined a class of their own (the record is the empty list), and its code. */
  async function joinedPupil(): Promise<{ pupil: TestAccount; classCode: string }> {
    const classCode = await createTestClass(app, teacher.idToken);
    const pupil = await addPupil(app);
    await saveResponses(app, pupil, classCode, []);
    return { pupil, classCode };
  }

  const read = async (pupil: TestAccount, classCode: string) =>
    (await app.inject({ url: `/api/store/users/${pupil.userId}/classes/${classCode}`, headers: bearer(pupil.idToken) })).json().data;
  const put = (pupil: TestAccount, classCode: string, responses: unknown) =>
    app.inject({ method: 'PUT', url: `/api/store/users/${pupil.userId}/classes/${classCode}`, headers: bearer(pupil.idToken), payload: { responses } });

  it('refuses a changed quiz answer with a clear message, keeps the first, and still takes the next question', async () => {
    const { pupil, classCode } = await joinedPupil();
    const [q1, q2] = [quiz()[0]!.id, quiz()[1]!.id];
    expect((await saveAnswers(app, pupil, classCode, { O1C: change('helse', 0, clock.now()), O4A: change({ [q1]: wrongOf(0), [q2]: null }, 0, clock.now()) })).statusCode).toBe(200);

    // The pupil saw the explanation and sends the right option instead, straight to the API.
    const changed = await saveAnswers(app, pupil, classCode, { O4A: change({ [q1]: rightOf(0), [q2]: null }, 1, clock.now()) });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual(LOCKED('O4A'));
    // Taking the answer back is refused as well, with a key or without.
    const cleared = await saveAnswers(app, pupil, classCode, { O4A: change(null, 1, clock.now()) }, randomUUID());
    expect(cleared.json()).toEqual(LOCKED('O4A'));
    expect((await read(pupil, classCode)).responses).toEqual({ O1C: 'helse', O4A: { [q1]: wrongOf(0), [q2]: null } });

    const next = await saveAnswers(app, pupil, classCode, { O4A: change({ [q1]: wrongOf(0), [q2]: rightOf(1) }, 1, clock.now()) });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.responses.O4A).toEqual({ [q1]: wrongOf(0), [q2]: rightOf(1) });
  });

  it('answers a change based on an old version with the store’s conflict, so the device merges as before', async () => {
    const { pupil, classCode } = await joinedPupil();
    const q1 = quiz()[0]!.id;
    await saveAnswers(app, pupil, classCode, { O4A: change({ [q1]: wrongOf(0) }, 0, clock.now()) });
    const stale = await saveAnswers(app, pupil, classCode, { O4A: change({ [q1]: rightOf(0) }, 0, clock.now()) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'VersionConflict', conflicts: { O4A: { value: { [q1]: wrongOf(0) }, version: 1 } } });
  });

  it('merges quiz answers given on two devices, and refuses a merge that would change an answered question', async () => {
    const { pupil, classCode } = await joinedPupil();
    const [q1, q2, q3] = [quiz()[0]!.id, quiz()[1]!.id, quiz()[2]!.id];
    const first = { [q1]: wrongOf(0) };
    await saveAnswers(app, pupil, classCode, { O4A: change(first, 0, clock.now()) });
    // The other device answers q2 on the version it has; this one answers q3 on the same version.
    expect((await saveAnswers(app, pupil, classCode, { O4A: { ...change({ ...first, [q2]: rightOf(1) }, 1, clock.now()), base: first } })).statusCode).toBe(200);
    const merged = await saveAnswers(app, pupil, classCode, { O4A: { ...change({ ...first, [q3]: rightOf(2) }, 1, clock.now()), base: first } });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data.responses.O4A).toEqual({ [q1]: wrongOf(0), [q2]: rightOf(1), [q3]: rightOf(2) });

    // A device that changes the answered q1, on an old version, would merge cleanly: the lock still holds.
    const changed = await saveAnswers(app, pupil, classCode, { O4A: { ...change({ [q1]: rightOf(0) }, 1, clock.now()), base: first } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual(LOCKED('O4A'));
  });

  it('refuses other insurances, and another scenario, once a scenario is drawn', async () => {
    const { pupil, classCode } = await joinedPupil();
    const [product, other] = app.content.okt5.no.products;
    const [scenario, another] = app.content.okt5.no.scenarios;
    // Before the draw the insurances may change as often as the pupil likes.
    expect((await saveAnswers(app, pupil, classCode, { O5B: change({ chosen: [product!.id] }, 0, clock.now()) })).statusCode).toBe(200);
    expect((await saveAnswers(app, pupil, classCode, { O5B: change({ chosen: [product!.id, other!.id] }, 1, clock.now()) })).statusCode).toBe(200);
    expect((await saveAnswers(app, pupil, classCode, { O5C: change({ scenarioId: scenario!.id }, 0, clock.now()) })).statusCode).toBe(200);

    const insurances = await saveAnswers(app, pupil, classCode, { O5B: change({ chosen: [] }, 2, clock.now()) });
    expect(insurances.statusCode).toBe(400);
    expect(insurances.json()).toEqual(LOCKED('O5B'));
    const redraw = await saveAnswers(app, pupil, classCode, { O5C: change({ scenarioId: another!.id }, 1, clock.now()) });
    expect(redraw.statusCode).toBe(400);
    expect(redraw.json()).toEqual(LOCKED('O5C'));
    expect((await read(pupil, classCode)).responses).toEqual({ O5B: { chosen: [product!.id, other!.id] }, O5C: { scenarioId: scenario!.id } });
  });

  it('refuses a whole-record save that changes a quiz answer, and still takes Start over, {} and a fresh quiz', async () => {
    const { pupil, classCode } = await joinedPupil();
    const q1 = quiz()[0]!.id;
    expect((await put(pupil, classCode, { O1C: 'helse', O4A: { [q1]: wrongOf(0) } })).statusCode).toBe(200);

    const changed = await put(pupil, classCode, { O1C: 'helse', O4A: { [q1]: rightOf(0) } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual(LOCKED('O4A'));
    expect((await put(pupil, classCode, { O1C: 'helse' })).json()).toEqual(LOCKED('O4A'));
    // The same answers again, and other activities changed, are fine.
    expect((await put(pupil, classCode, { O1C: 'bygg', O4A: { [q1]: wrongOf(0) } })).statusCode).toBe(200);

    expect((await put(pupil, classCode, {})).statusCode).toBe(200);
    expect((await put(pupil, classCode, { O4A: { [q1]: rightOf(0) } })).statusCode).toBe(200);
    const startOver = await app.inject({ method: 'POST', url: '/api/start-over', headers: bearer(pupil.idToken), payload: { classCode } });
    expect(startOver.statusCode).toBe(200);
    const version = startOver.json().data.versions.O4A.version as number;
    expect((await saveAnswers(app, pupil, classCode, { O4A: change({ [q1]: wrongOf(0) }, version, clock.now()) })).statusCode).toBe(200);
  });
});
