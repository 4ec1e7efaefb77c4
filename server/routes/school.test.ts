import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
