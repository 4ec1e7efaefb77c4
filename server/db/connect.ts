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

// int8 columns hold millisecond timestamps, which fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export function connect(target: DbTarget): Kysely<Database> {
  if (target.kind === 'postgres') {
    // synchronous_commit=off: as SQLite's synchronous=NORMAL below, a commit is not flushed to disk before the answer,
    // so only a crash of the database server can lose the last fraction of a second of commits; it is never corrupted.
    const options = ['-c synchronous_commit=off', ...(target.searchPath ? [`-c search_path=${target.searchPath}`] : [])];
    const pool = withStatementNames(new pg.Pool({ connectionString: target.url, max: 10, options: options.join(' ') }));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  // WAL lets readers run while a save is written; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // With WAL, NORMAL syncs at checkpoints instead of on every commit: the database cannot be corrupted, and
  // only a power cut (not a crash of the server) can lose the last commits, which the pupil's browser still
  // holds and saves again. It roughly halves a save's time on an ordinary disk.
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new TurnsSqliteDialect({ database: withStatementCache(sqlite) }) });
}
