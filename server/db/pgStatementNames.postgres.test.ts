import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect } from './connect';

// Only in the PostgreSQL run (vite.config.ts).
describe('named statements on PostgreSQL', () => {
  it('prepares a query with parameters once on a connection and reuses it', async () => {
    const db = connect({ kind: 'postgres', url: process.env.DATABASE_URL! });
    try {
      // One transaction is one connection, where the prepared statements can be seen.
      const prepared = await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 3; i++) await sql`select ${i}::int + 1 as answer`.execute(trx);
        return sql<{ statement: string }>`select statement from pg_prepared_statements where statement like ${'select $1::int + 1%'}`.execute(trx);
      });
      expect(prepared.rows).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it('runs a script without parameters of several statements, as a migration may be', async () => {
    const db = connect({ kind: 'postgres', url: process.env.DATABASE_URL! });
    try {
      await expect(sql.raw('select 1; select 2').execute(db)).resolves.toBeDefined();
    } finally {
      await db.destroy();
    }
  });
});
