/**
 * Saves as the app makes them (issue 13), the load of the benchmark's runs (a) and (d). Run in a process of its
 * own (saveLoadWorker.ts, issue 20), so the bench's own work never delays a reply's timing.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { IDEMPOTENCY_HEADER } from '../../src/contracts/headers';
import { nextChange, takeVersions } from './answers';
import { percentile, send } from './http';

export const CLASS_CODE = 'DEMO26';

export interface Pupil {
  userId: string;
  idToken: string;
  email: string;
  /** The server's version of each answer, as the pupil's device keeps it for its next save. */
  versions: Record<string, number>;
}

export interface SaveRun {
  total: number;
  /**
   * The run's length, or longer when the server fell behind: until the last save was sent (a pupil sends its next
   * save only when the last is answered, so a slow server makes the sending lag past the run's end).
   */
  seconds: number;
  latency: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  statuses: Record<number, number>;
}

/**
 * Saves as the app makes them (issue 13): each pupil saves one activity at a time, a PATCH on the version its
 * last save returned, with its own idempotency key, so no pupil has two saves in flight. With `rate` the saves
 * are spread evenly over the pupils (pupil i's k-th save is due at (k·N + i) / rate); without it every pupil saves
 * flat out. (autocannon cannot do this: it forgets a connection's context between requests, so it cannot keep a
 * pupil's version.)
 */
export async function runSaves(base: string, pupils: Pupil[], seconds: number, rate: number | null): Promise<SaveRun> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  const started = performance.now();
  const ends = started + seconds * 1000;
  let lastSent = started;
  async function pupilSaves(pupil: Pupil, index: number) {
    for (let k = 0; ; k++) {
      if (rate !== null) {
        const due = started + ((k * pupils.length + index) / rate) * 1000;
        if (due >= ends) return;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      } else if (performance.now() >= ends) return;
      const { body } = nextChange(k * pupils.length + index, pupil.versions);
      lastSent = performance.now();
      try {
        const res = await send(base, 'PATCH', `/api/store/users/${pupil.userId}/classes/${CLASS_CODE}`, {
          body: JSON.parse(body),
          headers: { authorization: `Bearer ${pupil.idToken}`, [IDEMPOTENCY_HEADER]: randomUUID() },
          timeoutMs: 10_000,
        });
        latencies.push(res.ms);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status === 200) takeVersions(pupil.versions, res.body);
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  }
  await Promise.all(pupils.map(pupilSaves));
  return {
    total: latencies.length,
    seconds: Math.max(seconds, (lastSent - started) / 1000),
    latency: { p50: percentile(latencies, 50), p90: percentile(latencies, 90), p99: percentile(latencies, 99), max: Math.max(...latencies) },
    errors,
    statuses,
  };
}

