import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Far more than the app's distinct queries; a bound keeps a bug that builds SQL from data from filling each connection. */
const MAX_NAMED = 500;

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it each time: under a class's saves that costs a large
 * share of the database's CPU. Named, each connection prepares a query once and reuses it,
 * as SQLite does with statementCache.ts. Only queries with parameters are named: a script without them (a migration)
 * may hold several statements, which only the unnamed simple protocol takes.
 */
export function withStatementNames(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) {
      name = `q${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
      const name = typeof text === 'string' && Array.isArray(values) && values.length > 0 ? nameOf(text) : undefined;
      return name ? query({ name, text, values }, ...rest) : query(text, values, ...rest);
    };
  });
  return pool;
}
