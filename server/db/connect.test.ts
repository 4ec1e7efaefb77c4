import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect } from './connect';

// SQLite answers a commit before it is flushed (WAL, synchronous = NORMAL): a crash of the server loses nothing, a
// power cut the last commits (docs/decisions/databases.md). PostgreSQL flushes first (connect.postgres.test.ts).
describe('the database connection', () => {
  it('runs SQLite in WAL with synchronous = NORMAL and foreign keys on', async () => {
    const db = connect({ kind: 'sqlite', file: ':memory:' });
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(rows[0]!.synchronous).toBe(1);
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]!.foreign_keys).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});
