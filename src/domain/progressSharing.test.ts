import { describe, expect, it } from 'vitest';
import type { ClassProgress, PupilProgress } from '../contracts/admin';
import { withUnchangedParts } from './progressSharing';

const pupil = (pseudonym: string, done: string[] = []): PupilProgress => ({
  pupilId: `id-${pseudonym}`,
  pseudonym,
  savedAt: {},
  displayName: null,
  completed: [],
  activities: Object.fromEntries(done.map((code) => [code, 'done' as const])),
  lastUpdated: 1_780_000_000_000,
  startedOverAt: null,
});

const count = (perPupil: PupilProgress[], countedAt: number, classCode = 'KX7P2M'): ClassProgress => ({
  classCode,
  pupils: perPupil.length,
  sessions: [1, 2, 3, 4, 5].map((okt) => ({ okt, started: okt === 1 ? perPupil.length : 0, completed: 0, open: okt === 1 ? perPupil.length : 0 })),
  perPupil,
  questions: [{ activity: 'O4A', okt: 4, questions: [{ id: 'q1', text: { no: 'Hva er brutto?', nn: 'Kva er brutto?' }, right: 1, answered: 2, mostChosenWrong: null }] }],
  countedAt,
});

// A count comes as JSON: every object is new, whether or not anything changed.
const again = (progress: ClassProgress, countedAt: number): ClassProgress => ({ ...(JSON.parse(JSON.stringify(progress)) as ClassProgress), countedAt });

describe('withUnchangedParts (the class view redrawn only where it changed)', () => {
  const before = count([pupil('Elev 96XA', ['O1A']), pupil('Elev 3KQ2')], 1_000);

  it('keeps every part of a count in which nothing changed, all but the time of the count', () => {
    const next = withUnchangedParts(before, again(before, 16_000));
    expect(next.countedAt).toBe(16_000);
    expect(next.perPupil).toBe(before.perPupil);
    expect(next.sessions).toBe(before.sessions);
    expect(next.questions).toBe(before.questions);
  });

  it('gives a new row only to the pupil who did something since, and keeps the other rows', () => {
    const counted = again(before, 16_000);
    counted.perPupil[1] = pupil('Elev 3KQ2', ['O1A']);
    const next = withUnchangedParts(before, counted);
    expect(next.perPupil).not.toBe(before.perPupil);
    expect(next.perPupil[0]).toBe(before.perPupil[0]);
    expect(next.perPupil[1]).toEqual(pupil('Elev 3KQ2', ['O1A']));
    expect(next.perPupil[1]).not.toBe(before.perPupil[1]);
  });

  it('follows a pupil who joined or left, keeping the rows of the others by their pseudonym', () => {
    const joined = withUnchangedParts(before, again(count([pupil('Elev 0NEW'), ...before.perPupil], 16_000), 16_000));
    expect(joined.perPupil.map((p) => p.pseudonym)).toEqual(['Elev 0NEW', 'Elev 96XA', 'Elev 3KQ2']);
    expect(joined.perPupil[1]).toBe(before.perPupil[0]);
    const left = withUnchangedParts(before, again(count([before.perPupil[1]!], 16_000), 16_000));
    expect(left.perPupil).toEqual([before.perPupil[1]]);
    expect(left.perPupil).not.toBe(before.perPupil);
    expect(left.sessions).not.toBe(before.sessions);
  });

  it('calls a row the same when only the order of its keys changed (PostgreSQL’s jsonb)', () => {
    const counted = again(before, 16_000);
    const { activities, pseudonym, ...rest } = counted.perPupil[0]!;
    counted.perPupil[0] = { activities, ...rest, pseudonym };
    expect(withUnchangedParts(before, counted).perPupil[0]).toBe(before.perPupil[0]);
  });

  it('takes another class’s count, or the first one, as it came', () => {
    const other = again(count(before.perPupil, 16_000, 'ZZ9Q4W'), 16_000);
    expect(withUnchangedParts(before, other)).toBe(other);
    expect(withUnchangedParts(null, other)).toBe(other);
  });
});
