import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { listActions } from '../db/repositories/auditLog';
import { createUser } from '../db/repositories/users';
import { bearer, recordingMailer, signIn, type TestApp, testClock } from '../test/authHelpers';
import { addTeacher, createTestClass, saveResponses, type TestAccount } from '../test/teacherHelpers';
import { buildTestApp } from '../test/testApp';
import { mayActOnPupil } from './pupilAuthority';

describe('a teacher acts only on their own pupils', () => {
  let app: TestApp;
  const clock = testClock();
  const mail = recordingMailer();
  let realTeacher: TestAccount;
  let realClass: string;
  let stranger: TestAccount;
  let strangerClass: string;
  beforeAll(async () => {
    app = await buildTestApp({ mailer: mail.mailer, now: clock.now });
    realTeacher = await addTeacher(app);
    realClass = await createTestClass(app, realTeacher.idToken, { name: '10B samfunnsfag' });
    stranger = await addTeacher(app);
    strangerClass = await createTestClass(app, stranger.idToken, { name: 'Quiz for premie' });
  });
  afterAll(() => app?.close());

  let pupils = 0;
  /** A pupil who can sign in, joining the classes in the order given, a minute apart. */
  async function pupilJoining(...codes: string[]) {
    pupils += 1;
    const email = `eier-${pupils}@skole.no`;
    const user = (await createUser(app.db, { email, passwordHash: await hashPassword('elevens eget passord'), isTeacher: false }, app.now()))!;
    const session = (await signIn(app, email, 'elevens eget passord')).json().data;
    const pupil = { email, userId: user.id, idToken: session.idToken as string };
    for (const code of codes) {
      clock.advance(60_000);
      await saveResponses(app, pupil, code, []);
    }
    return pupil;
  }
  const setTemporary = (token: string, code: string, userId: string) =>
    app.inject({ method: 'POST', url: `/api/class/${code}/pupils/${userId}/temporary-password`, headers: bearer(token) });
  const setByEmail = (token: string, code: string, email: string) =>
    app.inject({ method: 'POST', url: `/api/class/${code}/temporary-password`, headers: bearer(token), payload: { email } });
  const mailsTo = async (email: string) => {
    await app.background.idle();
    return mail.sent.filter((m) => m.to === email);
  };

  it('refuses a stranger whose class the pupil joined later: the pupil keeps the account, and nothing is logged or sent', async () => {
    const pupil = await pupilJoining(realClass, strangerClass);
    const res = await setTemporary(stranger.idToken, strangerClass, pupil.userId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: 'ueokonomi/not-your-pupil', messageKey: 'txt_error_not_your_pupil', field: 'userId' });
    const byEmail = await setByEmail(stranger.idToken, strangerClass, pupil.email);
    expect(byEmail.statusCode).toBe(403);
    expect(byEmail.json()).toMatchObject({ messageKey: 'txt_error_not_your_pupil', field: 'email' });

    expect((await signIn(app, pupil.email, 'elevens eget passord')).statusCode).toBe(200);
    expect(await listActions(app.db, pupil.userId)).toEqual([]);
    expect(await mailsTo(pupil.email)).toEqual([]);
  });

  it('lets the teacher of the class the pupil joined first set a temporary password, and tells the pupil by e-mail', async () => {
    const pupil = await pupilJoining(realClass, strangerClass);
    const res = await setTemporary(realTeacher.idToken, realClass, pupil.userId);
    expect(res.statusCode, res.body).toBe(200);
    const password = res.json().data.temporaryPassword as string;

    const [notice, ...more] = await mailsTo(pupil.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('Læreren din har laget et midlertidig passord – Personlig økonomi');
    expect(notice!.text).toContain(`Læreren i klassen «10B samfunnsfag» (kode ${realClass}) har laget et midlertidig passord`);
    expect(notice!.text).toContain(`Læraren i klassen «10B samfunnsfag» (kode ${realClass}) har laga eit mellombels passord`);
    expect(notice!.text).toMatch(/^http:\/\/localhost(:\d+)?\/no\/auth$/m);
    expect(notice!.text).toMatch(/^http:\/\/localhost(:\d+)?\/nn\/auth$/m);
    expect(notice!.text).not.toContain(password);
  });

  it('lets a teacher act on a pupil whose every class is theirs, whichever was joined first', async () => {
    const second = await createTestClass(app, stranger.idToken, { name: 'Andre klasse' });
    const pupil = await pupilJoining(second, strangerClass);
    expect((await setTemporary(stranger.idToken, strangerClass, pupil.userId)).statusCode).toBe(200);
    // The other way round the first teacher is not the one asking.
    const mixed = await pupilJoining(strangerClass, realClass);
    expect((await setTemporary(realTeacher.idToken, realClass, mixed.userId)).statusCode).toBe(403);
    expect((await setTemporary(stranger.idToken, strangerClass, mixed.userId)).statusCode).toBe(200);
  });

  it('refuses a stranger to let a pupil try passwords again', async () => {
    const pupil = await pupilJoining(realClass, strangerClass);
    const unthrottle = (token: string, code: string) =>
      app.inject({ method: 'POST', url: `/api/class/${code}/unthrottle`, headers: bearer(token), payload: { userId: pupil.userId } });
    const refused = await unthrottle(stranger.idToken, strangerClass);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ messageKey: 'txt_error_not_your_pupil' });
    expect((await unthrottle(realTeacher.idToken, realClass)).statusCode).toBe(200);
  });

  it('counts a record under a code no class has as another teacher\'s, and a tie for the first class as nobody\'s', async () => {
    const pupil = await pupilJoining(strangerClass);
    expect(await mayActOnPupil(app, stranger.userId, pupil.userId)).toBe(true);
    await app.db.insertInto('progress').values({ user_id: pupil.userId, class_code: 'ZZZZZZ', responses: '[]', last_updated: 1, joined_at: 1 }).execute();
    expect(await mayActOnPupil(app, stranger.userId, pupil.userId)).toBe(false);

    const tied = await pupilJoining(strangerClass, realClass);
    await app.db.updateTable('progress').set({ joined_at: 5 }).where('user_id', '=', tied.userId).execute();
    expect(await mayActOnPupil(app, stranger.userId, tied.userId)).toBe(false);
    expect(await mayActOnPupil(app, realTeacher.userId, tied.userId)).toBe(false);
    expect(await mayActOnPupil(app, realTeacher.userId, 'ingen-slik-elev')).toBe(false);
  });

  it('counts a record from before join times were kept as joined when it was last saved', async () => {
    const pupil = await pupilJoining(realClass, strangerClass);
    await app.db.updateTable('progress').set({ joined_at: null }).where('user_id', '=', pupil.userId).execute();
    expect(await mayActOnPupil(app, realTeacher.userId, pupil.userId)).toBe(true);
    expect(await mayActOnPupil(app, stranger.userId, pupil.userId)).toBe(false);
  });
});
