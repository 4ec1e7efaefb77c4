import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUser, signIn, signUp, type TestApp } from '../../test/authHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';

const register = (app: TestApp, body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/register/teacher', payload: body });

describe('teacher registration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
  });
  afterAll(() => app?.close());

  const base = { fylkeEmail: 'post@vestlandfylke.no', fylkeId: '46' };

  it('creates a new teacher account with the county', async () => {
    const res = await register(app, { ...base, email: 'ny.laerer@skole.no', password: 'lærer med langt passord', isNewTeacher: true });
    expect(res.statusCode).toBe(200);
    const { userId } = res.json().data;
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'ny.laerer@skole.no', has_teacher_access: 1, fylke_id: '46', fylke_email: 'post@vestlandfylke.no' });
    const session = (await signIn(app, 'ny.laerer@skole.no', 'lærer med langt passord')).json().data;
    expect((await readUser(app, userId, session.idToken)).json().data).toEqual({ hasTeacherAccess: true });
  });

  it('refuses to turn an existing pupil account into a teacher, even with its password', async () => {
    const pupil = await signUp(app, 'blir.laerer@skole.no', 'mitt eget passord');
    const res = await register(app, { ...base, fylkeId: '03', email: 'blir.laerer@skole.no', password: 'mitt eget passord', isNewTeacher: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'ueokonomi/pupil-cannot-be-teacher', messageKey: 'txt_error_pupil_cannot_be_teacher' });
    expect((await readUser(app, pupil.userId, pupil.idToken)).json().data).toEqual({ hasTeacherAccess: false });
    expect(await app.db.selectFrom('teacher_accounts').select('status').where('user_id', '=', pupil.userId).executeTakeFirst()).toBeUndefined();
  });

  it('updates the county of an existing teacher account that proves its password', async () => {
    const first = await register(app, { ...base, email: 'flytter@skole.no', password: 'lærer med langt passord', isNewTeacher: true });
    const res = await register(app, { ...base, fylkeId: '03', email: 'flytter@skole.no', password: 'lærer med langt passord', isNewTeacher: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userId).toBe(first.json().data.userId);
    const row = await app.db.selectFrom('users').select('fylke_id').where('email', '=', 'flytter@skole.no').executeTakeFirstOrThrow();
    expect(row.fylke_id).toBe('03');
  });

  it('refuses an existing account with a wrong password, and an unknown one, alike', async () => {
    await signUp(app, 'feil.passord@skole.no', 'mitt eget passord');
    const wrong = await register(app, { ...base, email: 'feil.passord@skole.no', password: 'et annet passord', isNewTeacher: false });
    const unknown = await register(app, { ...base, email: 'ingen.konto@skole.no', password: 'et annet passord', isNewTeacher: false });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, error: 'auth/invalid-credential', messageKey: 'txt_error_login' });
    expect(unknown.body).toBe(wrong.body);
    const row = await app.db.selectFrom('users').select('has_teacher_access').where('email', '=', 'feil.passord@skole.no').executeTakeFirstOrThrow();
    expect(row.has_teacher_access).toBe(0);
  });

  it('refuses a county that does not exist', async () => {
    const res = await register(app, { ...base, fylkeId: '12', email: 'fylke@skole.no', password: 'lærer med langt passord', isNewTeacher: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey: 'txt_error_invalid_fylke', field: 'fylkeId' });
  });

  it('refuses a new teacher whose e-mail address already has an account', async () => {
    await signUp(app, 'finnes.alt@skole.no');
    const res = await register(app, { ...base, email: 'finnes.alt@skole.no', password: 'lærer med langt passord', isNewTeacher: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'auth/email-already-in-use', messageKey: 'txt_email_exists', field: 'email' });
  });

  it('applies the password policy to a new teacher', async () => {
    const common = await register(app, { ...base, email: 'svak@skole.no', password: 'passord123', isNewTeacher: true });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ success: false, error: 'auth/weak-password', messageKey: 'txt_error_password_common', field: 'password' });
    const short = await register(app, { ...base, email: 'svak@skole.no', password: 'kort', isNewTeacher: true });
    expect(short.json()).toMatchObject({ messageKey: 'txt_error_password_too_short', field: 'password' });
  });
});
