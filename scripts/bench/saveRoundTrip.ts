/**
 * Save round-trip: the real server on loopback, timed from the client's side with fetch.
 * SQLite in a temporary DATA_DIR always; PostgreSQL too when DATABASE_URL is set, in a schema of its own
 * that is dropped afterwards. Run with `npm run bench`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DbTarget } from '../../server/db/connect';
import { IDEMPOTENCY_HEADER } from '../../src/contracts/headers';

const SEQUENTIAL_SAVES = 500;
const WARM_UP_SAVES = 20;
const PUPILS = 30;
const SAVES_PER_PUPIL = 20;
const REQUEST_TIMEOUT_MS = 10_000;
/** The whole run stops here even if something hangs. */
const DEADLINE_MS = 5 * 60_000;

const root = path.resolve(import.meta.dirname, '..', '..');

interface Pupil {
  userId: string;
  idToken: string;
}

/** What a pupil has after all five sessions: about twenty answers, short texts and two budgets. */
function realisticResponses(round: number): Record<string, unknown> {
  const budget = { boutgifter: 9500, transport: 900, mat: 4200, fritid: 1500, klaer: 800, sparing: 1000 + round, forsikring: 450, andre_utgifter: 650 };
  const text = (s: string) => `${s} (lagret ${round})`;
  return {
    O1A: ['friluftsliv', 'jobbe med mennesker', 'fast arbeidstid'],
    O1C: { id: 'helse', svar: text('Jeg vil jobbe i helse fordi jeg liker å hjelpe folk.') },
    O1D: { id: 'sykepleier', svar: text('Sykepleier, med bachelor etter studieforberedende.') },
    O1E: text('Skatten betaler for skole, sykehus og veier.'),
    O2A: text('Boutgifter blir nok størst.'),
    O2B: budget,
    O2C: { id: 'pc', svar: text('Jeg kan spare litt hver måned til uforutsette ting.') },
    O2D: 'sparing',
    O2E: { ...budget, fritid: 900 },
    O3A: { id: 'moped', svar: text('En moped, så jeg kommer meg til jobb.') },
    O3B: 14,
    O3C: text('Fordelen er at jeg får den nå, ulempen er renter og gebyrer.'),
    O3D: 'spare',
    O3E: { id: 'snacks', svar: text('Brus hver dag blir mye i løpet av et år.') },
    O4A: { q1: 'b', q2: ['a', 'c'], q3: 'a', q4: 'c', q5: 'b' },
    O5A: text('Folk kjøper forsikring for å slippe en stor regning.'),
    O5B: ['innbo', 'reise', 'ulykke'],
    O5C: text('Uten forsikring måtte jeg betalt alt selv.'),
    O5D: text('Jeg ville spart mer fra starten.'),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function report(label: string, latencies: number[], wallMs: number) {
  const sorted = [...latencies].sort((x, y) => x - y);
  const ms = (v: number) => v.toFixed(1).padStart(7);
  console.log(
    `  ${label.padEnd(34)} n=${String(sorted.length).padStart(4)}  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1)!)} ms  ${(sorted.length / (wallMs / 1000)).toFixed(0).padStart(5)} saves/s`,
  );
}

async function request(url: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const body = (await res.json()) as { success: boolean; data?: unknown };
  if (res.status !== 200 || !body.success) throw new Error(`${init.method} ${url} → ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function signUp(base: string, email: string): Promise<Pupil> {
  return (await request(`${base}/api/identity/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'et passord for måling' }),
  })) as Pupil;
}

/** One timed save, with its own idempotency key as the browser sends it. */
async function timedSave(base: string, pupil: Pupil, round: number): Promise<number> {
  const started = performance.now();
  await request(`${base}/api/store/users/${pupil.userId}/classes/BENCH1`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${pupil.idToken}`, [IDEMPOTENCY_HEADER]: randomUUID() },
    body: JSON.stringify({ responses: realisticResponses(round) }),
  });
  return performance.now() - started;
}

async function run(label: string, dbTarget: DbTarget, dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    CONTENT_DIR: path.join(root, 'content'),
    CLIENT_DIR: path.join(root, 'dist', 'client'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
  });
  const app = await buildApp({ config, dbTarget, logger: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    console.log(`\n${label}`);

    const pupil = await signUp(base, 'elev0@bench.no');
    for (let i = 0; i < WARM_UP_SAVES; i++) await timedSave(base, pupil, i);
    const sequential: number[] = [];
    let started = performance.now();
    for (let i = 0; i < SEQUENTIAL_SAVES; i++) sequential.push(await timedSave(base, pupil, i));
    report(`1 pupil, ${SEQUENTIAL_SAVES} saves in a row`, sequential, performance.now() - started);

    const pupils = await Promise.all(Array.from({ length: PUPILS }, (_, i) => signUp(base, `elev${i + 1}@bench.no`)));
    const concurrent: number[] = [];
    started = performance.now();
    await Promise.all(
      pupils.map(async (p) => {
        for (let i = 0; i < SAVES_PER_PUPIL; i++) concurrent.push(await timedSave(base, p, i));
      }),
    );
    report(`${PUPILS} pupils at once, ${SAVES_PER_PUPIL} saves each`, concurrent, performance.now() - started);
  } finally {
    await app.close();
  }
}

async function main() {
  const deadline = setTimeout(() => {
    console.error(`Målingen brukte mer enn ${DEADLINE_MS / 1000} s og ble stoppet.`);
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();

  const body = Buffer.byteLength(JSON.stringify({ responses: realisticResponses(0) }));
  console.log(`node ${process.version}, ${os.availableParallelism()} CPU, ${os.cpus()[0]?.model ?? 'unknown CPU'}; body ${body} bytes; ${WARM_UP_SAVES} warm-up saves not counted`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-save-'));
  try {
    await run('SQLite (file, WAL)', { kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') }, dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(6).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`create schema ${schema}`);
    try {
      await run(`PostgreSQL (schema ${schema}, pool of 10)`, { kind: 'postgres', url, searchPath: schema }, os.tmpdir());
    } finally {
      await admin(`drop schema ${schema} cascade`);
    }
  }
  clearTimeout(deadline);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
