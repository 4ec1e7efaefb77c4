import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import { connect, type DbLog, type DbTarget } from '../db/connect';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export function dbTargetFromConfig(config: AppConfig): DbTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'sqlite', file: path.join(config.dataDir, 'app.sqlite') };
}

/** Opens and migrates the database before any route runs. */
export async function openDatabase(target: DbTarget, log?: DbLog): Promise<Kysely<Database>> {
  const db = connect(target, log);
  try {
    // On PostgreSQL the bookkeeping's schema is always named: Kysely would otherwise take another schema's tables for ours.
    await migrateToLatest(db as Kysely<unknown>, target.kind === 'postgres' ? (target.searchPath ?? 'public') : undefined);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return db;
}

export const db = fp(async (app: FastifyInstance, { target }: { target: DbTarget }) => {
  const db = await openDatabase(target, app.log);
  app.decorate('db', db);
  // onClose hooks run last registered first, so the database closes after every plugin that uses it.
  app.addHook('onClose', async () => db.destroy());
}, { name: 'db' });
