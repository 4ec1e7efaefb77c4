/** The production server as `npm start` runs it, on a free port with its own data (a throw-away PostgreSQL database). */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { keepOutput, stopChild, waitForUrl } from '../processes';

export const root = path.resolve(import.meta.dirname, '..', '..');

export interface BenchServer {
  base: string;
  database: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  /** A PostgreSQL server to make a throw-away database in; SQLite in the data directory when absent. */
  postgresUrl?: string;
  seedDemo?: boolean;
  /** Another client build to serve (default dist/client): the bench's bare React page (floor.ts). */
  clientDir?: string;
  /** Worker processes (WEB_CONCURRENCY, server/cluster.ts); PostgreSQL only. */
  workers?: number;
  /** Instances behind one proxy: the database they share (kept, not dropped) and their one signing secret. */
  shared?: { databaseUrl: string; authSecret: string };
  env?: Record<string, string>;
}

const START_TIMEOUT_MS = 30_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database next to the one in `url`; answers its URL and how to drop it. */
export async function throwAwayDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
}

export async function startProductionServer(options: ServerOptions = {}): Promise<BenchServer> {
  const entry = path.join(root, 'dist', 'server', 'main.js');
  if (!fs.existsSync(entry)) throw new Error('dist/server/main.js is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  const database = options.shared
    ? { url: options.shared.databaseUrl, drop: async () => {} }
    : options.postgresUrl
      ? await throwAwayDatabase(options.postgresUrl)
      : undefined;
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      // Production needs its signing secret from the environment; a fresh one per run.
      AUTH_SECRET: options.shared?.authSecret ?? randomBytes(32).toString('base64url'),
      // Production also needs to know who may become a teacher; the benchmarks use the demo teacher.
      TEACHER_APPROVAL: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: options.seedDemo === false ? '0' : '1',
      // The bench's pupils save as fast as the server answers, far above a real pupil's 120 a minute.
      SAVES_PER_MINUTE: '1000000',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(options.clientDir ? { CLIENT_DIR: options.clientDir } : {}),
      ...(options.workers ? { WEB_CONCURRENCY: String(options.workers) } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepOutput(child);
  const base = `http://127.0.0.1:${port}`;

  const stop = async () => {
    await stopChild(child, 'SIGTERM', 12_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };

  try {
    await waitForUrl(`${base}/api/health`, child, { name: 'the server', timeoutMs: START_TIMEOUT_MS, output });
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, database: database ? 'PostgreSQL' : 'SQLite', process: child, stop };
}
