import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClassSummary, ClassSummarySchema } from '../../../src/contracts/admin';
import { type TestApp, testClock } from '../../test/authHelpers';
import { addPupil, addTeacher, classAction, createTestClass, demoTeacherToken, getAs, saveResponses, type TestAccount } from '../../test/teacherHelpers';
import { buildTestApp } from '../../test/testApp';

describe('GET /api/list/class', () => {
  let app: TestApp;
  const clock = testClock();
  let demo: string;
  let teacher: TestAccount;
  let other: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    demo = await demoTeacherToken(app);
    teacher = await addTeacher(app);
    other = await addTeacher(app);
  });
  afterAll(() => app?.close());

  const list = async (token: string) => {
    const res = await getAs(app, '/api/list/class', token);
    expect(res.statusCode).toBe(200);
    return res.json().data as ClassSummary[];
  };

  it('lists the demo teacher’s demo class with all its fields', async () => {
    const [demoClass, ...rest] = await list(demo);
    expect(rest).toEqual([]);
    expect(ClassSummarySchema.parse(demoClass)).toEqual({
      classCode: 'DEMO26',
      name: 'Demoklasse 10A',
      school: 'Demo ungdomsskole',
      schoolYear: '2026/2027',
      archived: false,
      createdAt: clock.now(),
      sections: { '2': false, '3': false, '4': false, '5': false },
      pupilCount: 0,
      retention: { deletesAt: null, inactiveMonths: 12 },
    });
  });

  it('lists only the caller’s own classes, newest first, archived ones flagged', async () => {
    clock.advance(1000);
    const first = await createTestClass(app, teacher.idToken, { name: 'Eldst' });
    clock.advance(1000);
    const second = await createTestClass(app, teacher.idToken, { name: 'Midten' });
    clock.advance(1000);
    const third = await createTestClass(app, teacher.idToken, { name: 'Nyest' });
    const foreign = await createTestClass(app, other.idToken, { name: 'Ikke din' });
    await classAction(app, 'archive', teacher.idToken, { classCode: second, archived: true });

    const mine = await list(teacher.idToken);
    expect(mine.map((c) => [c.classCode, c.name, c.archived])).toEqual([
      [third, 'Nyest', false],
      [second, 'Midten', true],
      [first, 'Eldst', false],
    ]);
    expect(mine.map((c) => c.classCode)).not.toContain(foreign);
    expect((await list(demo)).map((c) => c.classCode)).toEqual(['DEMO26']);
  });

  it('shows the sessions opened and the pupils who have a record, but not teachers trying the class', async () => {
    const code = await createTestClass(app, teacher.idToken, { name: 'Med elever' });
    await classAction(app, 'enable-section', teacher.idToken, { classCode: code, oktNumber: 2 });
    await classAction(app, 'enable-section', teacher.idToken, { classCode: code, oktNumber: 5 });
    await classAction(app, 'disable-section', teacher.idToken, { classCode: code, oktNumber: 5 });
    await saveResponses(app, await addPupil(app), code, []);
    await saveResponses(app, await addPupil(app), code, { O1A: ['trygg-jobb'] });
    await saveResponses(app, await addPupil(app), await createTestClass(app, teacher.idToken, { name: 'Annen' }), { O1A: ['trygg-jobb'] });
    await app.db.insertInto('progress').values({ user_id: teacher.userId, class_code: code, responses: '[]', last_updated: 1 }).execute();

    const found = (await list(teacher.idToken)).find((c) => c.classCode === code);
    expect(found).toMatchObject({ sections: { '2': true, '3': false, '4': false, '5': false }, pupilCount: 2 });
  });

  it('answers an empty list to a teacher without classes, and is never cached', async () => {
    const fresh = await addTeacher(app);
    const res = await getAs(app, '/api/list/class', fresh.idToken);
    expect(res.json()).toEqual({ success: true, data: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('has no e-mail address in it', async () => {
    const res = await getAs(app, '/api/list/class', demo);
    expect(res.body).not.toMatch(/@/);
  });
});
