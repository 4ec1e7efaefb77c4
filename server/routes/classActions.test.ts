import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, type ClassSummary, ClassSummarySchema } from '../../src/contracts/admin';
import { bearer, signUp, type TestApp } from '../test/authHelpers';
import { addPupil, addTeacher, classAction, createTestClass, getAs, type TestAccount } from '../test/teacherHelpers';
import { buildTestApp, testConfig } from '../test/testApp';

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

  it('lets no cache keep the class data longer than the pupil’s minute-stamped URL lives', async () => {
    const res = await app.inject('/api/public/no/get/klasse/DEMO26?v=202611230800');
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeLessThanOrEqual(60);
    expect(res.headers['cache-control']).not.toMatch(/immutable|stale-while-revalidate|s-maxage/);
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

describe('POST /api/class/{create|update|archive}', () => {
  let app: TestApp;
  let teacher: TestAccount;
  let other: TestAccount;
  let pupil: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    teacher = await addTeacher(app);
    other = await addTeacher(app);
    pupil = await addPupil(app);
  });
  afterAll(() => app?.close());

  const listed = async (token: string) => (await getAs(app, '/api/list/class', token)).json().data as ClassSummary[];
  const pupilSees = (classCode: string) => app.inject(`/api/public/no/get/klasse/${classCode}`);

  it('creates a class with a fresh six-character code, every session 2–5 closed, and lists it', async () => {
    const res = await classAction(app, 'create', teacher.idToken, { name: '  10B  ', school: ' Fjordvik   skole ', schoolYear: '2026/2027' });
    expect(res.statusCode).toBe(200);
    const created = ClassSummarySchema.parse(res.json().data);
    expect(created).toMatchObject({ name: '10B', school: 'Fjordvik skole', schoolYear: '2026/2027', archived: false, pupilCount: 0 });
    expect(created.sections).toEqual({ '2': false, '3': false, '4': false, '5': false });
    expect(created.classCode).toMatch(new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`));
    expect(await listed(teacher.idToken)).toContainEqual(created);
    expect((await pupilSees(created.classCode)).json()).toMatchObject({ success: true, data: { '1': true, '2': false } });
  });

  it('gives every new class its own code from the alphabet', async () => {
    const codes = [];
    // Teachers of their own, ten classes each: one teacher makes a limited number of classes a day.
    const makers = [await addTeacher(app), await addTeacher(app), await addTeacher(app), await addTeacher(app)];
    for (let i = 0; i < 40; i++) codes.push(await createTestClass(app, makers[i % makers.length]!.idToken, { name: `Klasse ${i}` }));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toHaveLength(CLASS_CODE_LENGTH);
      for (const char of code) expect(CLASS_CODE_ALPHABET).toContain(char);
    }
  });

  it('updates only the fields given and answers the class as listed', async () => {
    const code = await createTestClass(app, teacher.idToken, { name: '9A', school: 'Åsen skole' });
    const res = await classAction(app, 'update', teacher.idToken, { classCode: code.toLowerCase(), name: '10A' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ classCode: code, name: '10A', school: 'Åsen skole', schoolYear: '2026/2027' });
    const again = await classAction(app, 'update', teacher.idToken, { classCode: code, school: 'Fjordvik skole', schoolYear: '2027/2028' });
    expect(again.json().data).toMatchObject({ name: '10A', school: 'Fjordvik skole', schoolYear: '2027/2028' });
    expect((await listed(teacher.idToken)).find((c) => c.classCode === code)).toEqual(again.json().data);
  });

  it('archives a class: kept and flagged in the list, its code refused to pupils, and brought back', async () => {
    const code = await createTestClass(app, teacher.idToken);
    await classAction(app, 'enable-section', teacher.idToken, { classCode: code, oktNumber: 3 });
    const archived = await classAction(app, 'archive', teacher.idToken, { classCode: code, archived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ classCode: code, archived: true, sections: { '3': true } });
    expect((await listed(teacher.idToken)).find((c) => c.classCode === code)?.archived).toBe(true);

    const refused = await pupilSees(code);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, messageKey: 'txt_invalid_class_code', field: 'classCode' });

    const back = await classAction(app, 'archive', teacher.idToken, { classCode: code, archived: false });
    expect(back.json().data.archived).toBe(false);
    expect((await pupilSees(code)).json().data).toMatchObject({ '1': true, '3': true });
  });

  it('refuses to open or close sessions of an archived class with 409, and changes nothing', async () => {
    const code = await createTestClass(app, teacher.idToken);
    await classAction(app, 'archive', teacher.idToken, { classCode: code, archived: true });
    for (const action of ['enable-section', 'disable-section']) {
      const res = await classAction(app, action, teacher.idToken, { classCode: code, oktNumber: 2 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: 'ueokonomi/class-archived', messageKey: 'txt_error_class_archived', field: 'classCode' });
    }
    expect((await listed(teacher.idToken)).find((c) => c.classCode === code)?.sections).toEqual({ '2': false, '3': false, '4': false, '5': false });
  });

  it('refuses another teacher’s class on update and archive with 403, and an unknown code with 404', async () => {
    const code = await createTestClass(app, teacher.idToken, { name: 'Min klasse' });
    for (const [action, payload] of [
      ['update', { classCode: code, name: 'Stjålet' }],
      ['archive', { classCode: code, archived: true }],
    ] as const) {
      const res = await classAction(app, action, other.idToken, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, messageKey: 'txt_error_no_access' });
      const unknown = await classAction(app, action, teacher.idToken, { ...payload, classCode: 'ZZZZZZ' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ messageKey: 'txt_invalid_class_code', field: 'classCode' });
    }
    expect((await listed(teacher.idToken)).find((c) => c.classCode === code)).toMatchObject({ name: 'Min klasse', archived: false });
    expect(await listed(other.idToken)).toEqual([]);
  });

  it('refuses a pupil (403) and a missing token (401) on every action', async () => {
    const code = await createTestClass(app, teacher.idToken);
    const payloads = {
      create: { name: '10C', school: 'Fjordvik skole', schoolYear: '2026/2027' },
      update: { classCode: code, name: 'Elevens klasse' },
      archive: { classCode: code, archived: true },
      'enable-section': { classCode: code, oktNumber: 2 },
      'disable-section': { classCode: code, oktNumber: 2 },
      explode: {},
    };
    for (const [action, payload] of Object.entries(payloads)) {
      expect((await classAction(app, action, pupil.idToken, payload)).statusCode, action).toBe(403);
      expect((await classAction(app, action, null, payload)).statusCode, action).toBe(401);
    }
    expect(await app.db.selectFrom('classes').select('code').where('teacher_id', '=', pupil.userId).execute()).toEqual([]);
    expect((await listed(teacher.idToken)).find((c) => c.classCode === code)).toMatchObject({ name: '10A', archived: false });
  });

  it.each([
    ['create', { school: 'Fjordvik skole', schoolYear: '2026/2027' }, 'name', 'txt_error_required'],
    ['create', { name: '   ', school: 'Fjordvik skole', schoolYear: '2026/2027' }, 'name', 'txt_error_required'],
    ['create', { name: 'x'.repeat(61), school: 'Fjordvik skole', schoolYear: '2026/2027' }, 'name', 'txt_error_too_long'],
    ['create', { name: '10A', school: 'Fjordvik skole', schoolYear: '2026/2028' }, 'schoolYear', 'txt_error_school_year'],
    ['create', { name: '10A', school: 'Fjordvik skole', schoolYear: '26/27' }, 'schoolYear', 'txt_error_school_year'],
    ['create', { name: '10A', school: 'Fjordvik skole', schoolYear: '2026/2027', classCode: 'EGEN26' }, undefined, 'txt_error_invalid_input'],
    ['update', { name: '10A' }, 'classCode', 'txt_invalid_class_code'],
    ['update', { classCode: 'DEMO26', name: '' }, 'name', 'txt_error_required'],
    ['archive', { classCode: 'DEMO26' }, 'archived', 'txt_error_invalid_input'],
    ['archive', { classCode: 'DEMO26', archived: 'ja' }, 'archived', 'txt_error_invalid_input'],
  ])('%s refuses %j with 400 naming %s', async (action, payload, field, messageKey) => {
    const res = await classAction(app, action, teacher.idToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey, ...(field ? { field } : {}) });
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('answers an unknown action with 400 whatever the body, and creates nothing', async () => {
    const before = (await listed(teacher.idToken)).length;
    for (const action of ['destroy', 'CREATE', 'enable-sections', 'create-class']) {
      const res = await classAction(app, action, teacher.idToken, { name: '10A', school: 'Fjordvik skole', schoolYear: '2026/2027' });
      expect(res.statusCode, action).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey: 'txt_error_unknown_action', field: 'action' });
    }
    expect(await listed(teacher.idToken)).toHaveLength(before);
  });
});
