/** The bench's budgets, each figure judged against its own, and docs/performance.md written from them. */
import type { BoardFigures } from './board';
import type { PageFigures } from './lighthouse';
import type { LoadFigures } from './load';
import type { ProxiedFigures } from './proxied';

/**
 * Board: an answer shows within the 5 s poll plus fetch and draw (7.5 s); a results fetch for 30 pupils costs at most
 * 25 ms of server CPU. Pages: largest paint at most 1.2× the bare React page's (1.5× signed in), TBT at most 100 ms.
 */
export const BUDGETS = { lcpRatioPublic: 1.2, lcpRatioSignedIn: 1.5, tbtMs: 100, boardWorstMs: 7_500, boardCpuMs: 25 };

export interface Budget {
  what: string;
  measured: string;
  limit: string;
  met: boolean;
}

export interface RouteBytes {
  /** The route after its language, e.g. `/okt/2/O2B`. */
  route: string;
  no: number;
  nn: number;
}

export interface Machine {
  cpus: string;
  software: string;
  cores: number;
  /** The one-, five- and fifteen-minute load averages as the bench began, before its own server and browser. */
  loadAtStart: number[];
}

export interface ReportInput {
  date: Date;
  minutes: number;
  machine: Machine;
  cpuSlowdown: number;
  floor: PageFigures;
  /** The floor drawn into its HTML and hydrated: no budget, a reference only. */
  prerenderedFloor: PageFigures;
  pages: PageFigures[];
  /** The highest one-minute load average as a Lighthouse run began, the bench's own server and browser included. */
  loadAverageMax: number;
  load: LoadFigures[];
  board: BoardFigures;
  loadSeconds: number;
  /** Through nginx to one and to two instances on PostgreSQL; empty without DATABASE_URL. */
  proxied: ProxiedFigures[];
  bytes: RouteBytes[];
  byteLimit: number;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const deviceIndex = (benchmarkIndex: number, slowdown: number) => Math.round(benchmarkIndex / slowdown);

export function pageBudgets(pages: readonly PageFigures[], floor: PageFigures): Budget[] {
  return pages.flatMap((page) => {
    const ratio = page.lcpMs / floor.lcpMs;
    const limit = page.signedIn ? BUDGETS.lcpRatioSignedIn : BUDGETS.lcpRatioPublic;
    return [
      { what: `${page.label}: LCP ÷ floor`, measured: `${ratio.toFixed(2)} ×`, limit: `≤ ${limit} ×`, met: ratio <= limit },
      { what: `${page.label}: TBT`, measured: ms(page.tbtMs), limit: `≤ ${BUDGETS.tbtMs} ms`, met: page.tbtMs <= BUDGETS.tbtMs },
    ];
  });
}

export function byteBudgets(routes: readonly RouteBytes[], limit: number): Budget[] {
  return routes.map(({ route, no, nn }) => ({
    what: `first load ${route}`,
    measured: `${kB(no)} (nb), ${kB(nn)} (nn)`,
    limit: `≤ ${kB(limit)}`,
    met: Math.max(no, nn) <= limit,
  }));
}

/** No save may fail under load: a pupil's answer must never be lost. */
export function loadBudgets(load: readonly LoadFigures[]): Budget[] {
  return load.map((l) => ({ what: `failed saves (${l.database})`, measured: String(l.failed), limit: '0', met: l.failed === 0 }));
}

/** Nor through the proxy, with one instance or two. */
export function proxiedBudgets(proxied: readonly ProxiedFigures[]): Budget[] {
  return proxied.map((p) => ({ what: `failed saves through nginx (${p.instances} instance${p.instances === 1 ? '' : 's'})`, measured: String(p.failed), limit: '0', met: p.failed === 0 }));
}

export function boardBudgets(board: BoardFigures): Budget[] {
  return [
    { what: 'answer → board, worst', measured: ms(board.worstMs), limit: `≤ ${ms(BUDGETS.boardWorstMs)}`, met: board.worstMs <= BUDGETS.boardWorstMs },
    { what: `board results fetch, class of ${board.classSize}: server CPU`, measured: `${board.cpuMsPerFetch.toFixed(2)} ms`, limit: `≤ ${BUDGETS.boardCpuMs} ms`, met: board.cpuMsPerFetch <= BUDGETS.boardCpuMs },
  ];
}

export function allBudgets(input: ReportInput): Budget[] {
  return [...pageBudgets(input.pages, input.floor), ...loadBudgets(input.load), ...boardBudgets(input.board), ...proxiedBudgets(input.proxied), ...byteBudgets(input.bytes, input.byteLimit)];
}

const verdict = (met: boolean) => (met ? '✅ pass' : '❌ fail');

export function renderReport(input: ReportInput): string {
  const { machine, floor, pages } = input;
  const budgets = allBudgets(input);
  const missed = budgets.filter((b) => !b.met);
  const indexes = [floor, input.prerenderedFloor, ...pages].flatMap((p) => p.benchmarkIndex);
  const pageRows = pages.map((p) => {
    const [lcp, tbt] = pageBudgets([p], floor);
    return `| ${p.label} (\`${p.path}\`) | ${ms(p.lcpMs)} | ${lcp!.measured} | ${lcp!.limit} | ${verdict(lcp!.met)} | ${tbt!.measured} (${Math.round(p.tbtRangeMs[0])}–${Math.round(p.tbtRangeMs[1])}) | ${tbt!.limit} | ${verdict(tbt!.met)} |`;
  });
  const loadRows = input.load.map(
    (l) =>
      `| ${l.database} | ${l.pupils} | ${Math.round(l.savesPerSecond)}/s | ${ms(l.p50Ms)} | ${ms(l.p99Ms)} | ${l.failed} | ${verdict(l.failed === 0)} | ${l.generatorDelayP99Ms.toFixed(1)} ms |`,
  );
  const proxiedRows = input.proxied.map(
    (p) =>
      `| ${p.instances} | ${p.pupils} | ${p.offeredPerSecond}/s | ${Math.round(p.savesPerSecond)}/s | ${ms(p.p50Ms)} | ${ms(p.p99Ms)} | ${p.failed} | ${verdict(p.failed === 0)} |`,
  );
  const proxiedSection =
    proxiedRows.length === 0
      ? []
      : [
          '## Through nginx',
          '',
          `The operator's set-up (docs/operating.md): nginx from the system's package with \`deploy/nginx/proxy.conf\` in front of one, then two production servers on one PostgreSQL database, the pupils offering a steady rate of saves between them (each pupil one save at a time, the next due at its time or at once when late) for ${input.loadSeconds} s after a 2 s warm-up. Everything shares the cores above.`,
          '',
          '| instances | pupils | offered | saves/s | p50 | p99 | failed | budget: 0 failed |',
          '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
          ...proxiedRows,
          '',
        ];
  const byteRows = input.bytes.map((r) => {
    const [b] = byteBudgets([r], input.byteLimit);
    return `| \`${r.route}\` | ${kB(r.no)} | ${kB(r.nn)} | ${verdict(b!.met)} |`;
  });
  return [
    '# Performance',
    '',
    `Generated by \`npm run bench\` on ${input.date.toISOString().slice(0, 16).replace('T', ' ')} UTC in ${input.minutes.toFixed(1)} minutes. Do not edit by hand: run it again.`,
    '',
    '## Machine',
    '',
    `- ${machine.cpus}`,
    `- ${machine.software}`,
    `- Load average as the bench began: ${machine.loadAtStart.map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 minutes) on ${machine.cores} cores; at most ${input.loadAverageMax.toFixed(2)} as a Lighthouse run began, the bench's own server and browser included.`,
    `- Lighthouse's benchmark index during the runs: ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (lower is a slower or busier machine); slowed ${input.cpuSlowdown}×, the device simulated scores ${deviceIndex(Math.min(...indexes), input.cpuSlowdown)}–${deviceIndex(Math.max(...indexes), input.cpuSlowdown)} (Chrome DevTools' CPU calibration takes 1000 for a mid-tier phone and 264 for a low-tier one).`,
    '- The server, the load generator and Chromium share these cores.',
    '',
    missed.length === 0 ? `**All ${budgets.length} budgets met.**` : `**${missed.length} of ${budgets.length} budgets missed:** ${missed.map((b) => b.what).join('; ')}.`,
    '',
    '## Pages',
    '',
    `Lighthouse in the system Chromium as a school Chromebook sees a page: a 1366×768 screen, the CPU ${input.cpuSlowdown}× slower (\`BENCH_CPU_SLOWDOWN\`) and a line shared by a class (150 ms, 1.6 Mbit/s), by Lighthouse's simulated throttling; the production server on loopback; the median of ${floor.runs} runs a page (\`BENCH_RUNS\`), taken in rounds so a busier minute falls on every page; beside each TBT, its lowest and highest run. The floor is a bare React 19 page (\`scripts/bench/floor\`), built, compressed and served as the app is, measured in the same rounds: LCP ${ms(floor.lcpMs)}, TBT ${ms(floor.tbtMs)}. It paints only once its script has run, so its script's work falls before its first paint, where TBT does not count it. The same page drawn into its HTML and hydrated, as the app's public pages start, can paint before its script has run: LCP ${ms(input.prerenderedFloor.lcpMs)} (${(input.prerenderedFloor.lcpMs / floor.lcpMs).toFixed(2)} × the floor), TBT ${ms(input.prerenderedFloor.tbtMs)}. The signed-in page is measured as a pupil of the demo class who has finished session 1.`,
    '',
    '| page | LCP | LCP ÷ floor | budget | | TBT | budget | |',
    '| --- | ---: | ---: | ---: | --- | ---: | ---: | --- |',
    ...pageRows,
    '',
    '## Saves under load',
    '',
    `Pupils of the demo class, each a real account, saving their answers at once for ${input.loadSeconds} s after a 2 s warm-up: one activity's change at a time, on the version the last save returned, each pupil sending its next save as soon as the last is answered. Saves/s is what the server answered with 200; the latencies are timed by the load generator, whose own event-loop delay is given so a slow reply can be told from a busy generator. PostgreSQL is measured when \`DATABASE_URL\` is set, in a throw-away database.`,
    '',
    '| database | pupils | saves/s | p50 | p99 | failed | budget: 0 failed | generator delay p99 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
    ...loadRows,
    '',
    '## The board',
    '',
    `The presenter board (\`/no/admin/tavle\`) open in Chromium on the jobs slide of a new class, ${input.board.answers} pupils answering one after another, each at a random moment of the board's 5 s poll, timed from the save's request to the count on the slide. Then a class of ${input.board.classSize} with every part answered: the server's own CPU time (from \`/proc\`) for one results fetch (${kB(input.board.resultBytes)}), over 300 fetches.`,
    '',
    '| figure | measured | budget | |',
    '| --- | ---: | ---: | --- |',
    `| answer → board, median | ${ms(input.board.medianMs)} | | |`,
    ...boardBudgets(input.board).map((b) => `| ${b.what} | ${b.measured} | ${b.limit} | ${verdict(b.met)} |`),
    `| results fetch, p95 response | ${ms(input.board.fetchP95Ms)} | | |`,
    '',
    ...proxiedSection,
    '## First-load JavaScript',
    '',
    `What each route loads before it shows, gzipped: the entry and its imports, the language's texts the server preloads and the route's screen (\`server/build/firstLoad.ts\`). Budget: ${kB(input.byteLimit)} in each language.`,
    '',
    '| route | nb | nn | |',
    '| --- | ---: | ---: | --- |',
    ...byteRows,
    '',
  ].join('\n');
}
