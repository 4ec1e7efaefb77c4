import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../db/repositories/auditLog';
import { bearer, readUser, recordingMailer, signIn, signUp, type TestApp, testClock } from '../test/authHelpers';
import { createTestClass, demoTeacherToken, saveAnswers, saveResponses } from '../test/teacherHelpers';
import { buildTestApp } from '../test/testApp';

/** Every table's rows that name the account by id or e-mail address, as text. */
async function traces(app: TestApp, userId: string, email: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of ['users', 'progress', 'sessions', 'save_receipts', 'password_resets', 'classes', 'teacher_accounts', 'teacher_confirmations', 'schools', 'feide_identities', 'feide_logins']) {
    const rows = await app.db.withTables<Record<string, Record<string, unknown>>>().selectFrom(table).selectAll().execute();
    for (const row of rows) if (JSON.stringify(row).includes(userId) || JSON.stringify(row).includes(email)) found.push(`${table}: ${JSON.stringify(row)}`);
  }
  return found;
}

describe('«Mine data»: the privacy page’s promises to a pupil', () => {
  let app: TestApp;
  let classCode: string;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, mailer: recordingMailer().mailer });
    classCode = await createTestClass(app, await demoTeacherToken(app));
  });
  afterAll(() => app?.close());

  const exportOf = (token: string) => app.inject({ url: '/api/account/data', headers: bearer(token) });
  const deleteMine = (token: string, password: string) => app.inject({ method: 'POST', url: '/api/account/delete', headers: bearer(token), payload: { password } });

  it('«Du kan laste ned alt vi har lagret om deg»: every answer, device and event of the account, and nothing of anyone else', async () => {
    const me = await signUp(app, 'mine-data@skole.no', 'mitt lange passord');
    const other = await signUp(app, 'naboen@skole.no', 'naboens lange passord');
    await saveResponses(app, me, classCode, { O1A: 'mitt svar', O1C: 'helse' });
    await saveResponses(app, other, classCode, { O1A: 'naboens hemmelige svar' });

    const res = await exportOf(me.idToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data.account).toMatchObject({ email: 'mine-data@skole.no', role: 'pupil', county: null });
    expect(data.classes).toEqual([{ classCode, lastUpdated: expect.any(Number), responses: { O1A: 'mitt svar', O1C: 'helse' }, versions: expect.any(Object) }]);
    expect(data.sessions).toHaveLength(1);
    expect(data.retention).toEqual({ inactiveMonths: 12, deletedAfter: expect.any(Number) });
    expect(new Date(data.retention.deletedAfter).getUTCFullYear()).toBe(new Date(clock.now()).getUTCFullYear() + 1);
    expect(res.body).not.toContain('naboen');
    expect(res.body).not.toContain('naboens hemmelige svar');
    expect(res.body).not.toContain(other.userId);
    expect(res.body).not.toContain('password');

    const audit = (await listAudit(app.db, 0)).filter((e) => e.subjectId === me.userId);
    expect(audit).toEqual([{ actorId: me.userId, action: 'account.export', subjectId: me.userId, at: clock.now(), records: 2 }]);
  });

  it('lists when the pupil joined each class, the open e-mailed links without their codes, and the receipts of saves', async () => {
    const me = await signUp(app, 'kvitteringer@skole.no', 'mitt lange passord');
    const joinedAt = clock.now();
    await saveResponses(app, me, classCode, []);
    clock.advance(60_000);
    const key = 'lagring-1234567890ab';
    expect((await saveAnswers(app, me, classCode, { O1A: { value: 'svar', baseVersion: 0, editedAt: clock.now() } }, key)).statusCode).toBe(200);
    const askedAt = clock.now();
    await app.inject({ method: 'POST', url: '/api/identity/password-reset/send', payload: { email: 'kvitteringer@skole.no', lang: 'no' } });
    await app.background.idle();
    const stored = await app.db.selectFrom('password_resets').select(['code_hash', 'expires_at']).where('user_id', '=', me.userId).executeTakeFirstOrThrow();

    const res = await exportOf(me.idToken);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.joinedClasses).toEqual([{ classCode, joinedAt }]);
    expect(data.openLinks).toEqual([{ kind: 'reset', createdAt: askedAt, expiresAt: Number(stored.expires_at) }]);
    expect(data.saveReceipts).toEqual([{ key, classCode, savedAt: askedAt }]);
    expect(res.body).not.toContain(stored.code_hash);

    // A link that has run out is no longer there.
    clock.advance(Number(stored.expires_at) - clock.now() + 1);
    expect((await exportOf((await signIn(app, 'kvitteringer@skole.no', 'mitt lange passord')).json().data.idToken)).json().data.openLinks).toEqual([]);
  });

  it('lists a new teacher\'s open link to confirm the address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register/teacher',
      payload: { email: 'ny-laerer@skole.no', password: 'lærer med langt passord', fylkeEmail: 'post@vlfk.no', fylkeId: '46', isNewTeacher: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = (await app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: 'ny-laerer@skole.no', password: 'lærer med langt passord' } })).json().token as string;
    const data = (await exportOf(token)).json().data;
    expect(data.openLinks).toEqual([{ kind: 'confirm', createdAt: clock.now(), expiresAt: clock.now() + 24 * 3_600_000 }]);
    expect(data.saveReceipts).toEqual([]);
  });

  it('«Du kan slette kontoen din med alle svarene»: only with the password, and then nothing of the account is left in any table', async () => {
    const me = await signUp(app, 'slett-meg@skole.no', 'mitt lange passord');
    const second = (await signIn(app, 'slett-meg@skole.no', 'mitt lange passord')).json().data as { idToken: string };
    await saveResponses(app, me, classCode, { O1A: 'svar som skal bort' });
    await readUser(app, me.userId, second.idToken);
    const bystander = await signUp(app, 'blir-igjen@skole.no', 'et annet langt passord');
    await saveResponses(app, bystander, classCode, { O1A: 'blir stående' });

    const wrong = await deleteMine(me.idToken, 'feil passord her');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ messageKey: 'txt_error_current_password', field: 'password' });
    expect(await traces(app, me.userId, 'slett-meg@skole.no')).not.toEqual([]);

    const res = await deleteMine(me.idToken, 'mitt lange passord');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.records).toBe(2);
    expect(await traces(app, me.userId, 'slett-meg@skole.no')).toEqual([]);
    // Signed out everywhere: both devices' tokens are refused, and the password no longer signs in.
    expect((await readUser(app, me.userId, me.idToken)).statusCode).toBe(401);
    expect((await readUser(app, me.userId, second.idToken)).statusCode).toBe(401);
    expect((await signIn(app, 'slett-meg@skole.no', 'mitt lange passord')).statusCode).toBe(401);
    // Classmates keep theirs; the deletion is logged with how many records, and nothing of what they held.
    expect((await readUser(app, bystander.userId, bystander.idToken)).statusCode).toBe(200);
    const logged = (await listAudit(app.db, 0)).filter((e) => e.subjectId === me.userId);
    expect(logged).toEqual([{ actorId: me.userId, action: 'account.delete', subjectId: me.userId, at: clock.now(), records: 2 }]);
    expect(JSON.stringify(logged)).not.toContain('svar som skal bort');
  });

  it('lets a teacher delete their account with their classes and the answers in them', async () => {
    const teacherToken = await demoTeacherToken(app);
    const code = await createTestClass(app, teacherToken);
    const pupil = await signUp(app, 'i-laererens-klasse@skole.no');
    await saveResponses(app, pupil, code, { O1A: 'svar' });
    const res = await deleteMine(teacherToken, 'demo-laerer-2026');
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.db.selectFrom('classes').select('code').where('code', '=', code).execute()).toEqual([]);
    expect(await app.db.selectFrom('progress').select('user_id').where('class_code', '=', code).execute()).toEqual([]);
    // The pupil's account and their answers in other classes stay.
    expect((await readUser(app, pupil.userId, pupil.idToken)).statusCode).toBe(200);
  });
});
