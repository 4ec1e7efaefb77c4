/** Issue 20's paint goal, read against the floor measured in the same run: LCP ≤ 1.2 × the bare React page's, TBT ≤ 100 ms. */
import os from 'node:os';
import type { Figure } from './figures';
import type { LighthouseFigures } from './lighthouse';
import { describeTbtParts } from './tbtParts';

export const FLOOR_TARGETS = { lcpRatio: 1.2, tbtMs: 100 };
/** Below this Lighthouse benchmark index the machine was too slow or busy for a ratio to mean anything. */
export const MIN_BENCHMARK_INDEX = 1_000;

/**
 * Why the run's Lighthouse figures cannot be judged, or null when they can: a benchmark index too low during the
 * runs, or a machine already busy when the bench began (the one-minute load average then, before the bench's own
 * server and Chromium add to it, above the core count).
 */
export function invalidBecause(pages: readonly LighthouseFigures[], floor: LighthouseFigures, loadAtStart: number, cores = os.availableParallelism()): string | null {
  const slowest = Math.min(...[...pages, floor].map((p) => p.benchmarkIndex));
  if (slowest < MIN_BENCHMARK_INDEX) return `benchmark index ${Math.round(slowest)} (below ${MIN_BENCHMARK_INDEX}): the machine was too slow or busy`;
  if (loadAtStart > cores) return `load average ${loadAtStart.toFixed(1)} above ${cores} cores as the bench began: something else was running`;
  return null;
}

/** Each page's LCP as a ratio to the floor's, and its TBT; no verdict when the run was not valid. */
export function floorFigures(pages: readonly LighthouseFigures[], floor: LighthouseFigures, loadAtStart: number): Figure[] {
  const invalid = invalidBecause(pages, floor, loadAtStart);
  return pages.flatMap((p) => {
    const ratio = p.lcpMs / floor.lcpMs;
    return [
      {
        what: `${p.page}: LCP ÷ floor`,
        measured: `${ratio.toFixed(2)} × (${(p.lcpMs / 1000).toFixed(2)} s ÷ ${(floor.lcpMs / 1000).toFixed(2)} s)`,
        target: `≤ ${FLOOR_TARGETS.lcpRatio} ×`,
        met: invalid ? null : ratio <= FLOOR_TARGETS.lcpRatio,
        note: invalid ? `not judged: ${invalid}` : undefined,
      },
      {
        what: `${p.page}: TBT`,
        measured: `${Math.round(p.tbtMs)} ms (floor ${Math.round(floor.tbtMs)} ms)`,
        target: `≤ ${FLOOR_TARGETS.tbtMs} ms`,
        met: invalid ? null : p.tbtMs <= FLOOR_TARGETS.tbtMs,
        note: [...(invalid ? [`not judged: ${invalid}`] : []), `the median run's: ${describeTbtParts(p.tbtParts)}`].join('; '),
      },
    ];
  });
}
