/**
 * What a page's long tasks are made of (issue 20's TBT): loads a page in the system Chromium with a trace of the main
 * thread and prints each task of at least MIN_MS (10) with the events directly inside it (script evaluation, a
 * function call with its source, a timer, layout, …), so a task Lighthouse counts can be told apart from the next.
 * Needs `npm run build`; VISITOR=1 (nobody signed in), TEACHER=1 (the demo teacher) and RETURNING=1 as in profile.ts; RUNS (3); BENCH_CLIENT_DIR
 * for another client build; KEEP=dir keeps each trace there, with a CPU profile in it (a long task's samples show what
 * ran inside it, where its trace events alone show one function call): then each task TBT counts (12.5 ms or more, 50
 * at 4×) is followed by the TOP (10) functions most on the stack in it, by their sources with SOURCEMAP=1.
 *
 *   VISITOR=1 npx tsx scripts/bench/tasks.ts /no
 *   npx tsx scripts/bench/tasks.ts /tmp/lh/_no-1-trace.json   (a trace Lighthouse observed, kept by LH_DUMP)
 */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { benchDeviceState, CHROMIUM, CHROMIUM_FLAGS } from './lighthouse';
import { preparedTab } from './pageLoad';
import { root, startProductionServer } from './server';
import { frameNames, sourcePlaces } from './sourceMaps';
import { busiestFunctions, threadSamples } from './taskProfile';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown> };
}

const pagePath = process.argv[2] ?? '/no';
const RUNS = Number(process.env.RUNS ?? 3);
const MIN_MS = Number(process.env.MIN_MS ?? 10);
// With KEEP (a CPU profile in the trace): how many of the functions under each task of 12.5 ms or more to name.
const TOP = Number(process.env.TOP ?? 10);
const INNER = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'v8.compileModule', 'v8.compile', 'MajorGC', 'MinorGC', 'RunMicrotasks', 'FireIdleCallback', 'XHRReadyStateChange', 'ResourceReceivedData']);

const placeOf = sourcePlaces(path.join(root, 'dist', 'client'));
const nameFrame = frameNames(placeOf);

const describe = (e: TraceEvent) => {
  const data = e.args?.data ?? {};
  const where = (data.url as string | undefined)?.replace(/^https?:\/\/[^/]+/, '') ?? '';
  const what = (data.functionName as string | undefined) ?? (data.type as string | undefined) ?? '';
  const place = where && data.lineNumber !== undefined ? (placeOf(where, Number(data.lineNumber), Number(data.columnNumber ?? 0)) ?? `${where}:${String(data.lineNumber)}`) : where;
  return `${e.name}${what ? ` ${what}` : ''}${place ? ` ${place}` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`;
};

/** Prints the main thread's tasks of at least MIN_MS in a trace, with what they were made of. */
function printTasks(trace: { traceEvents: TraceEvent[] }) {
  const events = trace.traceEvents.filter((e) => e.ph === 'X');
  const navigation = trace.traceEvents.find((e) => e.name === 'navigationStart');
  // The page's renderer: of the renderers' main threads, the one that parsed the page's HTML for longest.
  const parsing = new Map<string, number>();
  for (const e of events) if (e.name === 'ParseHTML') parsing.set(`${e.pid}:${e.tid}`, (parsing.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const busiest = [...parsing].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const mainThread = { pid: Number(busiest.split(':')[0]), tid: Number(busiest.split(':')[1]) };
  const onMain = events.filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid);
  const zero = navigation?.ts ?? onMain[0]?.ts ?? 0;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= MIN_MS * 1000);
  const samples = threadSamples(trace.traceEvents, mainThread);
  for (const task of tasks) {
    const inside = onMain.filter((e) => INNER.has(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur! && (e.dur ?? 0) >= 1000);
    console.log(`  ${Math.round((task.ts - zero) / 1000)}+${(task.dur! / 1000).toFixed(1)} ms: ${inside.map(describe).join(' | ')}`);
    // With a CPU profile in the trace (KEEP), the functions under a task that TBT counts (over 50 ms at 4×).
    if (task.dur! >= 12.5 * 1000) {
      for (const [fn, ms] of busiestFunctions(samples, task.ts, task.ts + task.dur!, nameFrame, TOP)) console.log(`      ${ms.toFixed(1).padStart(5)} ${fn}`);
    }
  }
}

if (pagePath.endsWith('.json')) {
  // A trace Lighthouse observed (LH_DUMP in lighthouse.ts).
  printTasks(JSON.parse(fs.readFileSync(pagePath, 'utf8')) as { traceEvents: TraceEvent[] });
} else {
  const server = await startProductionServer({ seedDemo: true, clientDir: process.env.BENCH_CLIENT_DIR });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const state = await benchDeviceState(browser, server.base);
    for (let run = 0; run < RUNS; run++) {
      const { tab, load } = await preparedTab(browser, server.base, pagePath, { userState: state, returning: process.env.RETURNING === '1' });
      const profiled = process.env.KEEP ? ['disabled-by-default-v8.cpu_profiler', 'disabled-by-default-devtools.timeline.stack'] : [];
      await tab.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', ...profiled] });
      const { fcp } = await load();
      console.log(`run ${run + 1}: FCP ${Math.round(fcp)} ms`);
      const text = Buffer.from((await tab.tracing.stop())!).toString('utf8');
      if (process.env.KEEP) fs.writeFileSync(path.join(process.env.KEEP, `run-${run + 1}.json`), text);
      printTasks(JSON.parse(text) as { traceEvents: TraceEvent[] });
      await tab.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
