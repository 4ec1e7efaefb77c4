/**
 * Lighthouse in the system Chromium as a school Chromebook sees a page (1366×768, CPU slowed BENCH_CPU_SLOWDOWN times,
 * default 4; 150 ms, 1.6 Mbit/s). Pages are measured in rounds so a busy minute falls on all, the bare page included.
 * Puppeteer drives the browser so a signed-in pupil's device state can be set before a run.
 */
import os from 'node:os';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { INTEREST_IDS } from '../../src/contracts/interests';
import { USER_STATE_KEY } from '../../src/services/userState';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
/** Five runs a page: one page's TBT varies widely between identical runs on a busy machine. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ATTEMPTS_PER_RUN = 3;
const REQUEST_TIMEOUT_MS = 10_000;
const DEMO = { teacher: 'laerer@demo.no', teacherPassword: 'demo-laerer-2026', classCode: 'DEMO26' };

const SETTINGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  formFactor: 'desktop',
  screenEmulation: { mobile: false, width: 1366, height: 768, deviceScaleFactor: 1, disabled: false },
  emulatedUserAgent: 'Mozilla/5.0 (X11; CrOS x86_64 16181.61.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
  throttlingMethod: 'simulate',
  throttling: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: CPU_SLOWDOWN },
};

export interface Target {
  label: string;
  base: string;
  path: string;
  /** A signed-in pupil's device state, or none for a visitor. */
  signedIn: boolean;
  /** Something only the intended screen has, so a redirect to a sign-in form cannot pass as a measurement. */
  shows: string;
}

export interface PageFigures {
  label: string;
  path: string;
  signedIn: boolean;
  /** Medians of the runs. */
  lcpMs: number;
  tbtMs: number;
  /** TBT's lowest and highest run. */
  tbtRangeMs: [number, number];
  runs: number;
  /** Lighthouse's measure of the machine's speed during the runs, lowest and highest. */
  benchmarkIndex: [number, number];
}

async function api<T>(base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A new demo-class pupil who finished session 1 (session 2 opened), as the device remembers them (`ueokonomiapp`). */
async function signedInPupil(base: string): Promise<Record<string, unknown>> {
  const teacher = await api<{ token: string }>(base, '/api/jwt/token', { method: 'POST', body: { username: DEMO.teacher, password: DEMO.teacherPassword } });
  await api(base, '/api/class/enable-section', { method: 'POST', token: teacher.token, body: { classCode: DEMO.classCode, oktNumber: 2 } });
  const email = `lighthouse-${Date.now().toString(36)}@bench.no`;
  const { data: session } = await api<{ data: { userId: string; idToken: string; expiresAt: number } }>(base, '/api/identity/sign-up', {
    method: 'POST',
    body: { email, password: 'et passord for måling' },
  });
  // The budget's income is the net pay of the job chosen in session 1, so the pupil needs a real job.
  const industries = await api<{ posts: { id: string }[] }>(base, '/api/public/no/get/multiselect/bransje/alle');
  const industry = industries.posts[0]!.id;
  const jobs = await api<{ posts: { id: string }[] }>(base, `/api/public/no/get/multiselect/jobb/${industry}`);
  const job = jobs.posts[0]!;
  const responses = { O1A: [INTEREST_IDS[0]], O1C: industry, O1D: job.id, O1E: { choice: 'net', correct: true } };
  await api(base, `/api/store/users/${session.userId}/classes/${DEMO.classCode}`, { method: 'PUT', token: session.idToken, body: { responses } });
  return {
    isLoggedIn: true,
    email,
    firestoreUserId: session.userId,
    idToken: session.idToken,
    idTokenExpiresAt: session.expiresAt,
    classCode: DEMO.classCode,
    canAdmin: false,
    responses,
    needsSave: false,
    job,
  };
}

/** Lighthouse's own failure to record a run (it says «run Lighthouse again»), as opposed to a wrong page. */
class LighthouseRunError extends Error {}

/** One run in a fresh tab (Lighthouse clears caches, not localStorage); a signed-in run then gets the pupil's state. */
async function runOnce(browser: Browser, target: Target, pupil: Record<string, unknown> | null): Promise<Result> {
  const tab = await browser.newPage();
  try {
    const cdp = await tab.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin: target.base, storageTypes: 'all' });
    await cdp.detach();
    if (target.signedIn) {
      // Any page of the origin gives access to its localStorage; the health check loads no app code.
      await tab.goto(`${target.base}/api/health`);
      await tab.evaluate((key, state) => localStorage.setItem(key, state), USER_STATE_KEY, JSON.stringify(pupil));
    }
    const lhr = (await lighthouse(target.base + target.path, SETTINGS, undefined, tab))?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${target.label}`);
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse failed on ${target.label}: ${lhr.runtimeError.code}`);
    const landedOn = new URL(tab.url()).pathname;
    if (landedOn !== target.path) throw new Error(`${target.label}: the app moved on to ${landedOn}, so this is no measurement of ${target.path}`);
    if (!(await tab.$(target.shows))) throw new Error(`${target.label}: the page has no ${target.shows}, so it is not the intended screen`);
    return lhr;
  } finally {
    await tab.close().catch(() => {});
  }
}

async function measuredRun(browser: Browser, target: Target, pupil: Record<string, unknown> | null, log: (line: string) => void): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(browser, target, pupil);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS_PER_RUN) throw error;
      log(`  ${(error as Error).message}; trying again`);
    }
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** Every target RUNS times, round by round; answers the medians and the highest one-minute load average seen. */
export async function measurePages(targets: readonly Target[], log: (line: string) => void): Promise<{ pages: PageFigures[]; loadAverageMax: number }> {
  const signedIn = targets.find((t) => t.signedIn);
  const pupil = signedIn ? await signedInPupil(signedIn.base) : null;
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    // Without the background-networking flags Chromium keeps calling Google, which a closed network refuses.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    defaultViewport: null,
  });
  const runs = new Map<Target, Result[]>(targets.map((t) => [t, []]));
  let loadAverageMax = 0;
  try {
    for (let round = 1; round <= RUNS; round++) {
      for (const target of targets) {
        loadAverageMax = Math.max(loadAverageMax, os.loadavg()[0]!);
        const lhr = await measuredRun(browser, target, pupil, log);
        runs.get(target)!.push(lhr);
        log(
          `  round ${round}, ${target.label}: LCP ${Math.round(metric(lhr, 'largest-contentful-paint'))} ms, TBT ${Math.round(metric(lhr, 'total-blocking-time'))} ms (benchmark index ${Math.round(lhr.environment.benchmarkIndex)})`,
        );
      }
    }
  } finally {
    await browser.close().catch(() => {});
  }
  const pages = targets.map((t): PageFigures => {
    const results = runs.get(t)!;
    const indexes = results.map((r) => r.environment.benchmarkIndex);
    const tbts = results.map((r) => metric(r, 'total-blocking-time'));
    return {
      label: t.label,
      path: t.path,
      signedIn: t.signedIn,
      lcpMs: median(results.map((r) => metric(r, 'largest-contentful-paint'))),
      tbtMs: median(tbts),
      tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)],
      runs: results.length,
      benchmarkIndex: [Math.min(...indexes), Math.max(...indexes)],
    };
  });
  return { pages, loadAverageMax };
}
