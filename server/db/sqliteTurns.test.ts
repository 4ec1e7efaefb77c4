import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect } from './connect';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('turns at the one SQLite connection', () => {
  it('keeps queries out of another request’s transaction, and a failed transaction lets the next one in', async () => {
    const db = connect({ kind: 'sqlite', file: ':memory:' });
    try {
      await sql`create table counter (n integer not null)`.execute(db);
      await sql`insert into counter values (0)`.execute(db);
      // Each transaction reads, waits a tick with the connection held, and writes: run together, any query let into
      // another's transaction would see or leave a count out of step.
      const bump = () =>
        db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
          await settled();
          await sql`update counter set n = ${rows[0]!.n + 1}`.execute(trx);
        });
      const failing = db.transaction().execute(async (trx) => {
        await sql`update counter set n = n + 1000`.execute(trx);
        throw new Error('refused');
      });
      const reads = Array.from({ length: 50 }, () => sql<{ n: number }>`select n from counter`.execute(db));
      const results = await Promise.allSettled([...Array.from({ length: 50 }, bump), failing, ...reads]);

      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
      const { rows } = await sql<{ n: number }>`select n from counter`.execute(db);
      expect(rows[0]!.n).toBe(50);
    } finally {
      await db.destroy();
    }
  });
});
