import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestApp } from '../test/authHelpers';
import { buildTestApp } from '../test/testApp';

describe('POST /api/class/{enable-section|disable-section}', () => {
  let app: TestApp;
  let demoTeacher: string;
  let otherTeacher: string;
  let pupil: string;
  beforeAll(async () => {
    app = await buildTestApp();
    const token = async (username: string, password: string) =>
      (await app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username, password } })).json().token as string;
    demoTeacher = await token('laerer@demo.no', 'demo-laerer-2026');
    const other = await app.inject({
      method: 'POST',
      url: '/api/register/teacher',
      payload: { email: 'annen@skole.no', password: 'en annen lang setning', fylkeEmail: 'annen@vlfk.no', fylkeId: '46', isNewTeacher: true },
    });
    expect(other.statusCode).toBe(200);
    otherTeacher = await token('annen@skole.no', 'en annen lang setning');
    pupil = (await signUp(app, 'elev@skole.no')).idToken;
  });
  afterAll(() => app?.close());

  const act = (action: string, token: string | null, payload: unknown) =>
    app.inject({ method: 'POST', url: `/api/class/${action}`, headers: token ? bearer(token) : {}, payload: payload as object });
  const access = async () => (await app.inject('/api/public/no/get/klasse/DEMO26')).json().data;

  it('opens a session for the teacher’s own class, and pupils see it in the class data at once', async () => {
    expect((await access())['3']).toBe(false);
    const res = await act('enable-section', demoTeacher, { classCode: 'demo26', oktNumber: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await access()).toMatchObject({ '1': true, '2': false, '3': true });
  });

  it('closes it again with disable-section', async () => {
    await act('enable-section', demoTeacher, { classCode: 'DEMO26', oktNumber: 4 });
    await act('disable-section', demoTeacher, { classCode: 'DEMO26', oktNumber: 4 });
    expect((await access())['4']).toBe(false);
  });

  it('refuses another teacher’s class with 403 and changes nothing', async () => {
    const before = await access();
    const res = await act('enable-section', otherTeacher, { classCode: 'DEMO26', oktNumber: 5 });
    expect(res.statusCode).toBe(403);
    expect(await access()).toEqual(before);
  });

  it('refuses a pupil (403) and a missing token (401)', async () => {
    expect((await act('enable-section', pupil, { classCode: 'DEMO26', oktNumber: 2 })).statusCode).toBe(403);
    expect((await act('enable-section', null, { classCode: 'DEMO26', oktNumber: 2 })).statusCode).toBe(401);
  });

  it.each([
    [{ classCode: 'DEMO26', oktNumber: 1 }, 'oktNumber'],
    [{ classCode: 'DEMO26', oktNumber: 6 }, 'oktNumber'],
    [{ classCode: 'DEMO26', oktNumber: '3' }, 'oktNumber'],
    [{ classCode: 'x', oktNumber: 3 }, 'classCode'],
  ])('refuses %j naming the field', async (payload, field) => {
    const res = await act('enable-section', demoTeacher, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field });
  });

  it('answers an unknown class with 404 and an unknown action with 400', async () => {
    expect((await act('enable-section', demoTeacher, { classCode: 'FINNES9', oktNumber: 3 })).statusCode).toBe(404);
    const unknown = await act('explode', demoTeacher, { classCode: 'DEMO26', oktNumber: 3 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ messageKey: 'txt_error_unknown_action', field: 'action' });
  });
});
