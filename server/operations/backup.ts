import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { DbTarget } from '../db/connect';

const run = promisify(execFile);

/** A backup or restore that cannot go ahead; its message is for the operator. */
export class BackupError extends Error {}

const stamp = (now: Date) => now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** `app-20261206-184500.sqlite` or `.pgdump` in `dir`. */
export function backupFileName(target: DbTarget, dir: string, now = new Date()): string {
  return path.join(dir, `app-${stamp(now)}.${target.kind === 'sqlite' ? 'sqlite' : 'pgdump'}`);
}

async function tool(command: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(command, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const { code, stderr } = err as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT') throw new BackupError(`${command} finnes ikke på denne maskinen (Debian: postgresql-client).`);
    throw new BackupError(`${command} feilet: ${(stderr ?? String(err)).trim()}`);
  }
}

/** A consistent copy while the server runs: SQLite's `VACUUM INTO` and `pg_dump` each read one snapshot. */
export async function backupDatabase(target: DbTarget, file: string): Promise<void> {
  if (fs.existsSync(file)) throw new BackupError(`${file} finnes fra før; velg et annet navn.`);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === 'postgres') {
    const schema = target.searchPath ? [`--schema=${target.searchPath}`] : [];
    return tool('pg_dump', ['--format=custom', '--no-owner', ...schema, `--file=${file}`, `--dbname=${target.url}`]);
  }
  if (!fs.existsSync(target.file)) throw new BackupError(`Det finnes ingen database i ${target.file}.`);
  const db = new SQLite(target.file, { readonly: true, fileMustExist: true });
  try {
    db.prepare('vacuum into ?').run(file);
  } finally {
    db.close();
  }
}

function checkSqliteBackup(file: string) {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const ok = db.pragma('quick_check', { simple: true }) === 'ok';
    const hasProgress = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'progress'").get() !== undefined;
    if (ok && hasProgress) return;
  } catch {
    // Not an SQLite file: said below.
  } finally {
    db?.close();
  }
  throw new BackupError(`${file} er ikke en hel sikkerhetskopi av appens database; ingenting er endret.`);
}

/**
 * Puts a backup in the database's place. SQLite: the server must be stopped, and the old file is kept (answered).
 * PostgreSQL: one transaction, so a failed restore leaves the database as it was.
 */
export async function restoreDatabase(target: DbTarget, file: string, now = new Date()): Promise<string | undefined> {
  if (!fs.existsSync(file)) throw new BackupError(`Finner ikke ${file}.`);
  if (target.kind === 'postgres') {
    await tool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${target.url}`, file]);
    return undefined;
  }
  checkSqliteBackup(file);
  fs.mkdirSync(path.dirname(target.file), { recursive: true });
  let kept: string | undefined;
  if (fs.existsSync(target.file)) {
    kept = `${target.file}.før-gjenoppretting-${stamp(now)}`;
    fs.renameSync(target.file, kept);
    for (const suffix of ['-wal', '-shm']) if (fs.existsSync(target.file + suffix)) fs.renameSync(target.file + suffix, kept + suffix);
  }
  fs.copyFileSync(file, target.file);
  return kept;
}
