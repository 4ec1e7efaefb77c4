import { describe, expect, it } from 'vitest';
import { countClassProgress } from './classProgress';
import { pseudonymsInClass, pupilPseudonym } from './pupilPseudonym';

describe('the number a pupil is shown by', () => {
  it('is the pseudonym the teacher’s class view lists, clashes and all', () => {
    // Enough ids that some pseudonyms clash (about 920 000 values; a clash is all but certain in a few thousand).
    const ids = Array.from({ length: 4000 }, (_, i) => `elev-${i}-abcdefghijklmnop`);
    const byName = new Map<string, string[]>();
    for (const id of ids) byName.set(pupilPseudonym('KLASSE', id), [...(byName.get(pupilPseudonym('KLASSE', id)) ?? []), id]);
    const clashing = [...byName.values()].find((group) => group.length > 1)!;
    expect(clashing).toBeDefined();
    const classmates = [...clashing, 'en-annen-elev-1234567'];

    const view = countClassProgress([], 'KLASSE', classmates.map((userId) => ({ userId, responses: {}, lastUpdated: 0 })), 0);
    const shown = view.perPupil.map((p) => p.pseudonym).sort();
    const own = [...pseudonymsInClass('KLASSE', classmates).values()].sort();
    expect(own).toEqual(shown);
    expect(new Set(own).size).toBe(classmates.length);
    expect(own.some((name) => name.endsWith('-2'))).toBe(true);
  });

  it('has no suffix without a clash, and is the same every time', () => {
    expect(pseudonymsInClass('KLASSE', ['abcdefghij0123456789', 'noen-andre-0000000000']).get('abcdefghij0123456789')).toBe(pupilPseudonym('KLASSE', 'abcdefghij0123456789'));
    expect(pupilPseudonym('KLASSE', 'abcdefghij0123456789')).toMatch(/^Elev [A-Z0-9]{4}$/);
  });
});
