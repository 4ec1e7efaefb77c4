import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect } from './connect';

// A commit is answered before it is flushed, on both databases: only a crash of the database server (or a power cut)
// can lose the last fraction of a second of saves, which the pupils' browsers send again (docs/decisions.md).
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
