import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { withStatementNames } from './pgStatementNames';
import { TurnsSqliteDialect } from './sqliteTurns';
import { withStatementCache } from './statementCache';

export type DbTarget =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; searchPath?: string };

/** Where the connection reports what it survives. */
export interface DbLog {
  warn(details: { err: unknown }, message: string): void;
}

const consoleLog: DbLog = {
  warn: ({ err }, message) => console.warn(`${message}: ${err instanceof Error ? err.message : String(err)}`),
};

// int8 columns hold millisecond timestamps, which fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export function connect(target: DbTarget, log: DbLog = consoleLog): Kysely<Database> {
  if (target.kind === 'postgres') {
    // synchronous_commit stays the server's (on): a save is answered only once on disk (docs/decisions/databases.md).
    const options = target.searchPath ? `-c search_path=${target.searchPath}` : undefined;
    const pool = withStatementNames(new pg.Pool({ connectionString: target.url, max: 10, ...(options ? { options } : {}) }));
    // Unheard, pg's `error` event on a dropped connection would end the process.
    pool.on('error', (err) => log.warn({ err }, 'the database closed a connection; the next query opens a new one'));
    // Likewise for a connection lost while a request holds it; that request's query fails (503, errors.ts).
    pool.on('connect', (client) => client.on('error', () => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  // WAL lets readers run while a save is written; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Only a power cut can lose the last commits, which the browser still holds (docs/decisions/databases.md).
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new TurnsSqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** SQLSTATEs of a database that is down, starting or out of connections (classes 08 and 57P, 53300). */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
/** Node's codes for a database server that cannot be reached. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg's own words for a connection that ended or could not be had in time. */
const LOST = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** Whether a request failed because the database could not be reached, so sent again later it can succeed. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNREACHABLE.has(code))) return true;
    if (LOST.test(e.message)) return true;
    // A name that does not resolve, or a connection refused on each of a host's addresses.
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
