import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig } from '../config';
import type { DbTarget } from '../db/connect';

const root = path.resolve(import.meta.dirname, '..', '..');

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    CONTENT_DIR: path.join(root, 'content'),
    CLIENT_DIR: path.join(root, 'server', 'test', 'fixtures', 'client'),
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/**
 * A fresh, migrated database for one test app: SQLite in memory, or, with TEST_DB=postgres, a schema of its own in
 * DATABASE_URL, dropped with the others after the run (server/test/postgresSchemas.ts).
 */
async function freshDbTarget(): Promise<{ target: DbTarget; cleanUp: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { target: { kind: 'sqlite', file: ':memory:' }, cleanUp: async () => {} };
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return {
    target: { kind: 'postgres', url, searchPath: schema },
    cleanUp: async () => {},
  };
}

export async function buildTestApp(options: Partial<BuildOptions> = {}) {
  const { target, cleanUp } = await freshDbTarget();
  const app = await buildApp({ config: testConfig(), dbTarget: target, logger: false, ...options });
  app.addHook('onClose', cleanUp);
  return app;
}

/**
 * Several instances of the app on one fresh database, as behind a load balancer: SQLite in a temporary
 * file (an in-memory database has one connection), or one schema of DATABASE_URL. `close` closes them all.
 */
export async function buildTestInstances(count: number, options: Partial<BuildOptions> = {}) {
  const shared =
    process.env.TEST_DB === 'postgres'
      ? await freshDbTarget()
      : (() => {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'okonomi-test-'));
          return { target: { kind: 'sqlite', file: path.join(dir, 'app.sqlite') } as DbTarget, cleanUp: async () => fs.rmSync(dir, { recursive: true, force: true }) };
        })();
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  // One after another: the first migrates the database, and the others find it done.
  for (let i = 0; i < count; i++) apps.push(await buildApp({ config: testConfig(), dbTarget: shared.target, logger: false, ...options }));
  return {
    apps,
    target: shared.target,
    async close() {
      for (const app of apps) await app.close();
      await shared.cleanUp();
    },
  };
}
