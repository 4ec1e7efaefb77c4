/**
 * Issue 17: how long the retention purge takes for 100 000 stale class records, and what it does to pupils' saves
 * meanwhile. `npx tsx scripts/bench/purge.ts`: a throw-away SQLite file, and a throw-away schema of DATABASE_URL
 * when it is set.
 *
 * Saves are the save route's database work called directly (no HTTP): the account read, the per-account rate
 * limit, the class state and `applyAnswerChangesOnce` with an idempotency key. A steady open-loop stream (one save
 * every SAVE_EVERY_MS from a random active pupil, each timed from when it was due, so a blocked event loop counts),
 * first without a purge, then while the purge runs on the same Kysely instance, as the server's job does.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { DbTarget } from '../../server/db/connect';
import type { Database } from '../../server/db/database';
import { findClassState } from '../../server/db/repositories/classes';
import { applyAnswerChangesOnce } from '../../server/db/repositories/progress';
import { findUserById } from '../../server/db/repositories/users';
import { openDatabase } from '../../server/plugins/db';
import { purge, type PurgeCounts } from '../../server/retention/purge';
import { MONTH_MS } from '../../server/retention/terms';

const STALE_RECORDS = 100_000;
/** Half the stale records belong to pupils gone a year (rule 1), half to pupils still active (rule 2). */
const RECORDS_PER_PUPIL = 2;
const CLASSES = 500;
const ACTIVE_SAVERS = 200;
const SAVE_EVERY_MS = 20;
const BASELINE_MS = 10_000;
const INSERT_CHUNK = 1_000;

const rules = { months: 12, archiveGraceDays: 30, teacherMonths: 24, teacherWarningDays: 30, job: true };

interface Saver {
  userId: string;
  classCode: string;
  version: number;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

/** Teachers and classes, the stale pupils and records, and the active pupils who save. */
async function seed(db: Kysely<Database>, now: number): Promise<Saver[]> {
  const stale = now - 13 * MONTH_MS;
  const id = () => randomBytes(15).toString('base64url');
  const user = (activeAt: number, teacher = false) => {
    const userId = id();
    return { id: userId, email: `${userId}@bench.invalid`, password_hash: 'ingen', has_teacher_access: teacher ? 1 : 0, created_at: activeAt, updated_at: activeAt, last_active_at: activeAt };
  };
  const teachers = Array.from({ length: CLASSES / 5 }, () => user(now, true));
  const codes = Array.from({ length: CLASSES }, (_, i) => `B${String(i).padStart(5, '0')}`);
  const pupilCount = STALE_RECORDS / RECORDS_PER_PUPIL;
  const pupils = Array.from({ length: pupilCount }, (_, i) => user(i < pupilCount / 2 ? stale : now));
  const savers = Array.from({ length: ACTIVE_SAVERS }, () => user(now));
  const answers = JSON.stringify({ o1_budget: 'x'.repeat(200), o1_quiz: [1, 2, 3] });
  await db.transaction().execute(async (trx) => {
    await insertChunked([...teachers, ...pupils, ...savers], (chunk) => trx.insertInto('users').values(chunk).execute());
    await insertChunked(
      codes.map((code, i) => ({ code, teacher_id: teachers[i % teachers.length]!.id, name: `Klasse ${code}`, school: null, school_year: null, created_at: stale })),
      (chunk) => trx.insertInto('classes').values(chunk).execute(),
    );
    const records = pupils.flatMap((p, i) =>
      Array.from({ length: RECORDS_PER_PUPIL }, (_, r) => ({ user_id: p.id, class_code: codes[(i + r * 7) % CLASSES]!, responses: answers, last_updated: stale })),
    );
    await insertChunked(records, (chunk) => trx.insertInto('progress').values(chunk).execute());
    await insertChunked(
      savers.map((s, i) => ({ user_id: s.id, class_code: codes[i % CLASSES]!, responses: '{}', last_updated: now })),
      (chunk) => trx.insertInto('progress').values(chunk).execute(),
    );
  });
  return savers.map((s, i) => ({ userId: s.id, classCode: codes[i % CLASSES]!, version: 0 }));
}

/** One save as the route does it, against the database. */
async function save(db: Kysely<Database>, saver: Saver, now: number): Promise<void> {
  await findUserById(db, saver.userId);
  await findClassState(db, saver.classCode);
  const result = await applyAnswerChangesOnce(
    db,
    saver.userId,
    saver.classCode,
    { o1_budget: { value: randomBytes(8).toString('hex'), baseVersion: saver.version, editedAt: now } },
    now,
    randomBytes(12).toString('base64url'),
  );
  if (result?.kind !== 'applied') throw new Error(`save not applied: ${result?.kind}`);
  saver.version++;
}

/** Saves at a steady rate until `until` resolves; answers each save's latency from when it was due, in ms. */
async function saveStream(db: Kysely<Database>, savers: Saver[], until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  const running: Promise<void>[] = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const busy = new Set<Saver>();
  const start = performance.now();
  for (let n = 0; !done; n++) {
    const dueAt = start + n * SAVE_EVERY_MS;
    const wait = dueAt - performance.now();
    if (wait > 0) await sleep(wait);
    // Pupils in turn; one save at a time per pupil, as the app's save queue does (a pupil still saving skips a turn).
    const saver = savers[n % savers.length];
    if (!saver || busy.has(saver)) continue;
    busy.add(saver);
    running.push(
      save(db, saver, Date.now()).then(() => {
        latencies.push(performance.now() - dueAt);
        busy.delete(saver);
      }),
    );
  }
  await Promise.all(running);
  return latencies;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
};

interface Figures {
  database: string;
  seedMs: number;
  purgeMs: number;
  counts: PurgeCounts;
  baseline: ReturnType<typeof summary>;
  during: ReturnType<typeof summary>;
}

async function measure(database: string, target: DbTarget): Promise<Figures> {
  const db = await openDatabase(target);
  try {
    const now = Date.now();
    let started = performance.now();
    const savers = await seed(db, now);
    const seedMs = performance.now() - started;
    console.log(`${database}: seeded ${STALE_RECORDS} stale records in ${(seedMs / 1000).toFixed(1)} s; saves without a purge for ${BASELINE_MS / 1000} s …`);
    const baseline = summary(await saveStream(db, savers, sleep(BASELINE_MS)));
    console.log(`${database}: purging while saving …`);
    started = performance.now();
    const purging = purge(db, { rules, now, mailer: { send: async () => {} }, baseUrl: 'http://localhost' });
    const [counts, during] = await Promise.all([purging, saveStream(db, savers, purging)]);
    const purgeMs = performance.now() - started;
    return { database, seedMs, purgeMs, counts, baseline, during: summary(during) };
  } finally {
    await db.destroy();
  }
}

async function sqliteTarget(): Promise<{ target: DbTarget; cleanUp: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'okonomi-purge-bench-'));
  return { target: { kind: 'sqlite', file: path.join(dir, 'app.sqlite') }, cleanUp: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTarget(url: string): Promise<{ target: DbTarget; cleanUp: () => Promise<void> }> {
  const schema = `bench_purge_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  return { target: { kind: 'postgres', url, searchPath: schema }, cleanUp: () => run(`drop schema ${schema} cascade`) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const databases: [string, () => Promise<{ target: DbTarget; cleanUp: () => Promise<void> }>][] = [['SQLite', sqliteTarget]];
  const url = process.env.DATABASE_URL;
  if (url) databases.push(['PostgreSQL', () => postgresTarget(url)]);
  console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.availableParallelism()} CPU)`);
  const rows: Figures[] = [];
  for (const [name, make] of databases) {
    const { target, cleanUp } = await make();
    try {
      rows.push(await measure(name, target));
    } finally {
      await cleanUp();
    }
  }
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('');
  console.log(`| database | purge wall time | removed | saves without purge: n, p50 / p99 / max | saves during purge: n, p50 / p99 / max |`);
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    const removed = `${r.counts.accounts} accounts (${r.counts.accounts * RECORDS_PER_PUPIL} records) + ${r.counts.records} records`;
    const line = (s: Figures['baseline']) => `${s.n}, ${ms(s.p50)} / ${ms(s.p99)} / ${ms(s.max)}`;
    console.log(`| ${r.database} | ${(r.purgeMs / 1000).toFixed(1)} s | ${removed} | ${line(r.baseline)} | ${line(r.during)} |`);
  }
}

await main();
