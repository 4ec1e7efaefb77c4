import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp, testClock } from '../test/authHelpers';
import { addPupil, addTeacher, classAction, createTestClass, saveAnswers, saveResponses, type TestAccount } from '../test/teacherHelpers';
import { buildTestApp, testConfig } from '../test/testApp';

const change = (value: unknown, at: number) => ({ value, baseVersion: 0, editedAt: at });

describe("the class's pace, set by its teacher", () => {
  let app: TestApp;
  const clock = testClock();
  let teacher: TestAccount;
  let other: TestAccount;
  let pupil: TestAccount;
  let classCode: string;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    teacher = await addTeacher(app);
    other = await addTeacher(app);
    pupil = await addPupil(app);
    classCode = await createTestClass(app, teacher.idToken);
    await classAction(app, 'enable-section', teacher.idToken, { classCode, oktNumber: 2 });
    await saveResponses(app, pupil, classCode, {});
  });
  afterAll(() => app?.close());

  const pace = (token: string, body: unknown, code = classCode) =>
    app.inject({ method: 'POST', url: `/api/class/${code}/pace`, headers: bearer(token), payload: body as object });
  const pupilSees = async () => (await app.inject(`/api/public/no/get/klasse/${classCode}?v=${clock.now()}`)).json().pace;

  it('holds the class at an activity, and pupils see it with the class poll', async () => {
    const res = await pace(teacher.idToken, { action: 'hold', okt: 2, activity: 'O2B' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ success: true, data: { hold: { okt: 2, activity: 'O2B' }, sendTo: null } });
    expect(await pupilSees()).toEqual({ hold: { okt: 2, activity: 'O2B' }, sendTo: null });
    const read = await app.inject({ url: `/api/class/${classCode}/pace`, headers: bearer(teacher.idToken) });
    expect(read.json().data.hold).toEqual({ okt: 2, activity: 'O2B' });
  });

  it('refuses a save past the held activity with a reason, and takes the held one and those before it', async () => {
    const past = await saveAnswers(app, pupil, classCode, { O2C: change('for tidlig', clock.now()) });
    expect(past.statusCode).toBe(409);
    expect(past.json()).toEqual({ success: false, error: 'ueokonomi/class-held', messageKey: 'txt_error_save_class_held' });
    expect(past.body).not.toContain('at ');
    const mixed = await saveAnswers(app, pupil, classCode, { O2A: change('ja', clock.now()), O3A: change('nei', clock.now()) });
    expect(mixed.statusCode).toBe(409);
    expect((await saveAnswers(app, pupil, classCode, { O1A: change(['friluft'], clock.now()), O2B: change('ja', clock.now()) })).statusCode).toBe(200);
    const whole = await app.inject({ method: 'PUT', url: `/api/store/users/${pupil.userId}/classes/${classCode}`, headers: bearer(pupil.idToken), payload: { responses: { O2D: 'for tidlig' } } });
    expect(whole.statusCode).toBe(409);
  });

  it('never holds back the teacher trying the class', async () => {
    await saveResponses(app, teacher, classCode, {});
    expect((await saveAnswers(app, teacher, classCode, { O2C: change('læreren prøver', clock.now()) })).statusCode).toBe(200);
  });

  it('lets the class go: the save refused before is taken', async () => {
    const res = await pace(teacher.idToken, { action: 'release' });
    expect(res.json().data.hold).toBeNull();
    expect((await pupilSees()).hold).toBeNull();
    expect((await saveAnswers(app, pupil, classCode, { O2C: change('nå', clock.now()) })).statusCode).toBe(200);
  });

  it('sends everyone to an activity, stamped with the time of the press, for a few minutes', async () => {
    const res = await pace(teacher.idToken, { action: 'send', okt: 1, activity: 'O1C' });
    expect(res.json().data.sendTo).toEqual({ okt: 1, activity: 'O1C', at: clock.now() });
    expect((await pupilSees()).sendTo).toEqual({ okt: 1, activity: 'O1C', at: clock.now() });
    clock.advance(6 * 60_000);
    expect((await pupilSees()).sendTo).toBeNull();
  });

  it("refuses another teacher's class, a pupil and no token", async () => {
    expect((await pace(other.idToken, { action: 'hold', okt: 2, activity: 'O2B' })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/class/${classCode}/pace`, headers: bearer(other.idToken) })).statusCode).toBe(403);
    expect((await pace(pupil.idToken, { action: 'hold', okt: 2, activity: 'O2B' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/class/${classCode}/pace`, payload: { action: 'release' } })).statusCode).toBe(401);
    expect((await pace(teacher.idToken, { action: 'release' }, 'ZZZZZZ')).statusCode).toBe(404);
  });

  it('refuses an activity that is not in that session, and a session out of range, with a message key', async () => {
    const wrongSession = await pace(teacher.idToken, { action: 'hold', okt: 2, activity: 'O3A' });
    expect(wrongSession.statusCode).toBe(400);
    expect(wrongSession.json()).toMatchObject({ success: false, messageKey: 'txt_error_invalid_activity', field: 'activity' });
    for (const body of [{ action: 'hold', okt: 6, activity: 'O2B' }, { action: 'hold', okt: 2, activity: 'budsjett' }, { action: 'jump' }, { action: 'release', extra: 1 }, { action: 'send', okt: 2 }]) {
      const res = await pace(teacher.idToken, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, messageKey: expect.stringMatching(/^txt_/) });
      expect(res.body).not.toMatch(/at .*\.ts/);
    }
  });
});
