import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../plugins/db';

/**
 * The server on PostgreSQL without a search_path of its own (production, and CI's browser journeys) keeps its
 * migration bookkeeping in `public`. Kysely looks for its tables in every schema unless told which: another
 * schema's lock table (a test's, left behind) once made it skip creating ours and fail to start.
 */
describe('migrating PostgreSQL’s public schema', () => {
  it('starts although another schema already has Kysely’s bookkeeping tables', async () => {
    // A database of its own, so its public schema starts empty like a new installation's.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL! });
    await admin.connect();
    const name = `t_public_${Date.now().toString(36)}`;
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.href });
    try {
      await client.connect();
      await client.query('create schema decoy');
      await client.query('create table decoy.kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0)');
      await client.query('create table decoy.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)');
      const db = await openDatabase({ kind: 'postgres', url: url.href });
      await db.destroy();
      const { rows } = await client.query(`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name in ('kysely_migration_lock', 'users')`);
      expect(rows[0].n).toBe(2);
    } finally {
      await client.end();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  });
});
