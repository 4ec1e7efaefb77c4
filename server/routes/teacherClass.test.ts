import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLASSES_PER_TEACHER_PER_DAY } from '../../src/contracts/admin';
import { SESSION_HOURS } from '../../src/contracts/auth';
import { issueSession } from '../auth/credentials';
import { findUserById } from '../db/repositories/users';
import { bearer, type TestApp, testClock } from '../test/authHelpers';
import { addPupil, addTeacher, classAction, createTestClass, type TestAccount } from '../test/teacherHelpers';
import { buildTestApp, testConfig } from '../test/testApp';

/** Every endpoint of the teacher's admin area, with a body that would succeed for the class's own teacher. */
function teacherEndpoints(classCode: string) {
  return [
    { method: 'POST', url: '/api/class/create', payload: { name: '10A', school: 'Fjordvik skole', schoolYear: '2026/2027' } },
    { method: 'POST', url: '/api/class/update', payload: { classCode, name: 'Nytt navn' } },
    { method: 'POST', url: '/api/class/archive', payload: { classCode, archived: true } },
    { method: 'POST', url: '/api/class/enable-section', payload: { classCode, oktNumber: 2 } },
    { method: 'POST', url: '/api/class/disable-section', payload: { classCode, oktNumber: 2 } },
    { method: 'POST', url: '/api/class/explode', payload: { classCode } },
    { method: 'GET', url: '/api/list/class' },
    { method: 'GET', url: `/api/list/class/${classCode}/progress` },
    { method: 'GET', url: '/api/list/school' },
    { method: 'POST', url: '/api/school', payload: { name: 'Ny skole' } },
  ] as const;
}

describe('who may use the teacher endpoints', () => {
  let app: TestApp;
  const clock = testClock();
  let teacher: TestAccount;
  let pupil: TestAccount;
  let classCode: string;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    teacher = await addTeacher(app);
    pupil = await addPupil(app);
    classCode = await createTestClass(app, teacher.idToken);
  });
  afterAll(() => app?.close());

  /** Everything a refused call could have changed. */
  const state = async () =>
    JSON.stringify(
      await Promise.all([
        app.db.selectFrom('classes').selectAll().orderBy('code').execute(),
        app.db.selectFrom('class_sections').selectAll().orderBy('class_code').orderBy('okt_number').execute(),
        app.db.selectFrom('schools').selectAll().orderBy('id').execute(),
      ]),
    );

  it('refuses a call without a token with 401', async () => {
    const before = await state();
    for (const { method, url, ...rest } of teacherEndpoints(classCode)) {
      const res = await app.inject({ method, url, payload: 'payload' in rest ? rest.payload : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ success: false, messageKey: 'txt_error_login_again' });
    }
    expect(await state()).toBe(before);
  });

  it('refuses a pupil’s token with 403', async () => {
    const before = await state();
    for (const { method, url, ...rest } of teacherEndpoints(classCode)) {
      const res = await app.inject({ method, url, headers: bearer(pupil.idToken), payload: 'payload' in rest ? rest.payload : undefined });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ success: false, error: 'auth/forbidden', messageKey: 'txt_error_no_access' });
    }
    expect(await state()).toBe(before);
  });

  it('refuses an expired teacher token with 401 and says the session expired', async () => {
    const later = await addTeacher(app);
    clock.advance(SESSION_HOURS * 3_600_000 + 1000);
    const before = await state();
    for (const { method, url, ...rest } of teacherEndpoints(classCode)) {
      const res = await app.inject({ method, url, headers: bearer(later.idToken), payload: 'payload' in rest ? rest.payload : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ success: false, error: 'auth/id-token-expired', messageKey: 'txt_error_session_expired' });
    }
    expect(await state()).toBe(before);
  });
});

describe('teachers and each other’s classes (property-based)', () => {
  let app: TestApp;
  const teachers: TestAccount[] = [];
  /** Class code → index of its teacher. */
  const owner = new Map<string, number>();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    for (let t = 0; t < 3; t++) {
      teachers.push(await addTeacher(app));
      for (let c = 0; c < 2; c++) owner.set(await createTestClass(app, teachers[t]!.idToken, { name: `Lærer ${t} klasse ${c}` }), t);
    }
  });
  afterAll(() => app?.close());

  /** Every class exactly as stored, by code: its fields and its sessions. */
  async function classStates(): Promise<Map<string, string>> {
    const rows = await app.db.selectFrom('classes').selectAll().execute();
    const sections = await app.db.selectFrom('class_sections').selectAll().orderBy('okt_number').execute();
    return new Map(
      rows.map((row) => [
        row.code,
        JSON.stringify({ row, sections: sections.filter((s) => s.class_code === row.code).map((s) => [Number(s.okt_number), Number(s.enabled)]) }),
      ]),
    );
  }

  it('lets a teacher act only on their own classes, whatever the teacher, class and action', async () => {
    const codes = [...owner.keys()];
    const target = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...codes) },
      { weight: 1, arbitrary: fc.constantFrom(...codes).map((c) => c.toLowerCase()) },
      { weight: 1, arbitrary: fc.stringMatching(/^[A-Z2-9]{6}$/).filter((c) => !owner.has(c)) },
    );
    const act = fc.record({
      teacher: fc.nat({ max: teachers.length - 1 }),
      classCode: target,
      kind: fc.constantFrom('create', 'update', 'archive', 'enable-section', 'disable-section', 'progress'),
      name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0),
      archived: fc.boolean(),
      oktNumber: fc.integer({ min: 2, max: 5 }),
    });

    await fc.assert(
      fc.asyncProperty(act, async ({ teacher, classCode, kind, name, archived, oktNumber }) => {
        const code = classCode.toUpperCase();
        const before = await classStates();
        const token = teachers[teacher]!.idToken;
        if (kind === 'create') {
          const created = await classAction(app, 'create', token, { name, school: 'Fjordvik skole', schoolYear: '2026/2027' });
          // All runs fall on one day: a teacher past the day's quota is refused, and nothing is made.
          const madeToday = [...owner.values()].filter((o) => o === teacher).length;
          if (madeToday >= MAX_CLASSES_PER_TEACHER_PER_DAY) {
            expect(created.statusCode).toBe(429);
            expect(await classStates()).toEqual(before);
            return;
          }
          expect(created.statusCode).toBe(200);
          const newCode = created.json().data.classCode as string;
          expect(before.has(newCode)).toBe(false);
          owner.set(newCode, teacher);
        }
        const res =
          kind === 'create'
            ? await app.inject({ url: '/api/list/class', headers: bearer(token) })
            : kind === 'progress'
            ? await app.inject({ url: `/api/list/class/${classCode}/progress`, headers: bearer(token) })
            : await classAction(app, kind, token, kind === 'update' ? { classCode, name } : kind === 'archive' ? { classCode, archived } : { classCode, oktNumber });

        if (kind === 'create') {
          // The new class is the creator's: their list is exactly the classes they own (the next test checks everyone's).
          const listed = (res.json().data as { classCode: string }[]).map((c) => c.classCode).sort();
          expect(listed).toEqual([...owner].filter(([, o]) => o === teacher).map(([c]) => c).sort());
        } else if (!owner.has(code)) {
          expect(res.statusCode).toBe(404);
        } else if (owner.get(code) !== teacher) {
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ success: false, error: 'auth/forbidden', messageKey: 'txt_error_no_access' });
        } else {
          const wasArchived = JSON.parse(before.get(code)!).row.archived === 1;
          const refusedAsArchived = wasArchived && (kind === 'enable-section' || kind === 'disable-section');
          expect(res.statusCode).toBe(refusedAsArchived ? 409 : 200);
        }
        // Nothing of any other teacher's class changed, whatever the answer.
        const after = await classStates();
        for (const [c, o] of owner) if (o !== teacher && before.has(c)) expect(after.get(c), c).toBe(before.get(c));
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('lists to each teacher exactly their own classes', async () => {
    for (const [t, teacher] of teachers.entries()) {
      const res = await app.inject({ url: '/api/list/class', headers: bearer(teacher.idToken) });
      const listed = (res.json().data as { classCode: string }[]).map((c) => c.classCode).sort();
      expect(listed).toEqual([...owner].filter(([, o]) => o === t).map(([c]) => c).sort());
    }
  });
});

describe('classes one teacher may create in a day', () => {
  let app: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
  });
  afterAll(() => app?.close());
  const create = (teacher: TestAccount, name: string) => classAction(app, 'create', teacher.idToken, { name, school: 'Fjordvik skole', schoolYear: '2026/2027' });
  const classesOf = async (teacher: TestAccount) => (await app.db.selectFrom('classes').select('code').where('teacher_id', '=', teacher.userId).execute()).length;

  it(`takes ${MAX_CLASSES_PER_TEACHER_PER_DAY} at once and refuses the rest with 429 and a message, then takes more a day later`, async () => {
    const teacher = await addTeacher(app);
    const burst = await Promise.all(Array.from({ length: MAX_CLASSES_PER_TEACHER_PER_DAY + 5 }, (_, i) => create(teacher, `Klasse ${i}`)));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(MAX_CLASSES_PER_TEACHER_PER_DAY);
    const refused = burst.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual([429, 429, 429, 429, 429]);
    expect(refused[0]!.json()).toEqual({ success: false, error: 'ueokonomi/too-many-classes-today', messageKey: 'txt_error_class_limit' });
    expect(Number(refused[0]!.headers['retry-after'])).toBe(24 * 3600);
    expect(await classesOf(teacher)).toBe(MAX_CLASSES_PER_TEACHER_PER_DAY);

    // Another teacher has a day's classes of their own.
    const other = await addTeacher(app);
    expect((await create(other, '9A')).statusCode).toBe(200);

    clock.advance(24 * 3_600_000);
    const nextDay = { ...teacher, idToken: (await issueSession(app, (await findUserById(app.db, teacher.userId))!)).idToken };
    expect((await create(nextDay, 'Neste dag')).statusCode).toBe(200);
    expect(await classesOf(teacher)).toBe(MAX_CLASSES_PER_TEACHER_PER_DAY + 1);
  });

  it('does not count a class that was refused for its input', async () => {
    const teacher = await addTeacher(app);
    expect((await classAction(app, 'create', teacher.idToken, { name: '', school: 'Fjordvik skole', schoolYear: '2026/2027' })).statusCode).toBe(400);
    for (let i = 0; i < MAX_CLASSES_PER_TEACHER_PER_DAY; i++) expect((await create(teacher, `Klasse ${i}`)).statusCode).toBe(200);
    expect((await create(teacher, 'Én for mye')).statusCode).toBe(429);
  });
});
