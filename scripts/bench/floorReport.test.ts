import { describe, expect, it } from 'vitest';
import { floorFigures, invalidBecause } from './floorReport';
import type { LighthouseFigures } from './lighthouse';
import { NO_TBT_PARTS } from './tbtParts';

const page = (lcpMs: number, tbtMs: number, more: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  page: 'p',
  url: '/no',
  runs: 3,
  performance: 90,
  lcpMs,
  tbtMs,
  cls: 0,
  accessibility: 100,
  failedAccessibilityAudits: [],
  benchmarkIndex: 2500,
  loadAverage: 0.5,
  tbtParts: NO_TBT_PARTS,
  ...more,
});

describe('the paint goal against the floor (issue 20)', () => {
  it('judges each page’s LCP as a ratio to the bare React page’s, and its TBT', () => {
    const [lcp, tbt] = floorFigures([page(1800, 90)], page(1600, 40), 0.3);
    expect(lcp).toMatchObject({ measured: expect.stringMatching(/^1\.13 ×/), met: true });
    expect(tbt).toMatchObject({ met: true });
    const [slowLcp, slowTbt] = floorFigures([page(2400, 300)], page(1600, 40), 0.3);
    expect(slowLcp!.met).toBe(false);
    expect(slowTbt!.met).toBe(false);
  });

  it('refuses to judge a run on a machine that was too slow or too busy, and says why', () => {
    expect(invalidBecause([page(1800, 90, { benchmarkIndex: 700 })], page(1600, 40), 0.3, 2)).toMatch(/benchmark index 700/);
    expect(invalidBecause([page(1800, 90)], page(1600, 40), 3.2, 2)).toMatch(/load average 3\.2 above 2 cores/);
    expect(invalidBecause([page(1800, 90)], page(1600, 40), 0.3, 2)).toBeNull();
    const [unjudged] = floorFigures([page(2400, 300)], page(1600, 40), 3.2);
    expect(unjudged).toMatchObject({ met: null, note: expect.stringMatching(/^not judged: load average 3\.2/) });
  });

  it('says where the TBT came from', () => {
    const parts = { document: 120, scripts: 80, unattributed: 60, lighthouse: 0 };
    const [, tbt] = floorFigures([page(1800, 260, { tbtParts: parts })], page(1600, 0), 0.3);
    expect(tbt!.note).toBe("the median run's: document 120 ms, app scripts 80 ms, unattributed 60 ms, Lighthouse's own 0 ms");
  });
});
