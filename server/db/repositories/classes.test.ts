import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '../../../src/contracts/admin';
import { ClassCodeSchema } from '../../../src/contracts/auth';
import type { TestApp } from '../../test/authHelpers';
import { addTeacher, type TestAccount } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';
import { createClass, randomClassCode } from './classes';

const NEW_CLASS = { name: '10A', school: 'Fjordvik skole', schoolYear: '2026/2027' };

describe('class codes', () => {
  it('are CLASS_CODE_LENGTH characters of the alphabet, whatever the random source draws', () => {
    fc.assert(
      fc.property(fc.infiniteStream(fc.nat()), (draws) => {
        const code = randomClassCode((max) => draws.next().value % max);
        expect(code).toHaveLength(CLASS_CODE_LENGTH);
        expect([...code].every((c) => CLASS_CODE_ALPHABET.includes(c))).toBe(true);
        // A code pupils can type must also pass the login form's check unchanged.
        expect(ClassCodeSchema.parse(code.toLowerCase())).toBe(code);
      }),
    );
  });

  it('never holds characters that are misread aloud or on a projector', () => {
    for (let i = 0; i < 2000; i++) expect(randomClassCode()).not.toMatch(/[01OIL]/);
  });

  it('draw every character of the alphabet, so no part of it is lost', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) for (const c of randomClassCode()) seen.add(c);
    expect([...seen].sort().join('')).toBe([...CLASS_CODE_ALPHABET].sort().join(''));
  });
});

describe('createClass', () => {
  let app: TestApp;
  let teacher: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    teacher = await addTeacher(app);
  });
  afterAll(() => app?.close());

  const TERMS = { months: 12, archiveGraceDays: 30 };
  const sequence = (...codes: string[]) => {
    let i = 0;
    return () => codes[i++] ?? 'UNUSED';
  };

  it('draws again when the code belongs to a class, archived or not', async () => {
    await createClass(app.db, { teacherId: teacher.userId, ...NEW_CLASS }, 1, TERMS, sequence('TAKEN2'));
    await createClass(app.db, { teacherId: teacher.userId, ...NEW_CLASS }, 2, TERMS, sequence('GAMMEL'));
    await app.db.updateTable('classes').set({ archived: 1 }).where('code', '=', 'GAMMEL').execute();

    const created = await createClass(app.db, { teacherId: teacher.userId, ...NEW_CLASS }, 3, TERMS, sequence('TAKEN2', 'GAMMEL', 'FRISK7'));
    expect(created.classCode).toBe('FRISK7');
    const owners = await app.db.selectFrom('classes').select(['code', 'created_at']).orderBy('created_at').execute();
    expect(owners.map((r) => r.code)).toEqual(['TAKEN2', 'GAMMEL', 'FRISK7']);
  });

  it('draws again when a pupil has saved progress under the code, so old answers never join a new class', async () => {
    await app.db.insertInto('progress').values({ user_id: teacher.userId, class_code: 'BRUKT3', responses: '{}', last_updated: 1 }).execute();
    const created = await createClass(app.db, { teacherId: teacher.userId, ...NEW_CLASS }, 4, TERMS, sequence('BRUKT3', 'NYKODE'));
    expect(created.classCode).toBe('NYKODE');
  });

  it('gives up with an error, never a duplicate, when every draw is taken', async () => {
    await expect(createClass(app.db, { teacherId: teacher.userId, ...NEW_CLASS }, 5, TERMS, () => 'TAKEN2')).rejects.toThrow(/klassekode/);
    expect(await app.db.selectFrom('classes').select('code').where('code', '=', 'TAKEN2').execute()).toHaveLength(1);
  });

  it('gives concurrent creations distinct codes even when they draw the same ones', async () => {
    const draws = () => sequence('SAMME2', 'SAMME3', 'SAMME4', 'SAMME5');
    const created = await Promise.all(Array.from({ length: 4 }, (_, i) => createClass(app.db, { teacherId: teacher.userId, ...NEW_CLASS }, 10 + i, TERMS, draws())));
    expect(new Set(created.map((c) => c.classCode)).size).toBe(4);
  });
});
