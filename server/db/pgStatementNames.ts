import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Far more than the app's distinct queries; bounded against a bug that builds SQL from data. */
const MAX_NAMED = 500;

/**
 * Names each query so a connection prepares it once (docs/decisions/databases.md). Only queries with parameters:
 * a script without them may hold several statements, which only the unnamed simple protocol takes.
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
