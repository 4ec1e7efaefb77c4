/**
 * `npm run bench` (issue 8): bundle sizes, Lighthouse, API load and Feide sign-in (issue 21) against the production
 * build, written to docs/performance.md with the machine it ran on. SQLite always; PostgreSQL too when DATABASE_URL
 * is set.
 * Bounded: the whole run stops after DEADLINE_MS.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { measureBundles } from './bundle';
import { measureFeide } from './feide';
import type { Figure } from './figures';
import { measureFloor } from './floor';
import { closeAgents } from './http';
import { type LighthouseFigures, measureLighthouse } from './lighthouse';
import { measureLiveClass } from './liveClass';
import { measureLoad, measureScaleOut } from './load';
import { measureQuietBlocking } from './quietBlocking';
import { renderReport } from './report';
import { root, startProductionServer } from './server';

const DEADLINE_MS = 25 * 60_000;

function machine(): string[] {
  const chromium = (() => {
    try {
      return execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return 'Chromium not found';
    }
  })();
  return [
    `${os.availableParallelism()} CPU (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}`,
    `Node ${process.version}; ${chromium}`,
    'Server, load generators (the saves from a process of their own, the reads from autocannon in the bench) and Chromium share the same CPUs, so every figure is conservative.',
  ];
}

async function main() {
  const deadline = setTimeout(() => {
    console.error(`The benchmark took more than ${DEADLINE_MS / 60_000} minutes and was stopped.`);
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();
  const started = performance.now();
  // Before the bench's own server and Chromium add to it: was the machine busy with something else?
  const loadAtStart = os.loadavg()[0]!;
  const log = (line: string) => console.log(line);

  console.log('Bundle');
  const bundles = measureBundles(path.join(root, 'dist', 'client'));

  console.log('Lighthouse (SQLite server)');
  let lighthouse: LighthouseFigures[] = [];
  // Issue 20: the same pages' blocking with nothing watching them, beside Lighthouse's TBT.
  let quiet: Figure[] | null = null;
  const lhServer = await startProductionServer();
  try {
    lighthouse = await measureLighthouse(lhServer.base, log);
    console.log('Blocking with nothing watching');
    quiet = await measureQuietBlocking(lhServer.base, log).catch((error: unknown) => {
      console.error(`The blocking with nothing watching could not be measured: ${(error as Error).message}`);
      return null;
    });
  } finally {
    await lhServer.stop();
  }
  console.log('Lighthouse: the bare React page (floor)');
  let floor: LighthouseFigures | null = null;
  try {
    floor = await measureFloor(log);
  } catch (error) {
    console.error(`The floor could not be measured: ${(error as Error).message}`);
  }

  const load: { database: string; figures: Figure[] }[] = [];
  const databases = [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])];
  for (const postgresUrl of databases) {
    const server = await startProductionServer({ postgresUrl, probeLoop: true });
    console.log(`API load (${server.database})`);
    try {
      const figures = await measureLoad(server, log);
      console.log(`Live class state (${server.database})`);
      load.push({ database: server.database, figures: [...figures, ...(await measureLiveClass(server, log))] });
    } finally {
      closeAgents();
      await server.stop();
    }
    // Issue 20: two worker processes on the same PostgreSQL (WEB_CONCURRENCY, server/cluster.ts).
    if (postgresUrl) {
      const single = load.at(-1)!.figures.find((f) => f.what.startsWith('(a) most saves/s'))?.value;
      const workers = await startProductionServer({ postgresUrl, workers: 2 });
      // The probe would see only the primary's loop, so it is not loaded here.
      console.log('Scale out (PostgreSQL, two workers)');
      try {
        load.at(-1)!.figures.push(...(await measureScaleOut(workers, 'two worker processes', single, log)));
      } finally {
        closeAgents();
        await workers.stop();
      }
    }
  }

  // Issue 21: sign-in with Feide against the local test provider, on its own server.
  console.log('Feide sign-in (local provider)');
  let feide: Figure[] | null = null;
  try {
    feide = await measureFeide(log);
  } catch (error) {
    console.error(`The Feide sign-in could not be measured: ${(error as Error).message}`);
  }

  const minutes = (performance.now() - started) / 60_000;
  const report = renderReport({ date: new Date(), machine: machine(), minutes, bundles, lighthouse, floor, quiet, loadAtStart, load, feide });
  const file = path.join(root, 'docs', 'performance.md');
  fs.writeFileSync(file, report);
  console.log(`\nWrote ${path.relative(root, file)} (${minutes.toFixed(1)} min)`);
  clearTimeout(deadline);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
