import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountKey, hitBackoff, hitLimit, RATE_LIMITS, SIGN_IN_BACKOFF } from '../auth/rateLimit';
import { bearer, signIn, signUp, type TestApp, testClock } from '../test/authHelpers';
import { addPupil, addTeacher, createTestClass, saveResponses } from '../test/teacherHelpers';
import { buildTestApp, testConfig } from '../test/testApp';
import { pupilIdOf } from './classPupil';

describe('classroom help: throttled pupils', () => {
  let app: TestApp;
  const clock = testClock();
  let teacher: { userId: string; idToken: string };
  let classCode: string;
  let pupil: { userId: string; idToken: string };
  const logs: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now, logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } as never });
    teacher = await addTeacher(app);
    classCode = await createTestClass(app, teacher.idToken);
    pupil = await signUp(app, 'glemsk@skole.no', 'elevens passord her');
    await saveResponses(app, pupil, classCode, {});
    // Five are counted and checked; the sixth is refused without a check.
    for (let i = 0; i < 6; i++) await signIn(app, 'glemsk@skole.no', `feil ${i}`, '10.20.30.40');
  });
  afterAll(() => app?.close());

  const throttled = (token: string, code = classCode) => app.inject({ url: `/api/class/${code}/throttled`, headers: bearer(token) });
  const unthrottle = (token: string, userId: string, code = classCode) =>
    app.inject({ method: 'POST', url: `/api/class/${code}/unthrottle`, headers: bearer(token), payload: { userId } });

  it("lists the class's throttled pupils by e-mail address", async () => {
    const res = await throttled(teacher.idToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data.pupils).toEqual([{ userId: pupil.userId, pupilId: pupilIdOf(app.signingSecret, classCode, pupil.userId), email: 'glemsk@skole.no', displayName: null, failures: 5, retryAfterSeconds: 1 }]);
  });

  it("refuses another teacher's class, an unknown class and a pupil", async () => {
    const other = await addTeacher(app);
    expect((await throttled(other.idToken)).statusCode).toBe(403);
    expect((await unthrottle(other.idToken, pupil.userId)).statusCode).toBe(403);
    expect((await throttled(teacher.idToken, 'ZZZZZZ')).statusCode).toBe(404);
    expect((await throttled(pupil.idToken)).statusCode).toBe(403);
    expect((await unthrottle(pupil.idToken, pupil.userId)).statusCode).toBe(403);
  });

  it('refuses to unthrottle an account that is not a pupil of the class', async () => {
    const stranger = await signUp(app, 'fremmed@skole.no', 'fremmed passord her');
    const res = await unthrottle(teacher.idToken, stranger.userId);
    expect(res.statusCode).toBe(404);
    expect(res.json().field).toBe('userId');
  });

  it('lets the pupil in again, and logs who did it for which account', async () => {
    expect((await signIn(app, 'glemsk@skole.no', 'elevens passord her', '10.20.30.40')).statusCode).toBe(429);
    const res = await unthrottle(teacher.idToken, pupil.userId);
    expect(res.statusCode).toBe(200);
    expect((await throttled(teacher.idToken)).json().data.pupils).toEqual([]);
    expect((await signIn(app, 'glemsk@skole.no', 'elevens passord her', '10.20.30.40')).statusCode).toBe(200);
    const line = logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.audit === 'sign-in.unthrottle');
    expect(line).toMatchObject({ teacherId: teacher.userId, classCode, userId: pupil.userId, msg: 'teacher let a throttled pupil sign in again' });
    expect(JSON.stringify(line)).not.toContain('elevens passord');
    const audit = await app.db.withTables<{ audit_log: { actor_id: string; action: string; subject_id: string } }>().selectFrom('audit_log').select(['actor_id', 'action', 'subject_id']).execute();
    expect(audit).toEqual([{ actor_id: teacher.userId, action: 'pupil.unthrottle', subject_id: pupil.userId }]);
  });
});

describe("the teacher's list of throttled pupils, for a class of any size", () => {
  let app: TestApp;
  const clock = testClock();
  let teacher: { userId: string; idToken: string };
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    teacher = await addTeacher(app);
  });
  afterAll(() => app?.close());

  async function classOf(size: number): Promise<string> {
    const code = await createTestClass(app, teacher.idToken);
    for (let i = 0; i < size; i++) await saveResponses(app, await addPupil(app), code, {});
    return code;
  }

  /** The statements one listing makes, counted where every query starts. */
  async function statementsOfListing(code: string): Promise<number> {
    const started = vi.spyOn(app.db, 'selectFrom');
    const res = await app.inject({ url: `/api/class/${code}/throttled`, headers: bearer(teacher.idToken) });
    expect(res.statusCode).toBe(200);
    const count = started.mock.calls.length;
    started.mockRestore();
    return count;
  }

  // It asked once per pupil, each time reading every counter of every school (a key prefix no index answers):
  // 2.7 s for a class of 300 beside 20 000 counters, with SQLite's one connection held all the while.
  it('asks the database as often for a class of 40 as for a class of 2', async () => {
    const small = await statementsOfListing(await classOf(2));
    expect(await statementsOfListing(await classOf(40))).toBe(small);
  });

  it("finds a pupil's throttles from every address and device among other counters, and letting in clears them all", async () => {
    const code = await classOf(0);
    const pupil = await signUp(app, 'mange-steder@skole.no', 'elevens passord her');
    await saveResponses(app, pupil, code, {});
    for (let i = 0; i < 200; i++) await hitLimit(app.db, RATE_LIMITS.signInAddress, `10.9.${i}.1`, clock.now());
    const keys = [
      accountKey(SIGN_IN_BACKOFF.accountAddress, 'Mange-Steder@skole.no', '10.1.1.1'),
      accountKey(SIGN_IN_BACKOFF.device, 'mange-steder@skole.no', 'enhet-1'),
      accountKey(SIGN_IN_BACKOFF.account, 'mange-steder@skole.no'),
    ];
    for (const key of keys) for (let i = 0; i < 6; i++) await hitBackoff(app.db, SIGN_IN_BACKOFF.accountAddress, key, clock.now());
    const listed = await app.inject({ url: `/api/class/${code}/throttled`, headers: bearer(teacher.idToken) });
    expect(listed.json().data.pupils).toMatchObject([{ userId: pupil.userId, failures: 5 }]);
    const others = () => app.db.selectFrom('rate_limits').select('key').where('key', 'like', 'signin:ip:%').execute();
    const before = await others();
    await app.inject({ method: 'POST', url: `/api/class/${code}/unthrottle`, headers: bearer(teacher.idToken), payload: { userId: pupil.userId } });
    const left = await app.db.selectFrom('rate_limits').select('key').where('key', 'in', keys.map((k) => k.key)).execute();
    expect(left).toEqual([]);
    expect(before.length).toBeGreaterThanOrEqual(200);
    expect(await others()).toEqual(before);
  });
});
