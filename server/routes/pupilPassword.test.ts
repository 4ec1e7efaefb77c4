import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActions } from '../db/repositories/auditLog';
import { hashPassword } from '../auth/passwords';
import { createUser } from '../db/repositories/users';
import { bearer, readUser, recordingMailer, signIn, type TestApp } from '../test/authHelpers';
import { addTeacher, createTestClass, demoTeacherToken, saveResponses } from '../test/teacherHelpers';
import { buildTestApp } from '../test/testApp';
import { temporaryPassword } from './pupilPassword';

describe('a temporary password for a pupil', () => {
  let app: TestApp;
  let teacherToken: string;
  let teacherId: string;
  let classCode: string;
  beforeAll(async () => {
    app = await buildTestApp({ mailer: recordingMailer().mailer });
    teacherToken = await demoTeacherToken(app);
    teacherId = JSON.parse(Buffer.from(teacherToken.split('.')[1]!, 'base64url').toString('utf8')).sub;
    classCode = await createTestClass(app, teacherToken);
  });
  afterAll(() => app?.close());

  let pupils = 0;
  /** A pupil who can sign in, with a record in the class. */
  async function pupilIn(code: string) {
    pupils += 1;
    const email = `midlertidig-${pupils}@skole.no`;
    const user = (await createUser(app.db, { email, passwordHash: await hashPassword('elevens eget passord'), isTeacher: false }, app.now()))!;
    const session = (await signIn(app, email, 'elevens eget passord')).json().data;
    await saveResponses(app, { userId: user.id, idToken: session.idToken }, code, { O1A: 'svar' });
    return { email, userId: user.id, idToken: session.idToken as string };
  }
  const setTemporary = (token: string, code: string, userId: string) =>
    app.inject({ method: 'POST', url: `/api/class/${code}/pupils/${userId}/temporary-password`, headers: bearer(token) });

  it('sets a temporary password shown once, ends the pupil\'s sessions and logs who, when and which account', async () => {
    const pupil = await pupilIn(classCode);
    const before = Date.now();
    const res = await setTemporary(teacherToken, classCode, pupil.userId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { temporaryPassword: password } = res.json().data as { temporaryPassword: string };
    expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    expect((await readUser(app, pupil.userId, pupil.idToken)).statusCode).toBe(401);
    expect((await signIn(app, pupil.email, 'elevens eget passord')).statusCode).toBe(401);
    expect(await listActions(app.db, pupil.userId)).toEqual([{ actorId: teacherId, action: 'pupil.temporary-password', subjectId: pupil.userId, at: expect.any(Number) }]);
    expect((await listActions(app.db, pupil.userId))[0]!.at).toBeGreaterThanOrEqual(before);
    const logged = JSON.stringify(await app.db.withTables<{ audit_log: Record<string, unknown> }>().selectFrom('audit_log').selectAll().execute());
    expect(logged).not.toContain(password);
    expect(logged).not.toContain('svar');
  });

  it('makes the pupil choose a new password at next sign-in, and then signs in as usual', async () => {
    const pupil = await pupilIn(classCode);
    const password = (await setTemporary(teacherToken, classCode, pupil.userId)).json().data.temporaryPassword as string;
    const session = (await signIn(app, pupil.email, password)).json().data;
    expect(session.mustChangePassword).toBe(true);

    const change = await app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(session.idToken),
      payload: { currentPassword: password, newPassword: 'mitt eget nye passord' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await readUser(app, pupil.userId, session.idToken)).statusCode).toBe(200);
    const after = await signIn(app, pupil.email, 'mitt eget nye passord');
    expect(after.statusCode).toBe(200);
    expect(after.json().data).not.toHaveProperty('mustChangePassword');
    expect((await signIn(app, pupil.email, password)).statusCode).toBe(401);
  });

  it('refuses another teacher\'s class, a pupil outside the class, a teacher and a pupil', async () => {
    const pupil = await pupilIn(classCode);
    const otherTeacher = await addTeacher(app);
    const otherClass = await createTestClass(app, otherTeacher.idToken);
    const outsider = await pupilIn(otherClass);

    expect((await setTemporary(otherTeacher.idToken, classCode, pupil.userId)).statusCode).toBe(403);
    expect((await setTemporary(teacherToken, classCode, outsider.userId)).statusCode).toBe(404);
    expect((await setTemporary(teacherToken, 'ABCDEF', pupil.userId)).statusCode).toBe(404);
    // The teacher has a record in their own class too, but a teacher's password is never another's to set.
    await saveResponses(app, { userId: otherTeacher.userId, idToken: otherTeacher.idToken }, classCode, { O1A: 'lærer' });
    expect((await setTemporary(teacherToken, classCode, otherTeacher.userId)).statusCode).toBe(404);
    expect((await setTemporary(pupil.idToken, classCode, outsider.userId)).statusCode).toBe(403);

    expect((await readUser(app, pupil.userId, pupil.idToken)).statusCode).toBe(200);
    expect((await readUser(app, outsider.userId, outsider.idToken)).statusCode).toBe(200);
    expect(await listActions(app.db, pupil.userId)).toEqual([]);
    expect(await listActions(app.db, outsider.userId)).toEqual([]);
  });

  const setByEmail = (token: string, code: string, email: string) =>
    app.inject({ method: 'POST', url: `/api/class/${code}/temporary-password`, headers: bearer(token), payload: { email } });

  it('finds the pupil by the e-mail address the pupil tells the teacher, in that class only', async () => {
    const pupil = await pupilIn(classCode);
    const res = await setByEmail(teacherToken, classCode, `  ${pupil.email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    const password = res.json().data.temporaryPassword as string;
    expect((await signIn(app, pupil.email, password)).json().data.mustChangePassword).toBe(true);

    const otherTeacher = await addTeacher(app);
    const outsider = await pupilIn(await createTestClass(app, otherTeacher.idToken));
    const refused = await setByEmail(teacherToken, classCode, outsider.email);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ messageKey: 'txt_error_pupil_not_found', field: 'email' });
    expect((await setByEmail(teacherToken, classCode, 'finnes-ikke@skole.no')).statusCode).toBe(404);
    expect((await setByEmail(otherTeacher.idToken, classCode, pupil.email)).statusCode).toBe(403);
    expect((await setByEmail(teacherToken, classCode, 'ikke en adresse')).json()).toMatchObject({ messageKey: 'txt_error_email_invalid' });
    expect((await signIn(app, outsider.email, 'elevens eget passord')).statusCode).toBe(200);
  });

  it('refuses every other route until the pupil has chosen a new password, then opens them (the server holds the line too)', async () => {
    const pupil = await pupilIn(classCode);
    const password = (await setTemporary(teacherToken, classCode, pupil.userId)).json().data.temporaryPassword as string;
    const { idToken } = (await signIn(app, pupil.email, password)).json().data as { idToken: string };
    const read = await readUser(app, pupil.userId, idToken);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ success: false, error: 'ueokonomi/must-change-password', messageKey: 'txt_error_must_change_password' });
    const save = await app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer(idToken) });
    expect(save.statusCode).toBe(403);

    const change = await app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(idToken),
      payload: { currentPassword: password, newPassword: 'endelig mitt eget passord' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await readUser(app, pupil.userId, idToken)).statusCode).toBe(200);
  });

  it('lets a pupil with a temporary password sign out', async () => {
    const pupil = await pupilIn(classCode);
    const password = (await setTemporary(teacherToken, classCode, pupil.userId)).json().data.temporaryPassword as string;
    const { idToken } = (await signIn(app, pupil.email, password)).json().data as { idToken: string };
    expect((await app.inject({ method: 'POST', url: '/api/identity/sign-out', headers: bearer(idToken) })).statusCode).toBe(200);
  });

  it('makes passwords from an alphabet without look-alike characters', () => {
    let n = 0;
    expect(temporaryPassword(() => n++ % 31)).toBe('abcd-efgh-jkmn');
    expect(temporaryPassword((max) => max - 1)).toBe('9999-9999-9999');
  });
});
