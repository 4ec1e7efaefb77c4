/** The API under load: demo-class pupils saving as the app does, each sending its next save as soon as the last is answered. */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { IDEMPOTENCY_HEADER } from '../../src/contracts/headers';
import { nextChange, realisticResponses, takeVersions } from './answers';
import { closeAgents, percentile, send } from './http';
import type { BenchServer } from './server';

const CLASS_CODE = 'DEMO26';
const PASSWORD = 'et passord for måling';
const WARM_UP_SECONDS = 2;

export interface Pupil {
  userId: string;
  idToken: string;
  email: string;
  /** The server's version of each answer, as the pupil's device keeps it for its next save. */
  versions: Record<string, number>;
}

export interface SaveRun {
  /** Saves the server answered with 200. */
  saves: number;
  /** The run's length, or longer when the last saves were answered after it ended. */
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  /** Saves answered with anything but 200, or not answered at all. */
  failed: number;
}

export interface LoadFigures extends SaveRun {
  database: string;
  pupils: number;
  savesPerSecond: number;
  /** The load generator's own event-loop delay, p99: if it were high, the latencies would be the bench's own. */
  generatorDelayP99Ms: number;
}

/** `count` pupils in the demo class, signed up 50 to a loopback address from 127.0.0.2, below the per-address limits. */
export async function makePupils(base: string, count: number): Promise<Pupil[]> {
  const pupils: Pupil[] = [];
  const prefix = `elev-${Date.now().toString(36)}-`;
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next++;
      const email = `${prefix}${i}@bench.no`;
      const from = `127.0.0.${2 + Math.floor(i / 50)}`;
      const res = await send(base, 'POST', '/api/identity/sign-up', { body: { email, password: PASSWORD }, from });
      if (res.status !== 200) throw new Error(`sign-up of ${email} → ${res.status} ${res.body}`);
      const { userId, idToken } = (JSON.parse(res.body) as { data: Pupil }).data;
      const joined = await send(base, 'PUT', `/api/store/users/${userId}/classes/${CLASS_CODE}`, {
        body: { responses: realisticResponses(0) },
        headers: { authorization: `Bearer ${idToken}` },
      });
      if (joined.status !== 200) throw new Error(`first save of ${email} → ${joined.status} ${joined.body}`);
      pupils[i] = { userId, idToken, email, versions: {} };
      takeVersions(pupils[i]!.versions, joined.body);
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  return pupils;
}

/** One save of the pupil's next change: the client's time for it, and whether the server confirmed it. */
async function saveOnce(base: string, pupil: Pupil, round: number): Promise<{ ms: number | null; saved: boolean }> {
  const { body } = nextChange(round, pupil.versions);
  try {
    const res = await send(base, 'PATCH', `/api/store/users/${pupil.userId}/classes/${CLASS_CODE}`, {
      body: JSON.parse(body),
      headers: { authorization: `Bearer ${pupil.idToken}`, [IDEMPOTENCY_HEADER]: randomUUID() },
      timeoutMs: 10_000,
    });
    if (res.status === 200) takeVersions(pupil.versions, res.body);
    return { ms: res.ms, saved: res.status === 200 };
  } catch {
    return { ms: null, saved: false };
  }
}

/**
 * Every pupil saving for `seconds`, one save in flight each: as fast as the server answers, or `perSecond` saves in all
 * spread evenly between the pupils. The versions each save returns are kept for the next.
 */
export async function runSaves(base: string, pupils: Pupil[], seconds: number, perSecond?: number): Promise<SaveRun> {
  const latencies: number[] = [];
  let saved = 0;
  let failed = 0;
  const started = performance.now();
  const ends = started + seconds * 1000;
  const interval = perSecond ? (pupils.length / perSecond) * 1000 : 0;
  async function pupilSaves(pupil: Pupil, index: number) {
    // Spread over the first interval, as pupils do not all type at the same millisecond.
    let due = started + (interval * index) / pupils.length;
    for (let k = 0; interval ? due < ends : performance.now() < ends; k++, due += interval) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const { ms, saved: ok } = await saveOnce(base, pupil, k * pupils.length + index);
      if (ms !== null) latencies.push(ms);
      if (ok) saved += 1;
      else failed += 1;
    }
  }
  await Promise.all(pupils.map(pupilSaves));
  return {
    saves: saved,
    seconds: Math.max(seconds, (performance.now() - started) / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    failed,
  };
}

/** `pupils` pupils saving for `seconds` after a short warm-up, against `server`. */
export async function measureLoad(server: BenchServer, pupilCount: number, seconds: number): Promise<LoadFigures> {
  try {
    const pupils = await makePupils(server.base, pupilCount);
    await runSaves(server.base, pupils, WARM_UP_SECONDS);
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const run = await runSaves(server.base, pupils, seconds);
    delay.disable();
    return { ...run, database: server.database, pupils: pupilCount, savesPerSecond: run.saves / run.seconds, generatorDelayP99Ms: delay.percentile(99) / 1e6 };
  } finally {
    closeAgents();
  }
}
