import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect } from './connect';

// Only in the PostgreSQL run (vite.config.ts). See connect.test.ts for why commits are not flushed first.
describe('the PostgreSQL connection', () => {
  it('runs PostgreSQL with synchronous_commit off on every connection of the pool', async () => {
    const db = connect({ kind: 'postgres', url: process.env.DATABASE_URL! });
    try {
      const answers = await Promise.all([1, 2, 3].map(() => sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)));
      expect(answers.map((a) => a.rows[0]!.synchronous_commit)).toEqual(['off', 'off', 'off']);
    } finally {
      await db.destroy();
    }
  });
});
