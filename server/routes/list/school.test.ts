import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchoolSchema } from '../../../src/contracts/admin';
import { DEMO_SCHOOLS } from '../../db/seedDemo';
import { addPupil, addAccount, addTeacher, demoTeacherToken, getAs } from '../../test/teacherHelpers';
import type { TestApp } from '../../test/authHelpers';
import { buildTestApp } from '../../test/testApp';

describe('GET /api/list/school', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  const schools = async (token: string) => {
    const res = await getAs(app, '/api/list/school', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().data.map((s: unknown) => SchoolSchema.parse(s));
  };

  it('lists the demo schools to the demo teacher, in Norwegian alphabetical order with Å last', async () => {
    const listed = await schools(await demoTeacherToken(app));
    expect(listed.map((s: { name: string }) => s.name)).toEqual(['Bakkehaugen skole', 'Demo ungdomsskole', 'Eikelund ungdomsskole', 'Fjordvik skole', 'Åsen skole']);
    expect(listed.map((s: { name: string }) => s.name).sort()).toEqual([...DEMO_SCHOOLS].sort());
    expect(listed.every((s: { fylkeId: string }) => s.fylkeId === '03')).toBe(true);
  });

  it('lists only the schools of the teacher’s own county', async () => {
    const vestland = await addTeacher(app, '46');
    expect(await schools(vestland.idToken)).toEqual([]);
    const added = await app.inject({ method: 'POST', url: '/api/school', headers: { authorization: `Bearer ${vestland.idToken}` }, payload: { name: 'Fjellet skule' } });
    expect(added.statusCode).toBe(200);
    expect((await schools(vestland.idToken)).map((s: { name: string }) => s.name)).toEqual(['Fjellet skule']);
    expect((await schools((await addTeacher(app, '03')).idToken)).map((s: { name: string }) => s.name)).not.toContain('Fjellet skule');
  });

  it('answers an empty list to a teacher without a county', async () => {
    const noCounty = await addAccount(app, { isTeacher: true });
    expect(await schools(noCounty.idToken)).toEqual([]);
  });

  it('refuses a pupil (403) and no token (401)', async () => {
    expect((await getAs(app, '/api/list/school', (await addPupil(app)).idToken)).statusCode).toBe(403);
    expect((await getAs(app, '/api/list/school', null)).statusCode).toBe(401);
  });
});
