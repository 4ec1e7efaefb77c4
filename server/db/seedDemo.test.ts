import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { signIn, type TestApp } from '../test/authHelpers';
import { buildTestApp, testConfig } from '../test/testApp';
import { DEMO, seedDemo } from './seedDemo';

function capturingLog() {
  const lines: string[] = [];
  const log = { info: (message: string) => lines.push(message) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('demo seed', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
  });
  afterAll(() => app?.close());

  it('creates the demo teacher and class once, and says so only then', async () => {
    const first = capturingLog();
    expect(await seedDemo(app.db, first.log, 1000)).toEqual({ createdTeacher: true, createdClass: true });
    expect(first.lines.join('\n')).toContain('laerer@demo.no');
    expect(first.lines.join('\n')).toContain('demo-laerer-2026');
    expect(first.lines.join('\n')).toContain('DEMO26');

    const second = capturingLog();
    expect(await seedDemo(app.db, second.log, 2000)).toEqual({ createdTeacher: false, createdClass: false });
    expect(second.lines).toEqual([]);

    const users = await app.db.selectFrom('users').selectAll().where('email', '=', DEMO.email).execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ has_teacher_access: 1, fylke_id: '03', fylke_email: 'laerer@demo.no' });
    expect(await verifyPassword(users[0]!.password_hash, 'demo-laerer-2026')).toBe(true);
    const classes = await app.db.selectFrom('classes').selectAll().execute();
    expect(classes).toEqual([
      { code: 'DEMO26', teacher_id: users[0]!.id, name: 'Demoklasse 10A', school: 'Demo ungdomsskole', school_year: '2026/2027', archived: 0, archived_at: null, created_at: 1000, feide_group: null },
    ]);
  });

  it('survives two instances seeding at the same moment', async () => {
    const fresh = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    try {
      const results = await Promise.all([seedDemo(fresh.db, capturingLog().log, 1), seedDemo(fresh.db, capturingLog().log, 1)]);
      expect(results.filter((r) => r.createdClass)).toHaveLength(1);
      expect(await fresh.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('runs on start outside production, so the demo teacher can sign in', async () => {
    const seeded = await buildTestApp();
    try {
      expect((await signIn(seeded, 'laerer@demo.no', 'demo-laerer-2026')).statusCode).toBe(200);
    } finally {
      await seeded.close();
    }
  });
});
