/**
 * Feide sign-in (issue 21): the whole sign-in round trip with the local OpenID Connect provider
 * (server/feide/testProvider.ts), 50 one after another, and what a class of 30 signing in at once costs the server.
 * `npx tsx scripts/bench/feide.ts` alone (after `npm run build`).
 *
 * The app is the built server (`node dist/server/main.js`) in its own process on a real port; the provider runs in
 * this process, next to the simulated browsers. Each browser is its own cookie jar and keep-alive connections, and
 * does what a browser does: GET /api/feide/start → the provider's authorization endpoint → its sign-in form → POST
 * the chosen person → back to /api/feide/callback → POST /api/feide/session. "The app's part" is the time of those
 * three requests to the app (the callback includes the app's own calls to the provider: token, userinfo, groups);
 * "the provider's part" is the browser's requests to the provider. The provider is local, so its part is this
 * machine's, not Feide's.
 *
 * The server runs with NODE_ENV=development: production refuses a plain-http provider (server/config.ts), and
 * apart from that only sets Secure on cookies and HSTS.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startTestProvider, TEST_ACCOUNTS, type TestProvider } from '../../server/feide/testProvider';
import { type Figure, ms } from './figures';
import { percentile } from './http';
import { type BenchServer, freePort, startProductionServer } from './server';

const SEQUENTIAL = 50;
const CLASS_SIZE = 30;
const MAX_HOPS = 10;
const REQUEST_TIMEOUT_MS = 30_000;
const RSS_SAMPLE_MS = 10;
/** The test provider has two pupils: a class of 30 is them from 30 browsers, which runs the whole protocol each time. */
const PUPILS = TEST_ACCOUNTS.filter((a) => a.affiliation.includes('student')).map((a) => a.sub);

export interface SignInTiming {
  totalMs: number;
  /** start + callback + session, as the browser sees them. */
  appMs: number;
  /** The browser's requests to the provider (authorization, sign-in form, its POST, the resumed authorization). */
  providerMs: number;
  callbackMs: number;
}

interface Answer {
  status: number;
  location?: URL;
  body: string;
  ms: number;
}

/** One browser: its own cookies (per origin, as this app and provider use distinct names) and connections. */
class Browser {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  private readonly jars = new Map<string, Map<string, string>>();

  close() {
    this.agent.destroy();
  }

  request(url: URL, options: { method?: string; body?: string; contentType?: string } = {}): Promise<Answer> {
    const jar = this.jars.get(url.origin) ?? new Map<string, string>();
    this.jars.set(url.origin, jar);
    const headers: Record<string, string> = { accept: 'text/html,application/json' };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method: options.method ?? 'GET', agent: this.agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
        for (const line of res.headers['set-cookie'] ?? []) {
          const [pair, ...attributes] = line.split(';');
          const eq = pair!.indexOf('=');
          const name = pair!.slice(0, eq).trim();
          const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
          if (gone) jar.delete(name);
          else jar.set(name, pair!.slice(eq + 1).trim());
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ? new URL(res.headers.location, url) : undefined,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`${options.method ?? 'GET'} ${url.pathname} timed out`)));
      req.on('error', reject);
      if (options.body !== undefined) req.write(options.body);
      req.end();
    });
  }
}

/** One complete sign-in of `sub` on the pupil page, in a fresh browser (so through the provider's form). */
export async function signIn(base: string, sub: string): Promise<SignInTiming> {
  const app = new URL(base);
  const browser = new Browser();
  try {
    const started = performance.now();
    const start = await browser.request(new URL('/api/feide/start?page=pupil&lang=no', app));
    if (start.status !== 303 || !start.location || start.location.origin === app.origin) throw new Error(`start answered ${start.status} → ${start.location?.href}`);
    let providerMs = 0;
    let back: URL | undefined;
    let next: { url: URL; method?: string; body?: string; contentType?: string } = { url: start.location };
    for (let hop = 0; hop < MAX_HOPS && !back; hop++) {
      const res = await browser.request(next.url, next);
      providerMs += res.ms;
      if (res.status >= 300 && res.status < 400 && res.location) {
        if (res.location.origin === app.origin) back = res.location;
        else next = { url: res.location };
        continue;
      }
      const form = /<form method="post" action="([^"]+)"/.exec(res.body);
      if (res.status !== 200 || !form) throw new Error(`the provider answered ${res.status} without a sign-in form: ${res.body.slice(0, 200)}`);
      next = { url: new URL(form[1]!, next.url), method: 'POST', body: new URLSearchParams({ account: sub }).toString(), contentType: 'application/x-www-form-urlencoded' };
    }
    if (!back?.pathname.endsWith('/api/feide/callback')) throw new Error(`the provider never sent the browser back (${back?.href})`);
    const callback = await browser.request(back);
    if (callback.status !== 303 || !callback.location?.pathname.endsWith('/feide/elev')) throw new Error(`the callback answered ${callback.status} → ${callback.location?.href}`);
    const session = await browser.request(new URL('/api/feide/session', app), { method: 'POST', body: '{}' });
    const totalMs = performance.now() - started;
    const data = session.status === 200 ? (JSON.parse(session.body) as { success?: boolean; data?: { session?: unknown } }) : undefined;
    if (!data?.success || !data.data?.session) throw new Error(`the session answered ${session.status}: ${session.body.slice(0, 200)}`);
    return { totalMs, appMs: start.ms + callback.ms + session.ms, providerMs, callbackMs: callback.ms };
  } finally {
    browser.close();
  }
}

/** /proc/{pid}/stat: the process's CPU time so far, in seconds (user + system). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** /proc/{pid}/status: resident memory now, in bytes. */
function rssBytes(pid: number): number {
  const kB = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kB ? Number(kB) * 1024 : Number.NaN;
}

const MiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

export interface Summary {
  p50: number;
  p99: number;
  max: number;
}

export const summarise = (values: number[]): Summary => ({ p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values) });

async function sequential(server: BenchServer, log: (line: string) => void): Promise<Figure[]> {
  // The first sign-in pays for discovery, the provider's keys and warm-up: timed, but not among the 50.
  const first = await signIn(server.base, PUPILS[0]!);
  const timings: SignInTiming[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) timings.push(await signIn(server.base, PUPILS[i % PUPILS.length]!));
  const total = summarise(timings.map((t) => t.totalMs));
  const app = summarise(timings.map((t) => t.appMs));
  const provider = summarise(timings.map((t) => t.providerMs));
  const callback = summarise(timings.map((t) => t.callbackMs));
  log(
    `  ${SEQUENTIAL} sign-ins one after another: p50 ${ms(total.p50)}, p99 ${ms(total.p99)}, max ${ms(total.max)}; ` +
      `app ${ms(app.p50)} / ${ms(app.p99)} (callback ${ms(callback.p50)}), provider ${ms(provider.p50)} / ${ms(provider.p99)}; the first ${ms(first.totalMs)}`,
  );
  return [
    {
      what: `sign-in round trip, median of ${SEQUENTIAL} one after another`,
      measured: ms(total.p50),
      target: '—',
      met: null,
      note: `start → provider's form → callback → session, each in a fresh browser; the first sign-in (discovery, warm-up) took ${ms(first.totalMs)} and is not counted`,
      value: total.p50,
    },
    { what: `… p99 of ${SEQUENTIAL}`, measured: ms(total.p99), target: '—', met: null, note: `max ${ms(total.max)}; of ${SEQUENTIAL}, the p99 is the slowest`, value: total.p99 },
    {
      what: "… the app's part (start + callback + session), median / p99",
      measured: `${ms(app.p50)} / ${ms(app.p99)}`,
      target: '—',
      met: null,
      note: `the callback alone ${ms(callback.p50)} / ${ms(callback.p99)}, with the app's own requests to the provider (token, userinfo, groups)`,
    },
    { what: "… the provider's part, median / p99", measured: `${ms(provider.p50)} / ${ms(provider.p99)}`, target: '—', met: null, note: "the browser's four requests to the local provider" },
  ];
}

async function burst(server: BenchServer, log: (line: string) => void): Promise<Figure[]> {
  const pid = server.process.pid!;
  const rssBefore = rssBytes(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssBytes(pid));
  }, RSS_SAMPLE_MS);
  const cpuBefore = cpuSeconds(pid);
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  let timings: SignInTiming[];
  try {
    timings = await Promise.all(Array.from({ length: CLASS_SIZE }, (_, i) => signIn(server.base, PUPILS[i % PUPILS.length]!)));
  } finally {
    clearInterval(sampler);
  }
  const wallMs = performance.now() - started;
  const cpu = cpuSeconds(pid) - cpuBefore;
  const own = process.cpuUsage(ownBefore);
  const ownSeconds = (own.user + own.system) / 1e6;
  rssPeak = Math.max(rssPeak, rssBytes(pid));
  const total = summarise(timings.map((t) => t.totalMs));
  const app = summarise(timings.map((t) => t.appMs));
  log(
    `  ${CLASS_SIZE} at once: all in ${ms(wallMs)}, each p50 ${ms(total.p50)}, p99 ${ms(total.p99)} (app ${ms(app.p50)} / ${ms(app.p99)}); ` +
      `server CPU ${(cpu * 1000).toFixed(0)} ms (${((cpu * 1000) / CLASS_SIZE).toFixed(1)} ms a sign-in), RSS ${MiB(rssBefore)} → peak ${MiB(rssPeak)}; provider and browsers ${(ownSeconds * 1000).toFixed(0)} ms CPU`,
  );
  return [
    {
      what: `a class of ${CLASS_SIZE} signing in at once: all done`,
      measured: ms(wallMs),
      target: '—',
      met: null,
      note: `${CLASS_SIZE} browsers started together; the test provider's two pupils from 15 browsers each, every one through the whole protocol`,
      value: wallMs,
    },
    { what: '… each sign-in, median / p99', measured: `${ms(total.p50)} / ${ms(total.p99)}`, target: '—', met: null, note: `the app's part ${ms(app.p50)} / ${ms(app.p99)}` },
    {
      what: "… the server's CPU time",
      measured: `${(cpu * 1000).toFixed(0)} ms`,
      target: '—',
      met: null,
      note: `${((cpu * 1000) / CLASS_SIZE).toFixed(1)} ms a sign-in (/proc, 10 ms ticks); the provider and the 30 browsers in the bench process used ${(ownSeconds * 1000).toFixed(0)} ms more`,
      value: cpu,
    },
    { what: "… the server's resident memory", measured: `peak ${MiB(rssPeak)}`, target: '—', met: null, note: `${MiB(rssBefore)} before (sampled every ${RSS_SAMPLE_MS} ms)` },
  ];
}

/**
 * Starts the local provider and the built server pointed at it, measures, and stops both. The server's port is
 * chosen first: the provider must know the redirect address before it starts, and the server the provider's.
 */
export async function measureFeide(log: (line: string) => void): Promise<Figure[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let provider: TestProvider | undefined;
  let server: BenchServer | undefined;
  try {
    provider = await startTestProvider({ redirectUris: [`${base}/api/feide/callback`], postLogoutRedirectUris: [`${base}/no`, `${base}/no/veiledere`] });
    server = await startProductionServer({
      port,
      seedDemo: false,
      env: {
        // Production refuses a provider over plain http, which the local one is.
        NODE_ENV: 'development',
        FEIDE_ISSUER: provider.issuer,
        FEIDE_CLIENT_ID: provider.clientId,
        FEIDE_CLIENT_SECRET: provider.clientSecret,
        FEIDE_REDIRECT_URI: `${base}/api/feide/callback`,
        FEIDE_GROUPS_URL: provider.groupsUrl,
        FEIDE_SCOPES: 'openid userid-feide profile email groups-edu',
      },
    });
    return [...(await sequential(server, log)), ...(await burst(server, log))];
  } finally {
    await server?.stop();
    await provider?.close();
  }
}

async function main() {
  const load = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');
  console.log(`Feide sign-in with the local provider; load average ${load()}`);
  const started = performance.now();
  const figures = await measureFeide((line) => console.log(line));
  console.log('');
  for (const f of figures) console.log(`  ${f.what.padEnd(62)} ${f.measured.padStart(18)}  ${f.note ?? ''}`);
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s; load average ${load()}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
