/**
 * Issue 20: how long a page blocks its main thread as it loads when nothing watches it, next to Lighthouse's TBT.
 * Lighthouse and Puppeteer watch a page through DevTools: the Runtime domain (V8 then records a stack trace for every
 * exception thrown) and Lighthouse's trace categories (stack traces on timeline events, each script's source text)
 * add work to the very tasks TBT counts, which a pupil's browser does not do. So this drives the system Chromium over
 * its DevTools pipe with no domain enabled in the page but Page (which puts the watcher in): it navigates, throttles the CPU 4× (Lighthouse's mobile
 * slowdown) and reads the page's own long-task and paint entries with plain evaluations. The blocking is summed by
 * TBT's rule (every long task after the first paint, its time past 50 ms) over a fresh browser context per load.
 *
 *   npx tsx scripts/bench/quietBlocking.ts [/no/okt/2/O2B]   (RUNS loads, 5; against a production server of its own)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Figure } from './figures';
import { CHROMIUM, CHROMIUM_FLAGS, median, PAGES, signedInPupil, signInStorage, type Target } from './lighthouse';
import { blockingAfter, type LongTask } from './pageLoad';
import { startProductionServer } from './server';

export const QUIET_RUNS = Number(process.env.RUNS ?? 5);
const SLOWDOWN = 4;
const LOAD_TIMEOUT_MS = 30_000;

/** The issue's four pages, as Lighthouse loads them: nobody signed in, or the bench's pupil, on a device new to the page. */
export const QUIET_PAGES: Target[] = PAGES.filter((page) => page.signedIn !== 'teacher' && !page.returning);

/** Chromium's DevTools protocol over its pipe (--remote-debugging-pipe): messages as JSON, each ended by a NUL. */
export class PipeProtocol {
  private next = 1;
  private pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private buffered = '';

  constructor(
    private readonly input: Writable,
    output: Readable,
  ) {
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => {
      const parts = (this.buffered + chunk).split('\0');
      this.buffered = parts.pop() ?? '';
      for (const part of parts) this.receive(JSON.parse(part) as { id?: number; result?: unknown; error?: { message: string } });
    });
  }

  private receive(message: { id?: number; result?: unknown; error?: { message: string } }) {
    const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id!);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = this.next++;
    this.input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    return new Promise<T>((resolve, reject) => this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject }));
  }
}

/** The page's long tasks and first paint, recorded from its first script on; read back by `READ`. */
const OBSERVE = `(() => {
  const tasks = [];
  window.__quiet = tasks;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) }); })
    .observe({ type: 'longtask', buffered: true });
})()`;
const READ = `JSON.stringify({ tasks: window.__quiet ?? null, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 })`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads `target` RUNS times in fresh browser contexts and returns each load's blocking, in ms. */
async function loadsOf(cdp: PipeProtocol, base: string, target: Target, userState: Record<string, unknown> | null, runs: number): Promise<number[]> {
  const evaluate = async <T>(sessionId: string, expression: string): Promise<T> => {
    const { result, exceptionDetails } = await cdp.send<{ result: { value: T }; exceptionDetails?: { text: string } }>('Runtime.evaluate', { expression, returnByValue: true }, sessionId);
    if (exceptionDetails) throw new Error(`${target.label}: ${exceptionDetails.text}`);
    return result.value;
  };
  /** Waits until the page has loaded and fetched nothing more for two seconds, and shows what it should. */
  const settled = async (sessionId: string, shows?: string) => {
    const started = Date.now();
    let last = '';
    let quietSince = Date.now();
    for (;;) {
      await sleep(500);
      const now = await evaluate<string>(sessionId, `JSON.stringify([document.readyState, performance.getEntriesByType('resource').length, ${shows ? `document.querySelector(${JSON.stringify(shows)}) !== null` : 'true'}])`);
      if (now !== last) [last, quietSince] = [now, Date.now()];
      const [ready, , shown] = JSON.parse(now) as [string, number, boolean];
      if (ready === 'complete' && shown && Date.now() - quietSince >= 2000) return;
      if (Date.now() - started > LOAD_TIMEOUT_MS) throw new Error(`${target.label}: not loaded in ${LOAD_TIMEOUT_MS / 1000} s (${now})`);
    }
  };

  const blocking: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext');
    try {
      const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
      // Lighthouse's mobile screen, so the page lays out as it does there.
      await cdp.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true }, sessionId);
      if (userState) {
        // Any page of the origin gives access to its storage; the health check loads no app code.
        await cdp.send('Page.navigate', { url: `${base}/api/health` }, sessionId);
        await settled(sessionId);
        const { key, state, cookies } = signInStorage(userState);
        await evaluate(sessionId, `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(state)}); for (const line of ${JSON.stringify(cookies)}) document.cookie = line;`);
      }
      // The one domain on: the watcher is put into the page only while it is (disabled, the page loads without it).
      await cdp.send('Page.enable', {}, sessionId);
      await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE }, sessionId);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN }, sessionId);
      await cdp.send('Page.navigate', { url: base + target.path }, sessionId);
      await settled(sessionId, target.shows);
      const { tasks, fcp } = JSON.parse(await evaluate<string>(sessionId, READ)) as { tasks: LongTask[] | null; fcp: number };
      // No watcher, or no paint: a figure of 0 would be read as a page that blocks nothing.
      if (tasks === null || fcp === 0) throw new Error(`${target.label}: the page's long tasks or first paint were not recorded`);
      blocking.push(blockingAfter(fcp, tasks));
    } finally {
      await cdp.send('Target.disposeBrowserContext', { browserContextId });
    }
  }
  return blocking;
}

/** A Chromium of its own, driven over its pipe, until `work` is done. */
async function withQuietChromium<T>(work: (cdp: PipeProtocol) => Promise<T>): Promise<T> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-quiet-'));
  const chromium: ChildProcess = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  try {
    return await work(new PipeProtocol(chromium.stdio[3] as Writable, chromium.stdio[4] as Readable));
  } finally {
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    chromium.kill();
    await exited;
    // Chromium's helper processes may still be writing to it; a temporary directory left behind must not lose the figures.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.error(`Left ${profile}: ${(error as Error).message}`);
    }
  }
}

/** Each page's median blocking at 4× CPU with nothing watching, as figures without a target (context for TBT). */
export async function measureQuietBlocking(base: string, log: (line: string) => void, pages: readonly Target[] = QUIET_PAGES, runs = QUIET_RUNS): Promise<Figure[]> {
  const pupil = pages.some((p) => p.signedIn === 'pupil') ? await signedInPupil(base) : null;
  return withQuietChromium(async (cdp) => {
    const figures: Figure[] = [];
    for (const page of pages) {
      const blocking = await loadsOf(cdp, base, page, page.signedIn === 'pupil' ? pupil : null, runs);
      log(`  ${page.label}: blocking ${blocking.join(', ')} ms at ${SLOWDOWN}× CPU, nothing watching`);
      figures.push({
        what: `${page.label}: blocking, nothing watching`,
        measured: `${Math.round(median(blocking))} ms`,
        target: '–',
        met: null,
        note: `median of ${runs} loads at ${SLOWDOWN}× CPU (${blocking.join(', ')} ms); by TBT's rule, with no DevTools domain on in the page but Page`,
        value: median(blocking),
      });
    }
    return figures;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv[2];
  const server = await startProductionServer();
  try {
    const pages = only ? QUIET_PAGES.filter((p) => p.path === only) : QUIET_PAGES;
    if (pages.length === 0) throw new Error(`not one of the bench's pages: ${only}`);
    await measureQuietBlocking(server.base, (line) => console.log(line), pages);
  } finally {
    await server.stop();
  }
}
