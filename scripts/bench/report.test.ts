import { describe, expect, it } from 'vitest';
import type { PageFigures } from './lighthouse';
import type { LoadFigures } from './load';
import { allBudgets, boardBudgets, byteBudgets, loadBudgets, pageBudgets, proxiedBudgets, type ReportInput, renderReport } from './report';

const page = (lcpMs: number, tbtMs: number, signedIn = false): PageFigures => ({
  label: signedIn ? 'budget' : 'landing',
  path: '/no',
  signedIn,
  lcpMs,
  tbtMs,
  tbtRangeMs: [tbtMs / 2, tbtMs * 2],
  runs: 5,
  benchmarkIndex: [900, 1100],
});
const floor = page(1000, 0);
const saves = (failed: number): LoadFigures => ({ database: 'SQLite', pupils: 300, saves: 9000, seconds: 15, p50Ms: 200, p99Ms: 400, failed, savesPerSecond: 600, generatorDelayP99Ms: 3 });

describe('the bench’s budgets', () => {
  it('holds a public page’s largest paint to 1.2 times the bare React page’s, and a signed-in page’s to 1.5', () => {
    expect(pageBudgets([page(1200, 0)], floor)[0]).toMatchObject({ measured: '1.20 ×', met: true });
    expect(pageBudgets([page(1250, 0)], floor)[0]!.met).toBe(false);
    expect(pageBudgets([page(1450, 0, true)], floor)[0]).toMatchObject({ limit: '≤ 1.5 ×', met: true });
    expect(pageBudgets([page(1550, 0, true)], floor)[0]!.met).toBe(false);
  });

  it('holds every page’s total blocking time to 100 ms', () => {
    expect(pageBudgets([page(1000, 100)], floor)[1]!.met).toBe(true);
    expect(pageBudgets([page(1000, 101, true)], floor)[1]!.met).toBe(false);
  });

  it('holds each route’s first load to the byte budget in both languages', () => {
    expect(byteBudgets([{ route: '/', no: 100_000, nn: 100_000 }], 142_000)[0]!.met).toBe(true);
    expect(byteBudgets([{ route: '/', no: 100_000, nn: 142_001 }], 142_000)[0]!.met).toBe(false);
  });

  it('allows no failed save under load, nor through nginx', () => {
    expect(loadBudgets([saves(0)])[0]!.met).toBe(true);
    expect(loadBudgets([saves(1)])[0]!.met).toBe(false);
    const proxied = { instances: 2, pupils: 300, offeredPerSecond: 1000, savesPerSecond: 990, p50Ms: 20, p99Ms: 80 };
    expect(proxiedBudgets([{ ...proxied, failed: 0 }])[0]).toMatchObject({ what: 'failed saves through nginx (2 instances)', met: true });
    expect(proxiedBudgets([{ ...proxied, failed: 3 }])[0]!.met).toBe(false);
  });

  it('holds the board to an answer shown within its poll and a cheap results fetch', () => {
    const board = { answers: 12, medianMs: 2_400, worstMs: 5_200, classSize: 30, resultBytes: 9_000, cpuMsPerFetch: 3.5, fetchP95Ms: 8 };
    expect(boardBudgets(board).map((b) => b.met)).toEqual([true, true]);
    expect(boardBudgets({ ...board, worstMs: 7_600 })[0]!.met).toBe(false);
    expect(boardBudgets({ ...board, cpuMsPerFetch: 26 })[1]!.met).toBe(false);
  });

  it('writes the machine, its load as the bench began, the figures and each budget’s verdict', () => {
    const input: ReportInput = {
      date: new Date('2026-12-06T12:00:00Z'),
      minutes: 9.5,
      machine: { cpus: '2 CPU (Xeon)', software: 'Node v20', cores: 2, loadAtStart: [1.5, 1.2, 0.9] },
      cpuSlowdown: 4,
      floor,
      prerenderedFloor: page(800, 60),
      pages: [page(1100, 20), page(1600, 150, true)],
      loadAverageMax: 2.5,
      load: [saves(0)],
      board: { answers: 12, medianMs: 2_400, worstMs: 5_200, classSize: 30, resultBytes: 9_000, cpuMsPerFetch: 3.5, fetchP95Ms: 8 },
      loadSeconds: 15,
      proxied: [{ instances: 1, pupils: 300, offeredPerSecond: 1000, savesPerSecond: 998, p50Ms: 12, p99Ms: 60, failed: 0 }],
      bytes: [{ route: '/', no: 120_000, nn: 121_000 }],
      byteLimit: 142_000,
    };
    const report = renderReport(input);
    expect(report).toContain('Load average as the bench began: 1.50, 1.20, 0.90 (1, 5, 15 minutes) on 2 cores');
    expect(report).toContain('benchmark index during the runs: 900–1100 (lower is a slower or busier machine); slowed 4×, the device simulated scores 225–275');
    expect(report).toContain('**2 of 9 budgets missed:** budget: LCP ÷ floor; budget: TBT.');
    expect(report).toContain("hydrated, as the app's public pages start, can paint before its script has run: LCP 800 ms (0.80 × the floor), TBT 60 ms.");
    expect(report).toContain('| landing (`/no`) | 1100 ms | 1.10 × | ≤ 1.2 × | ✅ pass | 20 ms (10–40) | ≤ 100 ms | ✅ pass |');
    expect(report).toContain('| SQLite | 300 | 600/s | 200 ms | 400 ms | 0 | ✅ pass | 3.0 ms |');
    expect(report).toContain('| `/` | 120.0 kB | 121.0 kB | ✅ pass |');
    expect(report).toContain('| answer → board, worst | 5200 ms | ≤ 7500 ms | ✅ pass |');
    expect(report).toContain('| 1 | 300 | 1000/s | 998/s | 12 ms | 60 ms | 0 | ✅ pass |');
    expect(allBudgets(input).filter((b) => !b.met)).toHaveLength(2);
  });
});
