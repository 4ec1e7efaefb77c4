import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Far more than the app's distinct queries; a bound keeps a bug that builds SQL from data from growing memory. */
const MAX_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every query anew, which cost about a tenth of a save's time under load.
 * The app's queries are a small fixed set, so each is prepared once and reused (better-sqlite3 re-prepares
 * by itself after a schema change). The driver runs one query at a time, so a statement is never shared
 * by two queries in flight.
 */
export function withStatementCache(db: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      db.close();
    },
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
