import { describe, expect, it } from 'vitest';
import { describeTbtParts, tbtParts } from './tbtParts';

const PAGE = 'http://127.0.0.1:4000/no/okt/2/O2B';

/**
 * A Lighthouse result with these long tasks (simulated start and duration), first paint at 900 ms, interactive at
 * 3 000, and its TBT (none: the parts unscaled).
 */
const run = (items: { url: string; startTime: number; duration: number }[], tbt?: number) => ({
  finalDisplayedUrl: PAGE,
  audits: {
    ...(tbt === undefined ? {} : { 'total-blocking-time': { numericValue: tbt } }),
    'first-contentful-paint': { numericValue: 900 },
    interactive: { numericValue: 3000 },
    'long-tasks': { details: { type: 'table', items } },
  },
}) as unknown as Parameters<typeof tbtParts>[0];

describe('where a run’s TBT came from (issue 20)', () => {
  it('counts each long task as TBT does, by what it is attributed to', () => {
    const parts = tbtParts(
      run([
        { url: PAGE, startTime: 950, duration: 120 },
        { url: 'http://127.0.0.1:4000/assets/index-abc.js', startTime: 1200, duration: 90 },
        { url: 'Unattributable', startTime: 1400, duration: 70 },
        { url: '_lighthouse-eval.js', startTime: 2000, duration: 86 },
        { url: 'http://127.0.0.1:4000/assets/ports-abc.js', startTime: 2100, duration: 50 },
      ]),
    );
    expect(parts).toEqual({ document: 70, scripts: 40, unattributed: 20, lighthouse: 36 });
  });

  it('counts only the part of a task after the first paint and before interactive', () => {
    // 700–980: 80 ms after the paint, 30 past 50; 2950–3100: 50 ms before interactive, nothing past 50.
    const parts = tbtParts(
      run([
        { url: 'Unattributable', startTime: 700, duration: 280 },
        { url: PAGE, startTime: 2950, duration: 150 },
      ]),
    );
    expect(parts).toEqual({ document: 0, scripts: 0, unattributed: 30, lighthouse: 0 });
  });

  it('scales the parts to the run’s TBT, which Lighthouse takes from two other simulations', () => {
    const tasks = [
      { url: PAGE, startTime: 950, duration: 150 },
      { url: 'Unattributable', startTime: 1400, duration: 100 },
    ];
    expect(tbtParts(run(tasks, 75))).toEqual({ document: 50, scripts: 0, unattributed: 25, lighthouse: 0 });
    expect(tbtParts(run([], 75))).toEqual({ document: 0, scripts: 0, unattributed: 0, lighthouse: 0 });
  });

  it('says the parts shortly', () => {
    expect(describeTbtParts({ document: 70.4, scripts: 40, unattributed: 19.6, lighthouse: 0 })).toBe(
      "document 70 ms, app scripts 40 ms, unattributed 20 ms, Lighthouse's own 0 ms",
    );
  });
});
