import { describe, expect, it } from 'vitest';
import { currentActivity, needsHelp, type PupilActivity } from './needsHelp';

const MIN = 60_000;
const NOW = 1_800_000_000_000;
const ORDER = ['A', 'B', 'C', 'D'];
const at = (minutesAgo: number) => NOW - minutesAgo * MIN;

/** A pupil who finished each of `done` at the given minutes ago, and has begun `begun` (saved minutes ago). */
function pupil(pupilId: string, done: Record<string, number>, lastMinutesAgo: number, begun: Record<string, number> = {}): PupilActivity {
  return {
    pupilId,
    activities: { ...Object.fromEntries(Object.keys(done).map((c) => [c, 'done' as const])), ...Object.fromEntries(Object.keys(begun).map((c) => [c, 'started' as const])) },
    savedAt: Object.fromEntries([...Object.entries(done), ...Object.entries(begun)].map(([c, m]) => [c, at(m)])),
    lastUpdated: at(lastMinutesAgo),
  };
}

describe('who needs help in the class view', () => {
  it('marks a pupil held back at sign-in, whatever else they do', () => {
    const marks = needsHelp([pupil('p1', { A: 1 }, 1)], new Set(['p1']), ORDER, NOW);
    expect(marks.get('p1')).toEqual([{ kind: 'locked' }]);
  });

  it('marks a pupil idle for more than 10 minutes while a classmate saved in the last 5', () => {
    const pupils = [pupil('still', { A: 12 }, 12), pupil('busy', { A: 20, B: 2 }, 2)];
    expect(needsHelp(pupils, new Set(), ORDER, NOW).get('still')).toEqual([{ kind: 'idle', minutes: 12 }]);
    expect(needsHelp(pupils, new Set(), ORDER, NOW).has('busy')).toBe(false);
  });

  it('does not mark anyone idle when the whole class has stopped (a break), nor at exactly 10 minutes', () => {
    expect(needsHelp([pupil('a', { A: 30 }, 30), pupil('b', { A: 6 }, 6)], new Set(), ORDER, NOW).size).toBe(0);
    expect(needsHelp([pupil('a', { A: 10 }, 10), pupil('b', { A: 1 }, 1)], new Set(), ORDER, NOW).size).toBe(0);
  });

  it('does not mark a pupil idle who has not been here this lesson (nothing saved for 90 minutes)', () => {
    const pupils = [pupil('away', { A: 2 * 24 * 60 }, 2 * 24 * 60), pupil('busy', { A: 1 }, 1)];
    expect(needsHelp(pupils, new Set(), ORDER, NOW).has('away')).toBe(false);
  });

  it('does not mark a pupil who has finished everything as idle', () => {
    const pupils = [pupil('done', { A: 40, B: 35, C: 30, D: 25 }, 25), pupil('busy', { A: 1 }, 1)];
    expect(needsHelp(pupils, new Set(), ORDER, NOW).has('done')).toBe(false);
  });

  it('marks a pupil on one activity more than twice the class’s median and more than 5 minutes', () => {
    // Three classmates took 3, 4 and 5 minutes on B (median 4); Ola has been on B for 9 and saves still.
    const pupils = [
      pupil('k1', { A: 30, B: 27 }, 27),
      pupil('k2', { A: 30, B: 26 }, 1),
      pupil('k3', { A: 30, B: 25 }, 2),
      pupil('ola', { A: 9 }, 1, { B: 1 }),
    ];
    expect(needsHelp(pupils, new Set(), ORDER, NOW).get('ola')).toEqual([{ kind: 'stuck', activity: 'B', minutes: 9, medianMinutes: 4 }]);
  });

  it('does not mark a pupil under twice the median, under 5 minutes, or when too few have finished to tell', () => {
    const quick = [pupil('k1', { A: 30, B: 28 }, 1), pupil('k2', { A: 30, B: 28 }, 1)];
    // 4 minutes on B against a median of 2: over twice, but under 5 minutes.
    expect(needsHelp([...quick, pupil('ola', { A: 4 }, 1)], new Set(), ORDER, NOW).has('ola')).toBe(false);
    const slow = [pupil('k1', { A: 30, B: 20 }, 1), pupil('k2', { A: 30, B: 20 }, 1)];
    // 15 minutes against a median of 10: over 5 minutes, under twice.
    expect(needsHelp([...slow, pupil('ola', { A: 15 }, 1)], new Set(), ORDER, NOW).has('ola')).toBe(false);
    // One classmate's time is not a median.
    expect(needsHelp([pupil('k1', { A: 30, B: 29 }, 1), pupil('ola', { A: 20 }, 1)], new Set(), ORDER, NOW).has('ola')).toBe(false);
  });

  it('gives every mark a pupil has, and none to a pupil who needs nothing', () => {
    const pupils = [pupil('k1', { A: 60, B: 58 }, 1), pupil('k2', { A: 60, B: 57 }, 1), pupil('ola', { A: 30 }, 20)];
    expect(needsHelp(pupils, new Set(['ola']), ORDER, NOW).get('ola')?.map((m) => m.kind)).toEqual(['locked', 'idle', 'stuck']);
    expect(needsHelp(pupils, new Set(['ola']), ORDER, NOW).has('k1')).toBe(false);
  });
});

describe('the activity a pupil is on', () => {
  it('is the begun activity saved last, else the next after what is finished, since the last finished save', () => {
    expect(currentActivity(pupil('p', { A: 10 }, 2, { C: 2 }), ORDER)).toEqual({ activity: 'C', since: at(10) });
    expect(currentActivity(pupil('p', { A: 10, B: 5 }, 5), ORDER)).toEqual({ activity: 'C', since: at(5) });
    expect(currentActivity(pupil('p', {}, 5, { A: 5 }), ORDER)).toBeNull();
    expect(currentActivity(pupil('p', { A: 4, B: 3, C: 2, D: 1 }, 1), ORDER)).toBeNull();
  });
});
