import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Far more than the app's distinct queries; bounded against a bug that builds SQL from data. */
const MAX_STATEMENTS = 500;

/**
 * Prepares each query once (docs/decisions/databases.md). The driver runs one query at a time, so a statement is
 * never shared by two in flight.
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
