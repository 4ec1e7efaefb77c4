/**
 * Where a page's start-up time goes (issue 20's TBT), by the app's own sources: loads one page in the system Chromium
 * with the CPU slowed 4× (as Lighthouse's mobile settings), records a V8 CPU profile and the long tasks, and prints
 * the functions with the most self time, mapped through the build's source maps.
 * Build with `SOURCEMAP=1 npm run build` first, then `npx tsx scripts/bench/profile.ts /no/okt/2/O2B`. The device
 * remembers a signed-in pupil of the demo class (VISITOR=1: nobody; RETURNING=1: it has shown the page before);
 * RUNS (5) loads are added up; SLOWDOWN=4 slows the CPU as Lighthouse does, though its pauses then blur the samples;
 * COLD=1 starts a browser for every load, so every script is compiled as in a Lighthouse run;
 * CALLERS=part,part prints the call stacks under functions whose name has a part. The last table puts each sample
 * under the app's own function nearest to it on the stack (src/ or machines/), so a library's time is charged to
 * the app code that asked for it; UNDER=part lists the self time spent under frames whose name has the part.
 */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS, signedInPupil } from './lighthouse';
import { preparedTab } from './pageLoad';
import { root, startProductionServer } from './server';
import { type CpuProfile, frameNames, sourcePlaces } from './sourceMaps';


const pagePath = process.argv[2] ?? '/no/okt/2/O2B';
const RUNS = Number(process.env.RUNS ?? 5);
/** 1 by default: Chromium's CPU throttling pauses the thread, and the samples taken in a pause blame whatever ran. */
const SLOWDOWN = Number(process.env.SLOWDOWN ?? 1);

/** Adds each function's self time in `profile` (µs) to `totals`, by its name in the sources. */
function addSelfTimes(profile: CpuProfile, totals: Map<string, number>) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  for (const [id, us] of self) {
    const name = nameOf(byId.get(id)!.callFrame);
    totals.set(name, (totals.get(name) ?? 0) + us);
    // CALLERS=part,part: the call stacks under which functions whose name has one of the parts spent their time.
    // UNDER=part: the self time of what ran under a frame whose name has the part.
    if (UNDER) {
      for (let at: number | undefined = parentOf.get(id); at !== undefined; at = parentOf.get(at)) {
        if (nameOf(byId.get(at)!.callFrame).includes(UNDER)) {
          under.set(name, (under.get(name) ?? 0) + us);
          break;
        }
      }
    }
    // The nearest frame of the app's own code, itself included.
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = nameOf(byId.get(at)!.callFrame);
      if (/ (src|machines)\//.test(frame)) {
        underApp.set(frame, (underApp.get(frame) ?? 0) + us);
        break;
      }
    }
    if (CALLERS.some((part) => name.includes(part))) {
      const stack: string[] = [];
      for (let at = parentOf.get(id); at !== undefined && stack.length < 6; at = parentOf.get(at)) stack.push(nameOf(byId.get(at)!.callFrame));
      const key = `${name}  ⟵  ${stack.join('  ⟵  ')}`;
      callers.set(key, (callers.get(key) ?? 0) + us);
    }
  }
}
const CALLERS = (process.env.CALLERS ?? '').split(',').filter(Boolean);
const callers = new Map<string, number>();
const underApp = new Map<string, number>();
const UNDER = process.env.UNDER;
const under = new Map<string, number>();
const nameOf = frameNames(sourcePlaces(path.join(root, 'dist', 'client')));

const server = await startProductionServer({ seedDemo: true });
// COLD=1: a browser of its own for every load, so no script is compiled already (as in each of Lighthouse's runs).
const COLD = process.env.COLD === '1';
let browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const state = await signedInPupil(server.base);
  const totals = new Map<string, number>();
  for (let run = 0; run < RUNS; run++) {
    if (COLD && run > 0) {
      await browser.close();
      browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    }
    // VISITOR=1: nobody signed in (the landing page, the teachers' page).
    const { tab, cdp, load } = await preparedTab(browser, server.base, pagePath, {
      userState: process.env.VISITOR === '1' ? null : state,
      returning: process.env.RETURNING === '1',
      slowdown: SLOWDOWN,
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const { fcp, tasks } = await load();
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    console.log(`run ${run + 1}: FCP ${Math.round(fcp)} ms; long tasks (start+duration ms, CPU ${SLOWDOWN}×): ${tasks.map((t) => `${t.start}+${t.duration}`).join(', ') || 'none'}`);
    addSelfTimes(profile, totals);
    await tab.close();
  }
  const idle = totals.get('(idle)') ?? 0;
  totals.delete('(idle)');
  const busy = [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(`busy ${Math.round(busy / 1000 / RUNS)} ms a run (profiled, CPU ${SLOWDOWN}×); self time a run:`);
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40))) console.log(`${(us / 1000 / RUNS).toFixed(1).padStart(6)} ms  ${name}`);
  // Self time by source file, to see which module's code the time is in.
  const files = new Map<string, number>();
  for (const [name, us] of totals) {
    const file = name.split(' ')[1]?.replace(/:\d+$/, '') ?? name;
    files.set(file, (files.get(file) ?? 0) + us);
  }
  console.log('--- by source');
  for (const [file, us] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(us / 1000 / RUNS).toFixed(1).padStart(6)} ms  ${file}`);
  console.log("--- under the app's nearest own function (inclusive of the libraries it called)");
  for (const [frame, us] of [...underApp].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(us / 1000 / RUNS).toFixed(1).padStart(6)} ms  ${frame}`);
  if (UNDER) console.log(`--- self time under ${UNDER}`);
  for (const [name, us] of [...under].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(us / 1000 / RUNS).toFixed(1).padStart(6)} ms  ${name}`);
  for (const [stack, us] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(us / 1000 / RUNS).toFixed(1).padStart(6)} ms  ${stack}`);
} finally {
  await browser.close();
  await server.stop();
}
