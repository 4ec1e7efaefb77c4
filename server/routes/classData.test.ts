import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../db/repositories/auditLog';
import { bearer, readUser, recordingMailer, signUp, type TestApp, testClock } from '../test/authHelpers';
import { addTeacher, classAction, createTestClass, demoTeacherToken, saveResponses } from '../test/teacherHelpers';
import { buildTestApp } from '../test/testApp';
import { pupilIdOf } from './classPupil';

const DAY = 24 * 60 * 60_000;

describe('the teacher and the class’s data: the privacy page’s promises', () => {
  let app: TestApp;
  let teacherToken: string;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, mailer: recordingMailer().mailer });
    teacherToken = await demoTeacherToken(app);
  });
  afterAll(() => app?.close());

  const answersIn = async (code: string) => (await app.db.selectFrom('progress').select('user_id').where('class_code', '=', code).execute()).map((r) => r.user_id);
  const list = async () => (await app.inject({ url: '/api/list/class', headers: bearer(teacherToken) })).json().data as { classCode: string; retention: { deletesAt: number | null; inactiveMonths: number } }[];

  it('«Sletter læreren klassen, blir alle svarene i den slettet med en gang»: after the class code is typed again', async () => {
    const code = await createTestClass(app, teacherToken);
    const kept = await createTestClass(app, teacherToken);
    const ola = await signUp(app, 'ola-slettes@skole.no');
    const kari = await signUp(app, 'kari-slettes@skole.no');
    await saveResponses(app, ola, code, { O1A: 'olas svar' });
    await saveResponses(app, kari, code, { O1A: 'karis svar' });
    await saveResponses(app, kari, kept, { O1A: 'karis svar i den andre klassen' });

    const slip = await classAction(app, 'delete', teacherToken, { classCode: code, confirmCode: 'FEIL12' });
    expect(slip.statusCode).toBe(400);
    expect(slip.json()).toMatchObject({ messageKey: 'txt_error_delete_confirm', field: 'confirmCode' });
    expect(await answersIn(code)).toHaveLength(2);

    const other = await addTeacher(app);
    expect((await classAction(app, 'delete', other.idToken, { classCode: code, confirmCode: code })).statusCode).toBe(403);

    const res = await classAction(app, 'delete', teacherToken, { classCode: code, confirmCode: code.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.records).toBe(3);
    expect(await answersIn(code)).toEqual([]);
    expect(await app.db.selectFrom('classes').select('code').where('code', '=', code).execute()).toEqual([]);
    expect(await answersIn(kept)).toEqual([kari.userId]);
    expect((await list()).map((c) => c.classCode)).not.toContain(code);
    // The pupils' accounts stay; their records in the class are gone, and the code no longer takes answers.
    expect((await readUser(app, ola.userId, ola.idToken)).statusCode).toBe(200);
    await expect(saveResponses(app, ola, code, { O1A: 'igjen' })).rejects.toThrow(/404/);
    const [logged] = (await listAudit(app.db, 0)).filter((e) => e.subjectId === code);
    expect(logged).toMatchObject({ action: 'class.delete', records: 3 });
  });

  it('«Læreren kan ta en elev ut av klassen, og da blir svarene dine i klassen slettet»', async () => {
    const code = await createTestClass(app, teacherToken);
    const ola = await signUp(app, 'ola-tas-ut@skole.no');
    const kari = await signUp(app, 'kari-blir@skole.no');
    await saveResponses(app, ola, code, { O1A: 'olas svar' });
    await saveResponses(app, kari, code, { O1A: 'karis svar' });
    const remove = (token: string, email: string) => app.inject({ method: 'POST', url: `/api/class/${code}/remove-pupil`, headers: bearer(token), payload: { email } });

    expect((await remove(teacherToken, 'finnes-ikke@skole.no')).statusCode).toBe(404);
    expect((await remove((await addTeacher(app)).idToken, 'ola-tas-ut@skole.no')).statusCode).toBe(403);
    const res = await remove(teacherToken, ' OLA-TAS-UT@skole.no ');
    expect(res.statusCode, res.body).toBe(200);
    expect(await answersIn(code)).toEqual([kari.userId]);
    expect((await remove(teacherToken, 'ola-tas-ut@skole.no')).statusCode).toBe(404);
    expect((await listAudit(app.db, 0)).filter((e) => e.subjectId === ola.userId)).toMatchObject([{ action: 'pupil.remove', records: 1 }]);
  });

  it('takes a pupil out by their row in the class view (its id there), only from the teacher’s own class', async () => {
    const code = await createTestClass(app, teacherToken);
    const ola = await signUp(app, 'ola-rad@skole.no');
    const kari = await signUp(app, 'kari-rad@skole.no');
    await saveResponses(app, ola, code, { O1A: 'olas svar' });
    await saveResponses(app, kari, code, { O1A: 'karis svar' });
    const remove = (token: string, payload: unknown, classCode = code) =>
      app.inject({ method: 'POST', url: `/api/class/${classCode}/remove-pupil`, headers: bearer(token), payload: payload as object });

    const stranger = await addTeacher(app);
    expect((await remove(stranger.idToken, { pupilId: pupilIdOf(app.signingSecret, code, ola.userId) })).statusCode).toBe(403);
    // A class of the stranger's own does not reach a pupil who is not in it.
    const theirs = await createTestClass(app, stranger.idToken);
    const elsewhere = await remove(stranger.idToken, { pupilId: pupilIdOf(app.signingSecret, theirs, ola.userId) }, theirs);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ messageKey: 'txt_error_pupil_not_found', field: 'pupilId' });
    expect((await remove(teacherToken, { pupilId: 'x'.repeat(22) })).statusCode).toBe(404);
    expect((await remove(teacherToken, { pupilId: pupilIdOf(app.signingSecret, code, ola.userId), email: 'kari-rad@skole.no' })).statusCode).toBe(400);
    expect(await answersIn(code)).toEqual(expect.arrayContaining([ola.userId, kari.userId]));

    const res = await remove(teacherToken, { pupilId: pupilIdOf(app.signingSecret, code, ola.userId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ records: 1 });
    expect(await answersIn(code)).toEqual([kari.userId]);
  });

  it('«Arkiverer læreren klassen, blir svarene slettet 30 dager etter»: the class list says when, and bringing it back stops it', async () => {
    const code = await createTestClass(app, teacherToken);
    expect((await list()).find((c) => c.classCode === code)?.retention).toEqual({ deletesAt: null, inactiveMonths: 12 });
    await classAction(app, 'archive', teacherToken, { classCode: code, archived: true });
    expect((await list()).find((c) => c.classCode === code)?.retention.deletesAt).toBe(clock.now() + 30 * DAY);
    await classAction(app, 'archive', teacherToken, { classCode: code, archived: false });
    expect((await list()).find((c) => c.classCode === code)?.retention.deletesAt).toBeNull();
  });
});
