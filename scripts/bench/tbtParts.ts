/**
 * Where a Lighthouse run's TBT came from (issue 20), by what its long tasks are attributed to: the page's document
 * (parsing, its inline scripts, their timers), the app's scripts, Lighthouse's own script in the page, or nothing
 * Lighthouse could name (style, layout and paint outside any script, the renderer's own start, the trace recording
 * each script's source). Each task counts as TBT counts it: its part between the first contentful paint and
 * interactive, past 50 ms, on the simulated timeline the long-tasks audit reports. Lighthouse's TBT is the mean of
 * two simulations (an optimistic and a pessimistic one) and the audit shows a third, so the parts are scaled to add up
 * to the run's TBT: they say which share came from where.
 */
import type { Result } from 'lighthouse';

export interface TbtParts {
  document: number;
  scripts: number;
  unattributed: number;
  lighthouse: number;
}

export const NO_TBT_PARTS: TbtParts = { document: 0, scripts: 0, unattributed: 0, lighthouse: 0 };

const BLOCKING_MS = 50;

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

function partOf(url: string, documentUrl: string): keyof TbtParts {
  if (url === 'Unattributable') return 'unattributed';
  if (url.includes('_lighthouse-eval')) return 'lighthouse';
  // The document's own tasks carry its address; every other address is a script's.
  return url === documentUrl ? 'document' : 'scripts';
}

export function tbtParts(lhr: Pick<Result, 'audits' | 'finalDisplayedUrl'>): TbtParts {
  const from = lhr.audits['first-contentful-paint']?.numericValue;
  const to = lhr.audits['interactive']?.numericValue;
  const tasks = ((lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []) as LongTask[];
  const parts = { ...NO_TBT_PARTS };
  if (from === undefined || to === undefined) return parts;
  for (const task of tasks) {
    const clipped = Math.min(task.startTime + task.duration, to) - Math.max(task.startTime, from);
    if (clipped > BLOCKING_MS) parts[partOf(task.url, lhr.finalDisplayedUrl)] += clipped - BLOCKING_MS;
  }
  const total = parts.document + parts.scripts + parts.unattributed + parts.lighthouse;
  const tbt = lhr.audits['total-blocking-time']?.numericValue;
  if (tbt === undefined || total === 0) return parts;
  const scale = tbt / total;
  return { document: parts.document * scale, scripts: parts.scripts * scale, unattributed: parts.unattributed * scale, lighthouse: parts.lighthouse * scale };
}

/** The parts, shortly, for a report's note. */
export function describeTbtParts(parts: TbtParts): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return `document ${ms(parts.document)}, app scripts ${ms(parts.scripts)}, unattributed ${ms(parts.unattributed)}, Lighthouse's own ${ms(parts.lighthouse)}`;
}
