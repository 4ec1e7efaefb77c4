/** nginx (deploy/nginx/proxy.conf) before one or two servers on PostgreSQL, pupils offering a fixed rate of saves between them. */
import { randomBytes } from 'node:crypto';
import { closeAgents } from './http';
import { makePupils, runSaves } from './load';
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
      await runSaves(proxy.base, pupils, 2, perSecond);
      const { saves, seconds: elapsed, p50Ms, p99Ms, failed } = await runSaves(proxy.base, pupils, seconds, perSecond);
      return { instances, pupils: pupilCount, offeredPerSecond: perSecond, savesPerSecond: saves / elapsed, p50Ms, p99Ms, failed };
    } finally {
      closeAgents();
      await proxy.stop();
    }
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}
