/**
 * Two whole builds (server and client) compared by Lighthouse (issue 20): each build's production server started
 * side by side, and Lighthouse's runs of the chosen pages taken from each in turn, so a busier minute of the machine
 * falls on both. `npx tsx scripts/bench/abLighthouse.ts /path/to/other/checkout` compares that checkout's build
 * (built with `npm run build` there) with this one's; `LH_ONLY` chooses the pages as in lighthouse.ts, `ROUNDS` (3)
 * how many times each build's runs (LH_RUNS, 5) come round. Prints each build's median LCP and TBT per page, and every run.
 */
import path from 'node:path';
import { type LighthouseFigures, measureLighthouse } from './lighthouse';
import { root, startProductionServer } from './server';

const other = process.argv[2];
if (!other) throw new Error('usage: abLighthouse.ts /path/to/other/checkout');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const builds = [
  { name: 'other', dir: path.resolve(other) },
  { name: 'this', dir: root },
];
const servers = await Promise.all(
  builds.map((b) => startProductionServer({ seedDemo: true, entry: path.join(b.dir, 'dist', 'server', 'main.js'), clientDir: path.join(b.dir, 'dist', 'client') })),
);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  const figures = builds.map(() => [] as LighthouseFigures[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, server] of servers.entries()) {
      figures[i]!.push(...(await measureLighthouse(server.base, (line) => console.log(`[${builds[i]!.name}] ${line}`))));
    }
  }
  for (const page of [...new Set(figures[0]!.map((f) => f.page))]) {
    for (const [i, build] of builds.entries()) {
      const rows = figures[i]!.filter((f) => f.page === page);
      console.log(
        `${page.padEnd(28)} ${build.name.padEnd(6)} LCP ${Math.round(median(rows.map((r) => r.lcpMs)))} ms (${rows.map((r) => Math.round(r.lcpMs)).join(', ')}), ` +
          `TBT ${Math.round(median(rows.map((r) => r.tbtMs)))} ms (${rows.map((r) => Math.round(r.tbtMs)).join(', ')}), benchmark index ${rows.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`,
      );
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
