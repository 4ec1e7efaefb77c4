/**
 * Who in a class needs the teacher now. A pupil is marked
 * - `locked`: their sign-in is held back after wrong passwords;
 * - `idle`: nothing saved for IDLE_MINUTES while a classmate saved in the last WORKING_MINUTES, and not finished
 *   (after LESSON_MINUTES they are away from this lesson, not stuck);
 * - `stuck`: on one activity over SLOW_MINUTES and SLOW_FACTOR times the class's median, timed from save to save.
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
  /** The row's id. */
  pupilId: string;
  /** Activity code → started or done; missing when not begun. */
  activities: Readonly<Record<string, 'started' | 'done'>>;
  /** Activity code → when it was last saved. */
  savedAt: Readonly<Record<string, number>>;
  lastUpdated: number;
}

export type HelpMark = { kind: 'locked' } | { kind: 'idle'; minutes: number } | { kind: 'stuck'; activity: string; minutes: number; medianMinutes: number };

/** The pupil's finished activities in the order they were finished. */
const finished = (pupil: PupilActivity) =>
  Object.entries(pupil.savedAt)
    .filter(([code]) => pupil.activities[code] === 'done')
    .sort((a, b) => a[1] - b[1]);

/** How long the pupil took on each finished activity but the first (which has no save before it). */
function durations(pupil: PupilActivity): [string, number][] {
  const done = finished(pupil);
  return done.slice(1).map(([code, at], i) => [code, at - done[i]![1]]);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The activity the pupil is on (the begun one saved last, else the next in `order`), since the last finished one was
 * saved. Null when they have finished nothing (no start is known) or everything.
 */
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

/** Each pupil's marks, by row id; a pupil who needs nothing has none. `order` is every activity in course order. */
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
