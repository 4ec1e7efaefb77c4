import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTeachersCommand } from '../../scripts/teachers';
import { limitKey, RATE_LIMITS } from '../auth/rateLimit';
import { tidySchoolName } from '../db/repositories/schools';
import { bearer, type TestApp } from '../test/authHelpers';
import { addAccount, addPupil, addTeacher, getAs, type TestAccount } from '../test/teacherHelpers';
import { buildTestApp, testConfig } from '../test/testApp';

describe('POST /api/school', () => {
  let app: TestApp;
  let teacher: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    teacher = await addTeacher(app, '46');
  });
  afterAll(() => app?.close());

  const add = (token: string | null, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/school', headers: token ? bearer(token) : {}, payload: payload as object });
  const names = async (token: string) => (await getAs(app, '/api/list/school', token)).json().data.map((s: { name: string }) => s.name);

  it('adds a missing school in the teacher’s county, tidied, and lists it', async () => {
    const res = await add(teacher.idToken, { name: '  Nordre   Åsane skule ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: expect.any(String), name: 'Nordre Åsane skule', fylkeId: '46' } });
    expect(await names(teacher.idToken)).toEqual(['Nordre Åsane skule']);
  });

  it('answers the existing school for the same name in any case or spacing, and adds no second row', async () => {
    const first = (await add(teacher.idToken, { name: 'Lia skule' })).json().data;
    const colleague = await addTeacher(app, '46');
    for (const [token, name] of [
      [teacher.idToken, 'Lia skule'],
      [teacher.idToken, 'LIA SKULE'],
      [colleague.idToken, ' lia  Skule '],
    ] as const) {
      const res = await add(token, { name });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(first);
    }
    const again = await Promise.all([add(teacher.idToken, { name: 'Bakken skule' }), add(colleague.idToken, { name: 'bakken skule' })]);
    expect(again[0].json().data).toEqual(again[1].json().data);
    expect((await names(teacher.idToken)).filter((n: string) => n.toLowerCase() === 'lia skule' || n.toLowerCase() === 'bakken skule')).toHaveLength(2);
  });

  it('keeps the same name apart in another county', async () => {
    const oslo = await addTeacher(app, '03');
    const inOslo = (await add(oslo.idToken, { name: 'Lia skule' })).json().data;
    expect(inOslo.fylkeId).toBe('03');
    expect(await names(oslo.idToken)).toEqual(['Lia skule']);
  });

  it.each([
    [{}, 'txt_error_required'],
    [{ name: '   ' }, 'txt_error_required'],
    [{ name: 'x'.repeat(101) }, 'txt_error_too_long'],
    [{ name: 42 }, 'txt_error_required'],
  ])('refuses %j with 400 naming the field', async (payload, messageKey) => {
    const res = await add(teacher.idToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey, field: 'name' });
  });

  it('refuses a field the contract does not have', async () => {
    const res = await add(teacher.idToken, { name: 'Vest skule', fylkeId: '03' });
    expect(res.statusCode).toBe(400);
    expect(await names(teacher.idToken)).not.toContain('Vest skule');
  });

  it('refuses a teacher without a county with 409, a pupil with 403 and no token with 401', async () => {
    const noCounty = await addAccount(app, { isTeacher: true });
    const res = await add(noCounty.idToken, { name: 'Ingen skule' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'ueokonomi/no-county', messageKey: 'txt_error_teacher_without_county' });
    expect((await add((await addPupil(app)).idToken, { name: 'Elevskulen' })).statusCode).toBe(403);
    expect((await add(null, { name: 'Elevskulen' })).statusCode).toBe(401);
    expect(await app.db.selectFrom('schools').select('id').where('name', 'in', ['Ingen skule', 'Elevskulen']).execute()).toEqual([]);
  });

  it('stores names in NFC with inner whitespace collapsed, so a decomposed Å is the same school', async () => {
    const nfc = await addTeacher(app, '46');
    const decomposed = 'A\u030Asen  \u00A0 skule';
    const res = await add(nfc.idToken, { name: decomposed });
    expect(res.json().data.name).toBe('Åsen skule');
    expect(res.json().data.name).toBe(res.json().data.name.normalize('NFC'));
    expect((await add(nfc.idToken, { name: 'ÅSEN SKULE' })).json().data.id).toBe(res.json().data.id);
  });

  it.each(['\u202Eeluks nesÅ', 'Lia\u2066 skule', 'Lia\u200F skule', 'Lia\u0085skule', 'Lia\u0000skule'])('refuses a name with a control or direction character (%j) with 400', async (name) => {
    const res = await add(teacher.idToken, { name });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: 'name' });
  });

  it('strips direction characters from a school name wherever it is tidied (class forms)', () => {
    expect(tidySchoolName(' \u202ELia\u202C  skule\u2069 ')).toBe('Lia skule');
    expect(tidySchoolName('x'.repeat(300))).toHaveLength(100);
  });

  it('shows a new school to the teacher who added it at once, to others only once approved', async () => {
    const adder = await addTeacher(app, '11');
    const other = await addTeacher(app, '11');
    const school = (await add(adder.idToken, { name: 'Ventande skule' })).json().data;
    expect(await names(adder.idToken)).toContain('Ventande skule');
    expect(await names(other.idToken)).not.toContain('Ventande skule');
    const waiting = await runTeachersCommand(app.db, ['schools'], { approvalRequired: false, now: app.now() });
    expect(waiting.lines.join('\n')).toContain(`${school.id}\tfylke 11\t"Ventande skule"`);
    expect((await runTeachersCommand(app.db, ['approve-school', school.id], { approvalRequired: false, now: app.now() })).code).toBe(0);
    expect(await names(other.idToken)).toContain('Ventande skule');
    expect((await runTeachersCommand(app.db, ['approve-school', 'finst-ikkje'], { approvalRequired: false, now: app.now() })).code).toBe(1);
  });

  it('approves a waiting school when a second teacher of the county adds the same name', async () => {
    const first = await addTeacher(app, '11');
    const second = await addTeacher(app, '11');
    const third = await addTeacher(app, '11');
    await add(first.idToken, { name: 'Tvillingskulen' });
    expect(await names(third.idToken)).not.toContain('Tvillingskulen');
    await add(second.idToken, { name: ' tvillingskulen ' });
    expect(await names(third.idToken)).toContain('Tvillingskulen');
  });

  it('lets one teacher add 10 new schools a day: the 11th gets 429, and a day later there is room again', async () => {
    const busy = await addTeacher(app, '15');
    for (let i = 1; i <= 10; i++) expect((await add(busy.idToken, { name: `Skule nr ${i}` })).statusCode).toBe(200);
    const eleventh = await add(busy.idToken, { name: 'Skule nr 11' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ success: false, error: 'ueokonomi/too-many-schools', messageKey: 'txt_error_school_limit', field: 'name' });
    expect(await names(busy.idToken)).not.toContain('Skule nr 11');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    // A day later (the window's end moved to now) there is room again.
    await app.db.updateTable('rate_limits').set({ reset_at: app.now() }).where('key', '=', limitKey(RATE_LIMITS.schoolsPerTeacher, busy.userId)).execute();
    expect((await add(busy.idToken, { name: 'Skule nr 11' })).statusCode).toBe(200);
  });

  it('adds at most 10 schools for a teacher who sends 30 at once', async () => {
    const burst = await addTeacher(app, '18');
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => add(burst.idToken, { name: `Samtidig skule ${i}` })));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(20);
    const rows = await app.db.selectFrom('schools').select('id').where('created_by', '=', burst.userId).execute();
    expect(rows).toHaveLength(10);
  });

  it('does not count a name already in the list against the day', async () => {
    const careful = await addTeacher(app, '15');
    for (let i = 0; i < 12; i++) expect((await add(careful.idToken, { name: 'Felles skule' })).statusCode).toBe(200);
    expect((await add(careful.idToken, { name: 'Heilt ny skule' })).statusCode).toBe(200);
  });
});
