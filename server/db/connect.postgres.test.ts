import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect } from './connect';

// Only in the PostgreSQL run (vite.config.ts). A save is answered only once its commit is on disk: the pool leaves
// PostgreSQL's synchronous_commit as the server has it (on unless an operator changed it), never off on its own.
// restart.postgres.test.ts shows what that keeps across a crash of the database.
describe('the PostgreSQL connection', () => {
  it('leaves synchronous_commit at the server’s setting on every connection of the pool', async () => {
    const db = connect({ kind: 'postgres', url: process.env.DATABASE_URL! });
    try {
      const answers = await Promise.all([1, 2, 3].map(() => sql<{ setting: string; source: string }>`select setting, source from pg_settings where name = 'synchronous_commit'`.execute(db)));
      for (const { rows } of answers) expect(rows[0]!.source).not.toBe('client');
      expect(answers.map((a) => a.rows[0]!.setting)).toEqual(['on', 'on', 'on']);
    } finally {
      await db.destroy();
    }
  });
});
