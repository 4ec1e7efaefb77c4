/**
 * Which of two client builds blocks a page's main thread less (issue 20). Lighthouse's TBT moves by ±100–200 ms
 * between identical runs on this machine, too much to judge a change of 50; so the two builds are served side by
 * side, the page is loaded from each in turn (A B, B A, …) in the system Chromium at 4× CPU slowdown, and each load's
 * blocking is summed by TBT's rule over the whole load (every long task after the first paint, its time past 50 ms).
 * `npx tsx scripts/bench/abBlocking.ts <clientDirA> <clientDirB> [/no/okt/2/O2B]`; RUNS (6) loads each,
 * RETURNING=1 for a device that has shown the page before, VISITOR=1 for nobody signed in. Build the other side in
 * this checkout (check out the commit, `npm run build`, copy `dist` to a folder beside it, check out back, build) and
 * pass both dist/client dirs. Not in a git worktree with `node_modules` symlinked from here: Vite follows the link,
 * its manifest then names the packages by a path outside the worktree, and that server leaves React DOM out of the
 * landing page's scripts, which measured 100–150 ms more blocking for the same source. A client dir whose
 * build has its own server beside it (`<checkout>/dist/client` with `<checkout>/dist/server/main.js`) is served by that
 * server, so a change to the server's HTML (its head's scripts, its preloads) is compared too.
 */
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS, median, signedInPupil } from './lighthouse';
import { blockingAfter, preparedTab } from './pageLoad';
import fs from 'node:fs';
import path from 'node:path';
import { startProductionServer } from './server';

const [dirA, dirB, pagePath = '/no/okt/2/O2B'] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: abBlocking.ts <clientDirA> <clientDirB> [path]');
const RUNS = Number(process.env.RUNS ?? 6);

/** The server built beside a client dir, where there is one. */
const ownServer = (clientDir: string) => {
  const entry = path.join(path.resolve(clientDir), '..', 'server', 'main.js');
  return fs.existsSync(entry) ? entry : undefined;
};

const builds = await Promise.all([dirA, dirB].map(async (clientDir, i) => ({ name: i === 0 ? 'A' : 'B', clientDir, server: await startProductionServer({ seedDemo: true, clientDir, entry: ownServer(clientDir) }), blocking: [] as number[] })));
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const states = await Promise.all(builds.map((build) => (process.env.VISITOR === '1' ? null : signedInPupil(build.server.base))));
  for (let run = 0; run < RUNS; run++) {
    for (const i of run % 2 === 0 ? [0, 1] : [1, 0]) {
      const build = builds[i]!;
      const { tab, load } = await preparedTab(browser, build.server.base, pagePath, { userState: states[i] ?? null, returning: process.env.RETURNING === '1', slowdown: 4 });
      const { fcp, tasks } = await load();
      build.blocking.push(blockingAfter(fcp, tasks));
      await tab.close();
    }
  }
  for (const build of builds) console.log(`${build.name} ${build.clientDir}: blocking ${build.blocking.join(', ')} ms; median ${median(build.blocking)} ms`);
} finally {
  await browser.close();
  await Promise.all(builds.map((build) => build.server.stop()));
}
