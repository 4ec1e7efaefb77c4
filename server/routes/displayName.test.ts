import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDisplayNames } from '../db/repositories/displayNames';
import { bearer, signUp, type TestApp, testClock } from '../test/authHelpers';
import { addPupil, addTeacher, createTestClass, demoTeacherToken, saveResponses, type TestAccount } from '../test/teacherHelpers';
import { buildTestApp } from '../test/testApp';
import { pupilPseudonym } from './list/pupilPseudonym';
import { pupilIdOf } from './classPupil';

describe('a pupil’s display name and number in a class', () => {
  let app: TestApp;
  let teacherToken: string;
  let classCode: string;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    teacherToken = await demoTeacherToken(app);
    classCode = await createTestClass(app, teacherToken);
  });
  afterAll(() => app?.close());

  const url = (code: string) => `/api/class/${code}/display-name`;
  const read = (token: string | null, code = classCode) => app.inject({ url: url(code), headers: token ? bearer(token) : {} });
  const put = (token: string | null, payload: unknown, code = classCode) =>
    app.inject({ method: 'PUT', url: url(code), headers: token ? bearer(token) : {}, payload: payload as object });
  const names = async (code = classCode) => Object.fromEntries(await listDisplayNames(app.db, code));
  async function pupilIn(code = classCode): Promise<TestAccount> {
    const pupil = await addPupil(app);
    await saveResponses(app, pupil, code, { O1A: 'et svar' });
    return pupil;
  }

  it('reads the number the teacher sees and no name at first; sets, trims, changes and clears the name', async () => {
    const pupil = await pupilIn();
    const first = await read(pupil.idToken, classCode.toLowerCase());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().data).toEqual({ displayName: null, pseudonym: pupilPseudonym(classCode, pupil.userId), updatedAt: null });

    const set = await put(pupil.idToken, { displayName: '  Kari   Nordmann ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ displayName: 'Kari Nordmann', pseudonym: pupilPseudonym(classCode, pupil.userId), updatedAt: clock.now() });
    expect((await names())[pupil.userId]).toBe('Kari Nordmann');

    clock.advance(1000);
    expect((await put(pupil.idToken, { displayName: 'Kari N.' })).statusCode).toBe(400);
    expect((await put(pupil.idToken, { displayName: 'Kari' })).json().data).toMatchObject({ displayName: 'Kari', updatedAt: clock.now() });
    expect((await read(pupil.idToken)).json().data.displayName).toBe('Kari');

    const cleared = await put(pupil.idToken, { displayName: '   ' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ displayName: null, updatedAt: null });
    expect(await names()).not.toHaveProperty(pupil.userId);
  });

  it.each([
    ['Åse Ødegård-O’Neil', 'Åse Ødegård-O’Neil'],
    ["D'Angelo 2", "D'Angelo 2"],
    ['Nguyễn Thị', 'Nguyễn Thị'],
    ['Алёна', 'Алёна'],
    ['محمد', 'محمد'],
    ['Sámi Máret', 'Sámi Máret'],
    // Å typed as A and a combining ring is stored as the one letter.
    ['A\u030Ase', 'Åse'],
    ['x'.repeat(30), 'x'.repeat(30)],
  ])('accepts %j', async (typed, stored) => {
    const pupil = await pupilIn();
    const res = await put(pupil.idToken, { displayName: typed });
    expect(res.statusCode, res.body).toBe(200);
    expect((await names())[pupil.userId]).toBe(stored);
  });

  it.each([
    ['x'.repeat(31), 'txt_error_display_name_too_long'],
    ['Kari\u202Enamdron', 'txt_error_display_name_invalid'],
    ['Kari\u200F', 'txt_error_display_name_invalid'],
    ['Kari\u0007', 'txt_error_display_name_invalid'],
    ['Kari\nNordmann', 'txt_error_display_name_invalid'],
    ['Kari\tNordmann', 'txt_error_display_name_invalid'],
    ['<script>', 'txt_error_display_name_invalid'],
    ['Kari 😀', 'txt_error_display_name_invalid'],
    ['kari@skole.no', 'txt_error_display_name_invalid'],
    // NUL is refused before validation on every route (PostgreSQL would answer 500).
    ['Kari\u0000', 'txt_error_invalid_input'],
  ])('refuses %j with %s and keeps the name it had', async (typed, messageKey) => {
    const pupil = await pupilIn();
    await put(pupil.idToken, { displayName: 'Før' });
    const res = await put(pupil.idToken, { displayName: typed });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, messageKey, field: 'displayName' });
    expect((await names())[pupil.userId]).toBe('Før');
  });

  it('refuses a body that is not just a name: no other user’s id can be named', async () => {
    const pupil = await pupilIn();
    const other = await pupilIn();
    expect((await put(pupil.idToken, { displayName: 'Meg', userId: other.userId })).statusCode).toBe(400);
    expect((await put(pupil.idToken, { displayName: 42 })).statusCode).toBe(400);
    expect((await put(pupil.idToken, {})).statusCode).toBe(400);
    expect(await names()).not.toHaveProperty(other.userId);
  });

  it('only the signed-in pupil’s own record: no token is 401, a teacher 403, a class without their record 404', async () => {
    const pupil = await pupilIn();
    const other = await pupilIn();
    await put(other.idToken, { displayName: 'Ola' });
    expect((await read(null)).statusCode).toBe(401);
    expect((await put(null, { displayName: 'Ingen' })).statusCode).toBe(401);
    // The class's own teacher, even with a record of their own in it (trying the class), and any other teacher.
    await saveResponses(app, { userId: (await app.db.selectFrom('users').select('id').where('email', '=', 'laerer@demo.no').executeTakeFirstOrThrow()).id, idToken: teacherToken }, classCode, { O1A: 'prøver' });
    for (const token of [teacherToken, (await addTeacher(app)).idToken]) {
      expect((await read(token)).statusCode).toBe(403);
      expect((await put(token, { displayName: 'Lærer' })).statusCode).toBe(403);
    }
    const elsewhere = await createTestClass(app, teacherToken);
    const missing = await put(pupil.idToken, { displayName: 'Kari' }, elsewhere);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ messageKey: 'txt_error_class_record_missing' });
    expect((await read(pupil.idToken, 'FINNES9')).statusCode).toBe(404);
    expect((await read(pupil.idToken, 'ikke gyldig!')).statusCode).toBe(400);
    expect(await names(elsewhere)).toEqual({});
    // Setting one's own leaves the classmate's alone.
    await put(pupil.idToken, { displayName: 'Kari' });
    expect(await names()).toMatchObject({ [pupil.userId]: 'Kari', [other.userId]: 'Ola' });
  });

  describe('the teacher corrects a pupil’s name', () => {
    const rename = (token: string | null, userId: string, payload: unknown, code = classCode) =>
      app.inject({ method: 'PUT', url: `/api/class/${code}/pupil/${pupilIdOf(app.signingSecret, code, userId)}/display-name`, headers: token ? bearer(token) : {}, payload: payload as object });

    it('sets, tidies and clears the name of a pupil in the teacher’s own class, and the class view and the pupil see it', async () => {
      const pupil = await pupilIn();
      await put(pupil.idToken, { displayName: 'Kari N' });
      const res = await rename(teacherToken, pupil.userId, { displayName: '  Kari  Nordmann ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().data).toMatchObject({ displayName: 'Kari Nordmann', pseudonym: pupilPseudonym(classCode, pupil.userId) });
      expect((await read(pupil.idToken)).json().data.displayName).toBe('Kari Nordmann');
      const row = (await app.inject({ url: `/api/list/class/${classCode}/progress`, headers: bearer(teacherToken) })).json().data.perPupil.find((p: { pupilId: string }) => p.pupilId === pupilIdOf(app.signingSecret, classCode, pupil.userId));
      expect(row).toMatchObject({ displayName: 'Kari Nordmann', pseudonym: pupilPseudonym(classCode, pupil.userId) });
      expect((await rename(teacherToken, pupil.userId, { displayName: '' })).json().data).toMatchObject({ displayName: null });
      expect(await names()).not.toHaveProperty(pupil.userId);
    });

    it('refuses a name the pupil could not set either, and keeps the one there', async () => {
      const pupil = await pupilIn();
      await put(pupil.idToken, { displayName: 'Ola' });
      for (const displayName of ['<b>Ola</b>', 'x'.repeat(31), 42]) {
        const res = await rename(teacherToken, pupil.userId, { displayName });
        expect(res.statusCode).toBe(400);
        expect(res.body).not.toMatch(/at .+\.ts/);
      }
      expect((await rename(teacherToken, pupil.userId, { displayName: 'Ola', email: 'x@y.no' })).statusCode).toBe(400);
      expect((await names())[pupil.userId]).toBe('Ola');
    });

    it('only the class’s own teacher, only a pupil with a record in it: another teacher 403, a pupil elsewhere 404', async () => {
      const pupil = await pupilIn();
      await put(pupil.idToken, { displayName: 'Kari' });
      const stranger = await addTeacher(app);
      expect((await rename(null, pupil.userId, { displayName: 'Ny' })).statusCode).toBe(401);
      expect((await rename(pupil.idToken, pupil.userId, { displayName: 'Ny' })).statusCode).toBe(403);
      expect((await rename(stranger.idToken, pupil.userId, { displayName: 'Overtatt' })).statusCode).toBe(403);
      // The stranger's own class does not reach a pupil who is not in it.
      const theirs = await createTestClass(app, stranger.idToken);
      const elsewhere = await rename(stranger.idToken, pupil.userId, { displayName: 'Overtatt' }, theirs);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json()).toMatchObject({ messageKey: 'txt_error_pupil_not_found' });
      expect(await names(theirs)).toEqual({});
      // Nor does the own class reach a teacher trying it, or an id that is no pupil of it.
      const teacherId = (await app.db.selectFrom('users').select('id').where('email', '=', 'laerer@demo.no').executeTakeFirstOrThrow()).id;
      await saveResponses(app, { userId: teacherId, idToken: teacherToken }, classCode, { O1A: 'prøver' });
      expect((await rename(teacherToken, teacherId, { displayName: 'Lærer' })).statusCode).toBe(404);
      expect((await rename(teacherToken, 'finnesikke123', { displayName: 'Ingen' })).statusCode).toBe(404);
      const badId = await app.inject({ method: 'PUT', url: `/api/class/${classCode}/pupil/ikke-gyldig/display-name`, headers: bearer(teacherToken), payload: { displayName: 'Ingen' } });
      expect(badId.statusCode).toBe(400);
      expect((await names())[pupil.userId]).toBe('Kari');
    });
  });

  it('is one name per class: another class of the same pupil has its own, and its own number', async () => {
    const second = await createTestClass(app, teacherToken);
    const pupil = await pupilIn();
    await saveResponses(app, pupil, second, { O1A: 'svar' });
    await put(pupil.idToken, { displayName: 'Kari' });
    const there = await read(pupil.idToken, second);
    expect(there.json().data).toEqual({ displayName: null, pseudonym: pupilPseudonym(second, pupil.userId), updatedAt: null });
  });

  describe('goes with the rest of the pupil’s data', () => {
    const namedPupil = async (code: string, name = 'Kari') => {
      const pupil = await pupilIn(code);
      expect((await put(pupil.idToken, { displayName: name }, code)).statusCode).toBe(200);
      return pupil;
    };
    const rows = (userId: string) =>
      app.db.withTables<{ display_names: { user_id: string } }>().selectFrom('display_names').select('user_id').where('user_id', '=', userId).execute();

    it('is in the pupil’s «Mine data» export', async () => {
      const pupil = await signUp(app, 'navn-eksport@skole.no');
      await saveResponses(app, pupil, classCode, { O1A: 'svar' });
      await put(pupil.idToken, { displayName: 'Eksport Kari' });
      const data = (await app.inject({ url: '/api/account/data', headers: bearer(pupil.idToken) })).json().data;
      expect(data.displayNames).toEqual([{ classCode, displayName: 'Eksport Kari', updatedAt: clock.now() }]);
    });

    it('goes when the pupil deletes their account', async () => {
      const pupil = await signUp(app, 'navn-slett@skole.no', 'mitt lange passord');
      await saveResponses(app, pupil, classCode, { O1A: 'svar' });
      await put(pupil.idToken, { displayName: 'Slett Meg' });
      const res = await app.inject({ method: 'POST', url: '/api/account/delete', headers: bearer(pupil.idToken), payload: { password: 'mitt lange passord' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(await rows(pupil.userId)).toEqual([]);
    });

    it('goes when the teacher deletes the class; another class’s names stay', async () => {
      const code = await createTestClass(app, teacherToken);
      const kept = await createTestClass(app, teacherToken);
      const pupil = await namedPupil(code);
      await saveResponses(app, pupil, kept, { O1A: 'svar' });
      await put(pupil.idToken, { displayName: 'Blir' }, kept);
      const res = await app.inject({ method: 'POST', url: '/api/class/delete', headers: bearer(teacherToken), payload: { classCode: code, confirmCode: code } });
      expect(res.statusCode, res.body).toBe(200);
      expect(await names(code)).toEqual({});
      expect(await names(kept)).toEqual({ [pupil.userId]: 'Blir' });
    });

    it('goes when the teacher takes the pupil out of the class; a classmate’s stays', async () => {
      const code = await createTestClass(app, teacherToken);
      const email = 'navn-tas-ut@skole.no';
      const pupil = await signUp(app, email);
      await saveResponses(app, pupil, code, { O1A: 'svar' });
      await put(pupil.idToken, { displayName: 'Tas Ut' }, code);
      const classmate = await namedPupil(code, 'Blir');
      const res = await app.inject({ method: 'POST', url: `/api/class/${code}/remove-pupil`, headers: bearer(teacherToken), payload: { email } });
      expect(res.statusCode, res.body).toBe(200);
      expect(await names(code)).toEqual({ [classmate.userId]: 'Blir' });
    });

    it('stays when the pupil starts over: it is not an answer', async () => {
      const pupil = await namedPupil(classCode, 'Starter Om');
      const res = await app.inject({ method: 'POST', url: '/api/start-over', headers: bearer(pupil.idToken), payload: { classCode } });
      expect(res.statusCode, res.body).toBe(200);
      expect((await names())[pupil.userId]).toBe('Starter Om');
    });
  });
});
