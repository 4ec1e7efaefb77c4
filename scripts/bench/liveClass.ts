/**
 * Live class state (issue 13): how long a teacher's unlock takes to reach a pupil's open page, what the
 * polling behind it costs per pupil, and what 300 pupils of 10 classes with the app open cost the server.
 */
import { DEMO } from '../../server/db/seedDemo';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import puppeteer from 'puppeteer-core';
import { CLASS_POLL_MS } from '../../machines/oktMachine';
import { type Figure, ms } from './figures';
import { percentile, send } from './http';
import { api, CHROMIUM, CHROMIUM_FLAGS } from './lighthouse';
import type { BenchServer } from './server';

const PASSWORD = 'et passord for måling';
const TRIES = 20;
const TRY_TIMEOUT_MS = 20_000;
const TARGET_MS = 10_000;
const OPEN_PUPILS = 300;
const OPEN_CLASSES = 10;
const OPEN_SECONDS = 30;

/**
 * The seeded demo teacher with `count` new classes: a newly registered teacher must confirm the address before
 * making classes (issue 16), and the bench server seeds the demo teacher as confirmed.
 */
async function teacherWithClasses(server: BenchServer, count: number): Promise<{ token: string; codes: string[] }> {
  const { token } = await api<{ token: string }>(server.base, '/api/jwt/token', { method: 'POST', body: { username: DEMO.email, password: DEMO.password } });
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await api<{ data: { classCode: string } }>(server.base, '/api/class/create', { method: 'POST', token, body: { name: `Bench ${i}`, school: 'Bench skole', schoolYear: '2026/2027' } });
    codes.push(created.data.classCode);
  }
  return { token, codes };
}

const toggle = (server: BenchServer, token: string, classCode: string, open: boolean) =>
  api(server.base, `/api/class/${open ? 'enable' : 'disable'}-section`, { method: 'POST', token, body: { classCode, oktNumber: 2 } });

/** /proc/{pid}/stat: the server's CPU time so far, in seconds (user + system). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A real pupil in Chromium on the start page; the teacher opens and closes session 2 twenty times. */
async function unlockLatency(server: BenchServer, log: (line: string) => void): Promise<Figure[]> {
  const { token, codes } = await teacherWithClasses(server, 1);
  const code = codes[0]!;
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    let classReads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/get/klasse/')) classReads += 1;
    });
    await page.goto(`${server.base}/no`, { waitUntil: 'networkidle0' });
    await page.click('input[name="mode"][value="new"]');
    await page.type('#email', `elev-live-${Date.now().toString(36)}@bench.no`);
    await page.type('#password', PASSWORD);
    await page.type('#classCode', code);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.keyboard.press('Enter')]);
    await page.waitForSelector('a[href^="/no/okt/1/"]', { timeout: TRY_TIMEOUT_MS });

    const times: number[] = [];
    const readsBefore = classReads;
    const watchStarted = performance.now();
    for (let i = 0; i < TRIES; i++) {
      const open = i % 2 === 0;
      // Wait a random part of a poll, so the tries fall anywhere in the pupil's polling cycle.
      await new Promise((r) => setTimeout(r, Math.random() * CLASS_POLL_MS));
      const clicked = performance.now();
      await toggle(server, token, code, open);
      await page.waitForFunction((want: boolean) => (document.querySelector('a[href^="/no/okt/2/"]') !== null) === want, { timeout: TRY_TIMEOUT_MS, polling: 50 }, open);
      times.push(performance.now() - clicked);
    }
    const minutes = (performance.now() - watchStarted) / 60_000;
    const perMinute = (classReads - readsBefore) / minutes;
    const median = percentile(times, 50);
    const worst = Math.max(...times);
    log(`  teacher's unlock → pupil's screen: median ${Math.round(median)} ms, worst ${Math.round(worst)} ms over ${TRIES}; ${perMinute.toFixed(1)} class reads a minute`);
    return [
      { what: `teacher's unlock or lock reaching the pupil's open page, median of ${TRIES}`, measured: ms(median), target: `≤ ${TARGET_MS / 1000} s`, met: median <= TARGET_MS },
      { what: `… worst of ${TRIES}`, measured: ms(worst), target: `≤ ${TARGET_MS / 1000} s`, met: worst <= TARGET_MS, note: 'real Chromium on the start page; from the teacher\'s request to the card changing' },
      { what: 'class reads per open page per minute', measured: perMinute.toFixed(1), target: '—', met: null, note: `one every ${CLASS_POLL_MS / 1000} s and when the tab is shown again; unchanged answers are 304s` },
    ];
  } finally {
    await browser.close();
  }
}

/** 300 pupils of 10 classes with the app open: each asks every 5 s as the browser does (If-None-Match), while a teacher switches. */
async function openPages(server: BenchServer, log: (line: string) => void): Promise<Figure[]> {
  const { token, codes } = await teacherWithClasses(server, OPEN_CLASSES);
  const pid = server.process.pid!;
  const etags = new Map<number, string>();
  const latencies: number[] = [];
  let notModified = 0;
  let failed = 0;
  let running = true;
  async function pupil(i: number) {
    const code = codes[i % codes.length]!;
    // Spread over the poll, as pupils open the app at different moments.
    await new Promise((r) => setTimeout(r, Math.random() * CLASS_POLL_MS));
    while (running) {
      const etag = etags.get(i);
      const res = await send(server.base, 'GET', `/api/public/no/get/klasse/${code}`, { headers: etag ? { 'if-none-match': etag } : {}, from: `127.0.1.${1 + (i % 200)}` });
      latencies.push(res.ms);
      if (res.status === 304) notModified += 1;
      else if (res.status !== 200) failed += 1;
      await new Promise((r) => setTimeout(r, CLASS_POLL_MS));
    }
  }
  // The etag is kept per pupil by reading it once; the browser keeps it in its HTTP cache the same way.
  for (let i = 0; i < OPEN_PUPILS; i++) {
    const res = await fetch(`${server.base}/api/public/no/get/klasse/${codes[i % codes.length]}`);
    etags.set(i, res.headers.get('etag') ?? '');
  }
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const pupils = Array.from({ length: OPEN_PUPILS }, (_, i) => pupil(i));
  const teacher = (async () => {
    for (let round = 0; running; round++) {
      await new Promise((r) => setTimeout(r, 3_000));
      if (running) await toggle(server, token, codes[round % codes.length]!, round % 2 === 0);
    }
  })();
  await new Promise((r) => setTimeout(r, OPEN_SECONDS * 1000));
  running = false;
  await Promise.all([...pupils, teacher]);
  const seconds = (performance.now() - started) / 1000;
  const cpu = (cpuSeconds(pid) - cpuBefore) / seconds;
  const rate = latencies.length / seconds;
  log(`  ${OPEN_PUPILS} open pages: ${rate.toFixed(0)} reads/s, ${Math.round((100 * notModified) / latencies.length)} % 304, p99 ${percentile(latencies, 99).toFixed(1)} ms, server CPU ${(cpu * 100).toFixed(1)} % of a core, ${failed} failed`);
  return [
    {
      what: `${OPEN_PUPILS} pupils of ${OPEN_CLASSES} classes with the app open: server CPU`,
      measured: `${(cpu * 100).toFixed(1)} % of a core`,
      target: '—',
      met: null,
      note: `${rate.toFixed(0)} class reads/s for ${OPEN_SECONDS} s, ${Math.round((100 * notModified) / latencies.length)} % answered 304, p99 ${ms(percentile(latencies, 99))}, ${failed} failed; a teacher switched a session every 3 s`,
    },
  ];
}

export async function measureLiveClass(server: BenchServer, log: (line: string) => void): Promise<Figure[]> {
  return [...(await unlockLatency(server, log)), ...(await openPages(server, log))];
}
