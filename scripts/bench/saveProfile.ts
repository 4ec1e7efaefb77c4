/**
 * Where a save's server time goes (issue 20): the production server under `--cpu-prof` while 300 pupils offer
 * 1 000 saves a second from the generator's own process, then the profile's self time summed by function and
 * file. Needs `npm run build`. DATABASE_URL for PostgreSQL; RATE (default 1000), SECONDS (default 15); PROFILE=0
 * for the run's figures and CPU per save alone (the profiler costs the server some CPU); SERVER_ENTRY for another
 * build's server (e.g. a worktree's dist/server/main.js), to compare two in turn.
 *
 *   npx tsx scripts/bench/saveProfile.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countCpu } from './cpu';
import { makePupils } from './load';
import { runSavesApart } from './saveLoad';
import { startProductionServer } from './server';
import type { CpuProfile } from './sourceMaps';


const RATE = Number(process.env.RATE ?? 1000);
const SECONDS = Number(process.env.SECONDS ?? 15);
const TOP = Number(process.env.TOP ?? 45);

const shortUrl = (url: string) => url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '').replace(`${path.resolve('.')}/`, '');

/** Self time (µs) per function and per package or file, from a .cpuprofile. */
export function selfTimes(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const us = profile.timeDeltas[i] ?? 0;
    const file = shortUrl(node.callFrame.url) || `(${node.callFrame.functionName || 'native'})`;
    const name = `${node.callFrame.functionName || '(anonymous)'}  ${file}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const pkg = file.startsWith('@') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0]!;
    const key = file.startsWith('dist/') || file.startsWith('node:') ? file : pkg;
    byFile.set(key, (byFile.get(key) ?? 0) + us);
  });
  return { byFunction, byFile };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'save-profile-'));
  const profiling = process.env.PROFILE !== '0';
  const server = await startProductionServer({
    postgresUrl: process.env.DATABASE_URL,
    entry: process.env.SERVER_ENTRY,
    nodeArgs: profiling ? ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=200'] : [],
  });
  let saves = 0;
  try {
    const pupils = await makePupils(server.base, 300, 'elev', 2);
    let cpu: ReturnType<typeof countCpu> = () => undefined;
    const { run, generator } = await runSavesApart({ base: server.base, pupils, warmUpSeconds: 2, seconds: SECONDS, rate: RATE }, () => {
      cpu = countCpu(server.process.pid!);
    });
    saves = run.total;
    console.log(`${server.database}: ${run.total} saves in ${run.seconds.toFixed(1)} s, p50 ${run.latency.p50.toFixed(1)} ms, p99 ${run.latency.p99.toFixed(1)} ms, errors ${run.errors}`);
    console.log(cpu(run.total, generator.cpuSeconds) ?? '');
  } finally {
    await server.stop();
  }
  if (!profiling) return;
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${dir}`);
  const { byFunction, byFile } = selfTimes(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile);
  const perSave = (us: number) => `${(us / Math.max(saves, 1)).toFixed(1).padStart(6)} µs/save`;
  console.log(`\nprofile: ${path.join(dir, file)} (whole server life, set-up included)\n\nby package or file:`);
  for (const [name, us] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${perSave(us)}  ${name}`);
  console.log('\nby function:');
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${perSave(us)}  ${name}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
