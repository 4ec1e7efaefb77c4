/** The board on SQLite: (a) time from a pupil's save to the board showing it; (b) server CPU per results fetch for 30 pupils. */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { closeAgents, percentile, send } from './http';
import { CHROMIUM } from './lighthouse';
import { type BenchServer, root } from './server';

const ANSWERS = Number(process.env.BENCH_BOARD_ANSWERS ?? 12);
const CLASS_SIZE = 30;
const FETCHES = 300;
const PASSWORD = 'gode-lange-ord-2026';

export interface BoardFigures {
  answers: number;
  medianMs: number;
  worstMs: number;
  classSize: number;
  resultBytes: number;
  cpuMsPerFetch: number;
  fetchP95Ms: number;
}

const content = (file: string) => JSON.parse(fs.readFileSync(path.join(root, 'content', 'no', file), 'utf8'));

async function ok(reply: Promise<{ status: number; body: string }>, what: string) {
  const { status, body } = await reply;
  if (status !== 200) throw new Error(`${what} → ${status} ${body}`);
  return JSON.parse(body) as { data: Record<string, unknown> } & Record<string, unknown>;
}

let pupils = 0;
/** A new pupil account, signed up from a loopback address of its own group of 40 (the per-address limits). */
async function newPupil(base: string) {
  const i = pupils++;
  const { data } = await ok(send(base, 'POST', '/api/identity/sign-up', { body: { email: `tavle-${Date.now().toString(36)}-${i}@bench.no`, password: PASSWORD }, from: `127.0.1.${2 + Math.floor(i / 40)}` }), 'sign-up');
  return data as { userId: string; idToken: string };
}

const save = (base: string, pupil: { userId: string; idToken: string }, code: string, responses: Record<string, unknown>) =>
  send(base, 'PUT', `/api/store/users/${pupil.userId}/classes/${code}`, { body: { responses }, headers: { authorization: `Bearer ${pupil.idToken}` } });

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

export async function measureBoard(server: BenchServer): Promise<BoardFigures> {
  const base = server.base;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const token = await ok(send(base, 'POST', '/api/jwt/token', { body: { username: 'laerer@demo.no', password: 'demo-laerer-2026' } }), 'teacher token');
    const teacher = { authorization: `Bearer ${token.token as string}` };
    const newClass = async (name: string) =>
      ((await ok(send(base, 'POST', '/api/class/create', { body: { name, school: 'Demo ungdomsskole', schoolYear: '2026/2027' }, headers: teacher }), 'class')).data.classCode as string);

    // (a) The board in Chromium, signed in as the app restores a teacher, on the slide of the jobs chosen.
    const code = await newClass(`Tavle ${Date.now().toString(36)}`);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    await page.addInitScript((api) => {
      const state = { wpJwtToken: api.token, expiryTime: api.expiresAt, isLoggedIn: true, canAdmin: true, firestoreUserId: 'bench', email: 'laerer@demo.no', idToken: 'bench', idTokenExpiresAt: Date.now() + 3_600_000, responses: {} };
      window.localStorage.setItem('ueokonomiapp', JSON.stringify(state));
    }, token);
    await page.goto(`${base}/no/admin/tavle?klasse=${code}&okt=1`);
    await page.locator('.board-code').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText('0 av 0 elever har svart.', { exact: false }).waitFor();
    const latencies: number[] = [];
    for (let i = 1; i <= ANSWERS; i++) {
      const pupil = await newPupil(base);
      // A random moment of the poll, as a real answer comes.
      await new Promise((r) => setTimeout(r, Math.random() * 5_000));
      const started = performance.now();
      const saved = await save(base, pupil, code, { O1D: 'sykepleier' });
      if (saved.status !== 200) throw new Error(`save → ${saved.status} ${saved.body}`);
      await page.waitForFunction((n) => document.querySelector('.board-slide')?.textContent?.includes(`${n} av ${n} elever har svart`), i, { polling: 20, timeout: 30_000 });
      latencies.push(performance.now() - started);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    await page.close();

    // (b) A class of 30 with every part answered; the results fetched one after another.
    const full = await newClass(`Tretti ${Date.now().toString(36)}`);
    for (let i = 0; i < CLASS_SIZE; i++) {
      const saved = await save(base, await newPupil(base), full, boardAnswers(i));
      if (saved.status !== 200) throw new Error(`save → ${saved.status} ${saved.body}`);
    }
    const url = `/api/list/class/${full}/results`;
    const reply = await ok(send(base, 'GET', url, { headers: teacher }), 'results');
    for (let i = 0; i < 20; i++) await send(base, 'GET', url, { headers: teacher });
    const pid = server.process.pid!;
    const cpuBefore = cpuMs(pid);
    const walls: number[] = [];
    for (let i = 0; i < FETCHES; i++) walls.push((await send(base, 'GET', url, { headers: teacher })).ms);
    return {
      answers: ANSWERS,
      medianMs: percentile(sorted, 50),
      worstMs: sorted.at(-1)!,
      classSize: CLASS_SIZE,
      resultBytes: JSON.stringify(reply).length,
      cpuMsPerFetch: (cpuMs(pid) - cpuBefore) / FETCHES,
      fetchP95Ms: percentile(walls, 95),
    };
  } finally {
    await browser.close();
    closeAgents();
  }
}
