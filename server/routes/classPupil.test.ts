import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, bearer, type TestApp, testClock } from '../test/authHelpers';
import { addTeacher, createTestClass, saveResponses, type TestAccount } from '../test/teacherHelpers';
import { buildTestApp, testConfig } from '../test/testApp';
import { pupilIdOf } from './classPupil';

/** The teacher acts on a pupil from their row in the class view, by the row's id: no e-mail address is typed or shown. */
describe('acting on a pupil from their row in the class view', () => {
  let app: TestApp;
  const clock = testClock();
  let teacher: TestAccount;
  let stranger: TestAccount;
  let classCode: string;
  let theirClass: string;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    teacher = await addTeacher(app);
    stranger = await addTeacher(app);
    classCode = await createTestClass(app, teacher.idToken);
    theirClass = await createTestClass(app, stranger.idToken);
  });
  afterAll(() => app?.close());

  const rowsOf = async (token: string, code = classCode) =>
    (await app.inject({ url: `/api/list/class/${code}/progress`, headers: bearer(token) })).json().data.perPupil as { pupilId: string; pseudonym: string }[];
  const temporary = (token: string, pupilId: string, code = classCode) =>
    app.inject({ method: 'POST', url: `/api/class/${code}/pupil/${pupilId}/temporary-password`, headers: bearer(token) });
  const unthrottle = (token: string, pupilId: string, code = classCode) =>
    app.inject({ method: 'POST', url: `/api/class/${code}/unthrottle`, headers: bearer(token), payload: { pupilId } });

  async function pupilIn(email: string, code = classCode) {
    const pupil = await signUp(app, email, 'elevens passord her');
    await saveResponses(app, pupil, code, { O1A: 'et svar' });
    return pupil;
  }

  it('gives each row an id of its own that is neither the account id nor the same in another class', async () => {
    const pupil = await pupilIn('rad-id@skole.no');
    const second = await createTestClass(app, teacher.idToken);
    await saveResponses(app, pupil, second, { O1A: 'svar' });
    const [here] = (await rowsOf(teacher.idToken)).filter((r) => r.pupilId === pupilIdOf(app.signingSecret, classCode, pupil.userId));
    const [there] = await rowsOf(teacher.idToken, second);
    expect(here?.pupilId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(here?.pupilId).not.toContain(pupil.userId.slice(0, 8));
    expect(there?.pupilId).not.toBe(here?.pupilId);
    // The same every time the class is counted.
    expect((await rowsOf(teacher.idToken)).map((r) => r.pupilId)).toContain(here?.pupilId);
  });

  it('sets a temporary password for the pupil on the row, which signs them in', async () => {
    const pupil = await pupilIn('glemte-passordet@skole.no');
    const res = await temporary(teacher.idToken, pupilIdOf(app.signingSecret, classCode, pupil.userId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { temporaryPassword } = res.json().data as { temporaryPassword: string };
    expect((await signIn(app, 'glemte-passordet@skole.no', temporaryPassword, '10.2.3.4')).statusCode).toBe(200);
  });

  it('lets the pupil on the row in again after too many wrong passwords', async () => {
    const pupil = await pupilIn('sperret@skole.no');
    for (let i = 0; i < 6; i++) await signIn(app, 'sperret@skole.no', `feil ${i}`, '10.20.30.41');
    expect((await signIn(app, 'sperret@skole.no', 'elevens passord her', '10.20.30.41')).statusCode).toBe(429);
    const res = await unthrottle(teacher.idToken, pupilIdOf(app.signingSecret, classCode, pupil.userId));
    expect(res.statusCode, res.body).toBe(200);
    expect((await signIn(app, 'sperret@skole.no', 'elevens passord her', '10.20.30.41')).statusCode).toBe(200);
  });

  it('refuses another teacher, on the class and on a class of their own, and an id that is no row of the class', async () => {
    const pupil = await pupilIn('beskyttet@skole.no');
    const row = pupilIdOf(app.signingSecret, classCode, pupil.userId);
    expect((await temporary(stranger.idToken, row)).statusCode).toBe(403);
    expect((await unthrottle(stranger.idToken, row)).statusCode).toBe(403);
    // In the stranger's own class the pupil has no row: neither this class's id nor one made for theirs finds them.
    for (const id of [row, pupilIdOf(app.signingSecret, theirClass, pupil.userId)]) {
      const password = await temporary(stranger.idToken, id, theirClass);
      expect(password.statusCode).toBe(404);
      expect(password.json()).toMatchObject({ messageKey: 'txt_error_pupil_not_found', field: 'pupilId' });
      expect((await unthrottle(stranger.idToken, id, theirClass)).statusCode).toBe(404);
    }
    expect((await temporary(teacher.idToken, 'A'.repeat(22))).statusCode).toBe(404);
    expect((await temporary(teacher.idToken, 'kort')).statusCode).toBe(400);
    expect((await unthrottle(teacher.idToken, 'kort')).statusCode).toBe(400);
    expect((await temporary(pupil.idToken, row)).statusCode).toBe(403);
    // The pupil's own password still works: nothing was changed.
    expect((await signIn(app, 'beskyttet@skole.no', 'elevens passord her', '10.2.3.5')).statusCode).toBe(200);
  });
});
