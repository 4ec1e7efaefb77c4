/**
 * `npx tsx scripts/bench/board.ts` (after `npm run build`): what the board (/{lang}/admin/tavle) costs and how fast it
 * follows the class, against the production server on SQLite. (a) From a pupil's answer to the board showing it: 20
 * answers, each at a random moment of the 5 s poll, timed from the save's request to the change on the page in
 * Chromium. (b) The server's CPU for one fetch of the results of a class of 30 pupils with every part answered, from
 * the server process's own CPU time over many fetches; an open board asks 12 times a minute.
 * The server listens on BOARD_BENCH_PORT (default 4417).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { closeAgents, percentile, send } from './http';
import { root } from './server';

const PORT = Number(process.env.BOARD_BENCH_PORT ?? 4417);
const BASE = `http://127.0.0.1:${PORT}`;
const ANSWERS = 20;
const CLASS_SIZE = 30;
const FETCHES = 300;
const PASSWORD = 'gode-lange-ord-2026';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const content = (file: string) => JSON.parse(fs.readFileSync(path.join(root, 'content', 'no', file), 'utf8'));

async function startServer(): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-board-'));
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      TEACHER_APPROVAL: '1',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      SAVES_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function ok(reply: Promise<{ status: number; body: string }>, what: string) {
  const { status, body } = await reply;
  if (status !== 200) throw new Error(`${what} → ${status} ${body}`);
  return JSON.parse(body) as { data: Record<string, unknown> } & Record<string, unknown>;
}

let pupils = 0;
/** A new pupil account, signed up from a loopback address of its own group of 40 (the per-address limits). */
async function newPupil() {
  const i = pupils++;
  const { data } = await ok(send(BASE, 'POST', '/api/identity/sign-up', { body: { email: `tavle-${Date.now().toString(36)}-${i}@bench.no`, password: PASSWORD }, from: `127.0.1.${2 + Math.floor(i / 40)}` }), 'sign-up');
  return data as { userId: string; idToken: string };
}

const save = (pupil: { userId: string; idToken: string }, code: string, responses: Record<string, unknown>) =>
  send(BASE, 'PUT', `/api/store/users/${pupil.userId}/classes/${code}`, { body: { responses }, headers: { authorization: `Bearer ${pupil.idToken}` } });

/** A pupil's answers in every part the board counts, varied by `i`, with the content's ids. */
function boardAnswers(i: number): Record<string, unknown> {
  const jobs = content('okt1.json').jobs as { id: string; industryId: string }[];
  const okt2 = content('okt2.json');
  const okt3 = content('okt3.json');
  const okt5 = content('okt5.json');
  const quiz = content('okt4.json').questions as { id: string; options: { id: string }[] }[];
  const job = jobs[i % jobs.length]!;
  const offer = okt3.offers[i % okt3.offers.length];
  return {
    O1D: job.id,
    O2B: { boutgifter: 8000 + 100 * i, transport: 900, mat: 4200, fritid: 1500, klaer: 800, sparing: 1000, forsikring: 450, andre_utgifter: 650 },
    O2C: okt2.unexpectedExpenses[i % okt2.unexpectedExpenses.length].id,
    O2D: { choice: 'savings' },
    O3A: okt3.items[i % okt3.items.length].id,
    O3C: { offerId: offer.id, months: offer.termsMonths[0] },
    O3D: { choice: i % 3 === 0 ? 'save' : 'credit' },
    O4A: Object.fromEntries(quiz.map((q, n) => [q.id, q.options[(i + n) % q.options.length]!.id])),
    O5B: { chosen: [okt5.products[i % okt5.products.length].id] },
    O5C: { scenarioId: okt5.scenarios[i % okt5.scenarios.length].id },
  };
}

/** The server process's CPU time so far, in ms (Linux: utime + stime of /proc/{pid}/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const token = await ok(send(BASE, 'POST', '/api/jwt/token', { body: { username: 'laerer@demo.no', password: 'demo-laerer-2026' } }), 'teacher token');
    const teacher = { authorization: `Bearer ${token.token as string}` };
    const newClass = async (name: string) =>
      ((await ok(send(BASE, 'POST', '/api/class/create', { body: { name, school: 'Demo ungdomsskole', schoolYear: '2026/2027' }, headers: teacher }), 'class')).data.classCode as string);

    // (a) The board in Chromium, signed in as the app restores a teacher, on the slide of the jobs chosen.
    const code = await newClass(`Tavle ${Date.now().toString(36)}`);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    await page.addInitScript((api) => {
      const state = { wpJwtToken: api.token, expiryTime: api.expiresAt, isLoggedIn: true, canAdmin: true, firestoreUserId: 'bench', email: 'laerer@demo.no', idToken: 'bench', idTokenExpiresAt: Date.now() + 3_600_000, responses: {} };
      window.localStorage.setItem('ueokonomiapp', JSON.stringify(state));
    }, token);
    await page.goto(`${BASE}/no/admin/tavle?klasse=${code}&okt=1`);
    await page.locator('.board-code').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText('0 av 0 elever har svart.', { exact: false }).waitFor();
    const latencies: number[] = [];
    for (let i = 1; i <= ANSWERS; i++) {
      const pupil = await newPupil();
      // A random moment of the poll, as a real answer comes.
      await new Promise((r) => setTimeout(r, Math.random() * 5_000));
      const started = performance.now();
      const saved = await save(pupil, code, { O1D: 'sykepleier' });
      if (saved.status !== 200) throw new Error(`save → ${saved.status} ${saved.body}`);
      await page.waitForFunction((n) => document.querySelector('.board-slide')?.textContent?.includes(`${n} av ${n} elever har svart`), i, { polling: 20, timeout: 30_000 });
      latencies.push(performance.now() - started);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`answer → board, ${ANSWERS} answers: median ${Math.round(percentile(sorted, 50))} ms, worst ${Math.round(sorted.at(-1)!)} ms, best ${Math.round(sorted[0]!)} ms`);
    console.log(`  all (ms): ${latencies.map((ms) => Math.round(ms)).join(', ')}`);
    await page.close();

    // (b) A class of 30 with every part answered; the results fetched one after another.
    const full = await newClass(`Tretti ${Date.now().toString(36)}`);
    for (let i = 0; i < CLASS_SIZE; i++) {
      const saved = await save(await newPupil(), full, boardAnswers(i));
      if (saved.status !== 200) throw new Error(`save → ${saved.status} ${saved.body}`);
    }
    const url = `/api/list/class/${full}/results`;
    const reply = await send(BASE, 'GET', url, { headers: teacher });
    const check = await ok(Promise.resolve(reply), 'results');
    const answered = ['jobs', 'budget', 'expenses', 'payment', 'insurance'].map((part) => `${part} ${(check.data[part] as { answered: number }).answered}`).join(', ');
    for (let i = 0; i < 20; i++) await send(BASE, 'GET', url, { headers: teacher });
    const pid = server.child.pid!;
    const cpuBefore = cpuMs(pid);
    const walls: number[] = [];
    for (let i = 0; i < FETCHES; i++) walls.push((await send(BASE, 'GET', url, { headers: teacher })).ms);
    const perFetch = (cpuMs(pid) - cpuBefore) / FETCHES;
    console.log(`results of a class of ${CLASS_SIZE} (${answered}; ${reply.body.length} bytes): server CPU ${perFetch.toFixed(2)} ms a fetch over ${FETCHES}, response median ${percentile(walls, 50).toFixed(1)} ms, p95 ${percentile(walls, 95).toFixed(1)} ms`);
    console.log(`one open board: 12 fetches a minute = ${(12 * perFetch).toFixed(0)} ms CPU a minute (${((12 * perFetch) / 600).toFixed(2)} % of one core)`);
  } finally {
    await browser.close();
    closeAgents();
    await server.stop();
  }
}

await main();
