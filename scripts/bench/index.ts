/** `npm run bench`: page speed, saves under load, the board and first-load JS against budgets; writes docs/performance.md. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { FIRST_LOAD_BUDGET_BYTES, ROUTE_MODULES, readBuild, totalBytes } from '../../server/build/firstLoad';
import { type BoardFigures, measureBoard } from './board';
import { buildFloor } from './floor';
import { CHROMIUM, CPU_SLOWDOWN, measurePages, type Target } from './lighthouse';
import { type LoadFigures, measureLoad } from './load';
import { measureThroughNginx, type ProxiedFigures } from './proxied';
import { allBudgets, type Machine, type RouteBytes, renderReport } from './report';
import { root, startProductionServer } from './server';

const PUPILS = Number(process.env.BENCH_PUPILS ?? 300);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
/** What the pupils offer through nginx: a school's busiest minute, about three saves a second each. */
const PROXIED_SAVES_PER_SECOND = Number(process.env.BENCH_PROXIED_RATE ?? 1000);

function machine(loadAtStart: number[]): Machine {
  let chromium = 'Chromium not found';
  try {
    chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // Reported as not found; Lighthouse then fails with its own message.
  }
  return {
    cpus: `${os.availableParallelism()} CPU (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}`,
    software: `Node ${process.version}; ${chromium}`,
    cores: os.availableParallelism(),
    loadAtStart,
  };
}

function firstLoadBytes(): RouteBytes[] {
  const build = readBuild(path.join(root, 'dist', 'client'));
  return Object.keys(ROUTE_MODULES).map((route) => ({ route, no: totalBytes(build.firstLoad('no', route)), nn: totalBytes(build.firstLoad('nn', route)) }));
}

async function pages(log: (line: string) => void) {
  const floorDir = await buildFloor();
  const prerenderedFloorDir = await buildFloor('prerendered');
  const app = await startProductionServer();
  const floorServer = await startProductionServer({ clientDir: floorDir, seedDemo: false });
  const prerenderedFloorServer = await startProductionServer({ clientDir: prerenderedFloorDir, seedDemo: false });
  try {
    const targets: Target[] = [
      { label: 'bare React page (floor)', base: floorServer.base, path: '/no', signedIn: false, shows: 'h1' },
      { label: 'bare React page, prerendered and hydrated', base: prerenderedFloorServer.base, path: '/no', signedIn: false, shows: 'h1' },
      { label: 'landing page', base: app.base, path: '/no', signedIn: false, shows: 'h1' },
      { label: "teachers' page", base: app.base, path: '/no/veiledere', signedIn: false, shows: 'h1' },
      { label: 'budget, signed in', base: app.base, path: '/no/okt/2/O2B', signedIn: true, shows: '.budget input' },
    ];
    const { pages: [floor, prerenderedFloor, ...measured], loadAverageMax } = await measurePages(targets, log);
    return { floor: floor!, prerenderedFloor: prerenderedFloor!, pages: measured, loadAverageMax };
  } finally {
    await Promise.all([app.stop(), floorServer.stop(), prerenderedFloorServer.stop()]);
    for (const dir of [floorDir, prerenderedFloorDir]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const loadAtStart = os.loadavg();
  const started = performance.now();
  const log = (line: string) => console.log(line);
  console.log(`Load average ${loadAtStart.map((l) => l.toFixed(2)).join(', ')} on ${os.availableParallelism()} cores`);

  const bytes = firstLoadBytes();
  console.log(`Lighthouse, CPU ${CPU_SLOWDOWN}× slower`);
  const lighthouse = await pages(log);

  const load: LoadFigures[] = [];
  for (const postgresUrl of [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])]) {
    const server = await startProductionServer({ postgresUrl });
    try {
      console.log(`${PUPILS} pupils saving for ${LOAD_SECONDS} s (${server.database})`);
      const figures = await measureLoad(server, PUPILS, LOAD_SECONDS);
      console.log(`  ${Math.round(figures.savesPerSecond)} saves/s, p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, ${figures.failed} failed`);
      load.push(figures);
    } finally {
      await server.stop();
    }
  }

  console.log('The board following a class (SQLite)');
  const boardServer = await startProductionServer();
  let board: BoardFigures;
  try {
    board = await measureBoard(boardServer);
  } finally {
    await boardServer.stop();
  }
  console.log(`  answer → board: median ${Math.round(board.medianMs)} ms, worst ${Math.round(board.worstMs)} ms; ${board.cpuMsPerFetch.toFixed(2)} ms server CPU a results fetch`);

  const proxied: ProxiedFigures[] = [];
  if (process.env.DATABASE_URL) {
    for (const instances of [1, 2]) {
      console.log(`${PUPILS} pupils offering ${PROXIED_SAVES_PER_SECOND} saves/s through nginx to ${instances} instance(s)`);
      const figures = await measureThroughNginx(process.env.DATABASE_URL, instances, PUPILS, PROXIED_SAVES_PER_SECOND, LOAD_SECONDS);
      console.log(`  ${Math.round(figures.savesPerSecond)} saves/s, p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, ${figures.failed} failed`);
      proxied.push(figures);
    }
  }

  const input = { date: new Date(), minutes: (performance.now() - started) / 60_000, machine: machine(loadAtStart), cpuSlowdown: CPU_SLOWDOWN, ...lighthouse, load, board, proxied, loadSeconds: LOAD_SECONDS, bytes, byteLimit: FIRST_LOAD_BUDGET_BYTES };
  const report = renderReport(input);
  fs.writeFileSync(path.join(root, 'docs', 'performance.md'), report);
  console.log(`\n${report}\nWrote docs/performance.md`);
  if (allBudgets(input).some((b) => !b.met)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
