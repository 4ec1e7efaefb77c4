/**
 * Who in a class needs the teacher now: `locked` after wrong passwords; `idle` for IDLE_MINUTES while classmates work
 * (after LESSON_MINUTES they are away, not stuck); `stuck` over SLOW_MINUTES and SLOW_FACTOR × the class's median.
 */

export const IDLE_MINUTES = 10;
export const WORKING_MINUTES = 5;
export const LESSON_MINUTES = 90;
export const SLOW_FACTOR = 2;
export const SLOW_MINUTES = 5;
/** Fewer finished pupils than this give no median worth comparing with. */
export const MEDIAN_SAMPLES = 2;
const MINUTE = 60_000;

export interface PupilActivity {
  pupilId: string;
  activities: Readonly<Record<string, 'started' | 'done'>>;
  savedAt: Readonly<Record<string, number>>;
  lastUpdated: number;
}

export type HelpMark = { kind: 'locked' } | { kind: 'idle'; minutes: number } | { kind: 'stuck'; activity: string; minutes: number; medianMinutes: number };

const finished = (pupil: PupilActivity) =>
  Object.entries(pupil.savedAt)
    .filter(([code]) => pupil.activities[code] === 'done')
    .sort((a, b) => a[1] - b[1]);

/** Timed from save to save, so the first finished activity has no duration. */
function durations(pupil: PupilActivity): [string, number][] {
  const done = finished(pupil);
  return done.slice(1).map(([code, at], i) => [code, at - done[i]![1]]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The begun activity saved last, else the next in `order`; null when nothing is finished (no start known) or everything. */
export function currentActivity(pupil: PupilActivity, order: readonly string[]): { activity: string; since: number } | null {
  const done = finished(pupil);
  if (done.length === 0) return null;
  const since = done[done.length - 1]![1];
  const begun = Object.entries(pupil.savedAt)
    .filter(([code]) => pupil.activities[code] === 'started')
    .sort((a, b) => b[1] - a[1])[0];
  const activity = begun?.[0] ?? order.find((code) => pupil.activities[code] !== 'done');
  return activity ? { activity, since } : null;
}

/** Each pupil's marks, by row id; `order` is every activity in course order. */
export function needsHelp(pupils: readonly PupilActivity[], locked: ReadonlySet<string>, order: readonly string[], now: number): Map<string, HelpMark[]> {
  const taken = new Map<string, number[]>();
  for (const pupil of pupils) for (const [code, ms] of durations(pupil)) taken.set(code, [...(taken.get(code) ?? []), ms]);
  const marks = new Map<string, HelpMark[]>();
  for (const pupil of pupils) {
    const own: HelpMark[] = [];
    if (locked.has(pupil.pupilId)) own.push({ kind: 'locked' });
    const allDone = order.length > 0 && order.every((code) => pupil.activities[code] === 'done');
    const classWorking = pupils.some((other) => other !== pupil && now - other.lastUpdated <= WORKING_MINUTES * MINUTE);
    const idleFor = now - pupil.lastUpdated;
    if (!allDone && classWorking && idleFor > IDLE_MINUTES * MINUTE && idleFor <= LESSON_MINUTES * MINUTE) own.push({ kind: 'idle', minutes: Math.floor(idleFor / MINUTE) });
    const current = currentActivity(pupil, order);
    const samples = current ? (taken.get(current.activity) ?? []) : [];
    if (current && samples.length >= MEDIAN_SAMPLES) {
      const on = now - current.since;
      const typical = median(samples);
      if (on > SLOW_MINUTES * MINUTE && on > SLOW_FACTOR * typical) {
        own.push({ kind: 'stuck', activity: current.activity, minutes: Math.floor(on / MINUTE), medianMinutes: Math.max(1, Math.round(typical / MINUTE)) });
      }
    }
    if (own.length > 0) marks.set(pupil.pupilId, own);
  }
  return marks;
}
