/** nginx (deploy/nginx/proxy.conf) before one or two servers on PostgreSQL, pupils offering a fixed rate of saves between them. */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { closeAgents, percentile } from './http';
import { makePupils, type Pupil, saveOnce } from './load';
import { startNginx } from './nginx';
import { type BenchServer, startProductionServer, throwAwayDatabase } from './server';

export interface ProxiedFigures {
  instances: number;
  pupils: number;
  offeredPerSecond: number;
  savesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

async function pacedSaves(base: string, pupils: Pupil[], perSecond: number, seconds: number) {
  const latencies: number[] = [];
  let saved = 0;
  let failed = 0;
  const interval = (pupils.length / perSecond) * 1000;
  const started = performance.now();
  const ends = started + seconds * 1000;
  async function pupilSaves(pupil: Pupil, index: number) {
    // Spread over the first interval, as pupils do not all type at the same millisecond.
    let due = started + (interval * index) / pupils.length;
    for (let k = 0; due < ends; k++, due += interval) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const { ms, saved: ok } = await saveOnce(base, pupil, k * pupils.length + index);
      if (ms !== null) latencies.push(ms);
      if (ok) saved += 1;
      else failed += 1;
    }
  }
  await Promise.all(pupils.map(pupilSaves));
  const elapsed = Math.max(seconds, (performance.now() - started) / 1000);
  return { savesPerSecond: saved / elapsed, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), failed };
}

/** `instances` servers behind nginx on a throw-away database in `postgresUrl`, measured for `seconds`. */
export async function measureThroughNginx(postgresUrl: string, instances: number, pupilCount: number, perSecond: number, seconds: number): Promise<ProxiedFigures> {
  const database = await throwAwayDatabase(postgresUrl);
  const servers: BenchServer[] = [];
  try {
    const shared = { databaseUrl: database.url, authSecret: randomBytes(32).toString('base64url') };
    for (let i = 0; i < instances; i++) servers.push(await startProductionServer({ shared, env: { TRUST_PROXY: '1' } }));
    const proxy = await startNginx(servers.map((server) => server.base));
    try {
      const pupils = await makePupils(proxy.base, pupilCount);
      await pacedSaves(proxy.base, pupils, perSecond, 2);
      const run = await pacedSaves(proxy.base, pupils, perSecond, seconds);
      return { instances, pupils: pupilCount, offeredPerSecond: perSecond, ...run };
    } finally {
      closeAgents();
      await proxy.stop();
    }
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}
