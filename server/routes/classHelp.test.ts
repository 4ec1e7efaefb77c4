import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUp, type TestApp, testClock } from '../test/authHelpers';
import { addTeacher, createTestClass, saveResponses } from '../test/teacherHelpers';
import { buildTestApp, testConfig } from '../test/testApp';

describe('classroom help: throttled pupils (issue 16)', () => {
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
    expect(res.json().data.pupils).toEqual([{ userId: pupil.userId, email: 'glemsk@skole.no', failures: 5, retryAfterSeconds: 1 }]);
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
