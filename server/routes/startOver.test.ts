import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp, type TestApp, testClock } from '../test/authHelpers';
import { addClasses } from '../test/teacherHelpers';
import { buildTestApp, testConfig } from '../test/testApp';

type User = { userId: string; idToken: string };

describe('start over', () => {
  let app: TestApp;
  const clock = testClock();
  let alice: User;
  let bob: User;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    alice = await signUp(app, 'alice@skole.no');
    bob = await signUp(app, 'bob@skole.no');
    await addClasses(app, 'KLAS10', 'ANNEN1', 'PROVE1');
  });
  afterAll(() => app?.close());

  const startOver = (token: string | undefined, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/start-over', headers: token ? bearer(token) : {}, payload: payload as object });
  const save = (user: User, classCode: string, responses: unknown) =>
    app.inject({ method: 'PUT', url: `/api/store/users/${user.userId}/classes/${classCode}`, headers: bearer(user.idToken), payload: { responses } });
  const read = (user: User, classCode: string) => app.inject({ url: `/api/store/users/${user.userId}/classes/${classCode}`, headers: bearer(user.idToken) });

  it("empties the pupil's answers for the class, gives each a new version and stamps the time", async () => {
    await save(alice, 'KLAS10', { O1A: ['friluft'], O1C: 'helse', O2E: null });
    clock.advance(60_000);
    const res = await startOver(alice.idToken, { classCode: 'klas10' });
    expect(res.statusCode).toBe(200);
    const cleared = { version: 2, editedAt: clock.now() };
    // O2E never had an answer (null is none), so it has no version either.
    const versions = { O1A: cleared, O1C: cleared };
    const record = { classCode: 'KLAS10', responses: {}, versions, lastUpdated: clock.now(), serverTime: clock.now() };
    expect(res.json()).toEqual({ success: true, data: record });
    expect((await read(alice, 'KLAS10')).json().data).toEqual(record);
  });

  it('puts when the pupil started over into their «Mine data» export (the teacher sees it, so the pupil does too)', async () => {
    await save(bob, 'PROVE1', { O1A: ['friluft'] });
    clock.advance(60_000);
    expect((await startOver(bob.idToken, { classCode: 'PROVE1' })).statusCode).toBe(200);
    const data = (await app.inject({ url: '/api/account/data', headers: bearer(bob.idToken) })).json().data;
    expect(data.startOvers).toEqual([{ classCode: 'PROVE1', at: clock.now() }]);
    const others = (await app.inject({ url: '/api/account/data', headers: bearer(alice.idToken) })).json().data;
    expect(others.startOvers.map((s: { classCode: string }) => s.classCode)).not.toContain('PROVE1');
  });

  it('makes no record for a class the pupil never joined (saves only where they belong)', async () => {
    clock.advance(1000);
    const res = await startOver(alice.idToken, { classCode: 'NYKL22' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, messageKey: 'txt_error_class_record_missing' });
    expect((await read(alice, 'NYKL22')).statusCode).toBe(404);
  });

  it('makes the class the latest one, so the next sign-in lands in it', async () => {
    await save(alice, 'ANNEN1', { O1A: 'ja' });
    clock.advance(1000);
    await startOver(alice.idToken, { classCode: 'KLAS10' });
    const latest = await app.inject({ url: `/api/store/users/${alice.userId}/classes/latest`, headers: bearer(alice.idToken) });
    expect(latest.json().data.classCode).toBe('KLAS10');
  });

  it("leaves another pupil's record of the same class alone", async () => {
    await save(bob, 'KLAS10', { O1A: 'bobs svar' });
    const before = await app.db.selectFrom('progress').selectAll().where('user_id', '=', bob.userId).execute();
    clock.advance(1000);
    expect((await startOver(alice.idToken, { classCode: 'KLAS10' })).statusCode).toBe(200);
    expect(await app.db.selectFrom('progress').selectAll().where('user_id', '=', bob.userId).execute()).toEqual(before);
  });

  it('works for a teacher trying the sessions', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register/teacher',
      payload: { email: 'laerer@skole.no', password: 'et langt lærerpassord', fylkeEmail: 'post@vestlandfylke.no', fylkeId: '46', isNewTeacher: true },
    });
    expect(registered.statusCode).toBe(200);
    const teacher = (await signIn(app, 'laerer@skole.no', 'et langt lærerpassord')).json().data as User;
    await save(teacher, 'PROVE1', { O1A: 'test' });
    const res = await startOver(teacher.idToken, { classCode: 'PROVE1' });
    expect(res.json().data).toEqual({ classCode: 'PROVE1', responses: {}, versions: { O1A: { version: 2, editedAt: clock.now() } }, lastUpdated: clock.now(), serverTime: clock.now() });
  });

  it('refuses a call without a valid token', async () => {
    for (const token of [undefined, 'x.y.z']) {
      const res = await startOver(token, { classCode: 'KLAS10' });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('refuses a class code that cannot be one, with the field named', async () => {
    const res = await startOver(alice.idToken, { classCode: 'a b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey: 'txt_invalid_class_code', field: 'classCode' });
  });

  it('refuses a body that names a user, so no one can aim it at another record', async () => {
    const res = await startOver(alice.idToken, { classCode: 'KLAS10', userId: bob.userId });
    expect(res.statusCode).toBe(400);
    expect((await read(bob, 'KLAS10')).json().data.responses).toEqual({ O1A: 'bobs svar' });
  });
});
