import { describe, expect, it } from 'vitest';
import { placeRest } from './budget';
import { applyChange, baseBudget, changeProblem, linesBefore, storyBudget } from './livedBudget';

const lines = { boutgifter: 10_000, transport: 1_000, mat: 4_000, fritid: 3_000, klaer: 1_000, sparing: 2_000, forsikring: 300, andre_utgifter: 2_000 };
const income = 23_300;

describe('the lived budget', () => {
  it('places what is left, or takes back what is spent beyond the income, on one line, never below 0', () => {
    expect(placeRest({ ...lines, sparing: 1_000 }, income, 'sparing').sparing).toBe(2_000);
    expect(placeRest({ ...lines, mat: 5_000 }, income, 'fritid').fritid).toBe(2_000);
    expect(placeRest({ ...lines, mat: 9_000 }, income, 'klaer').klaer).toBe(0);
  });

  it('pays a change from a line with enough money, and says why another line cannot', () => {
    expect(changeProblem(lines, { target: 'sparing', delta: 500 }, null)).toBe('needsFrom');
    expect(changeProblem(lines, { target: 'sparing', delta: 500 }, 'sparing')).toBe('sameLine');
    expect(changeProblem(lines, { target: 'sparing', delta: 1_500 }, 'klaer')).toBe('notEnough');
    expect(changeProblem(lines, { target: 'sparing', delta: 0 }, null)).toBeNull();
    expect(applyChange(lines, { target: 'sparing', delta: 500 }, 'fritid')).toMatchObject({ sparing: 2_500, fritid: 2_500 });
    expect(applyChange(lines, { target: null, delta: 800 }, 'fritid')).toMatchObject({ fritid: 2_200 });
    expect(applyChange(lines, { target: 'sparing', delta: 5_000 }, 'klaer')).toBe(lines);
  });

  it('starts from the modified budget only once it adds up', () => {
    const O2B = { ...lines, income };
    expect(baseBudget({ O2B, O2E: { ...lines, fritid: 1_000, income, extra: 2_000 } })?.code).toBe('O2E');
    expect(baseBudget({ O2B, O2E: { ...lines, fritid: 1_000, income, extra: 1_500 } })?.code).toBe('O2B');
    expect(baseBudget({ O2B: { ...lines, mat: null } })).toBeNull();
  });

  it('chains the credit payment, the saving plan and the premiums into one budget that still adds up', () => {
    const responses = {
      O2B: { ...lines, income },
      O3B: { monthly: 2_500, delta: 500, from: 'fritid' },
      O3D: { choice: 'credit', reason: 'Nå', delta: 900, from: 'andre_utgifter' },
      O5B: { chosen: ['innbo'], delta: -200, from: 'sparing' },
    };
    expect(linesBefore(responses, 'O3D')).toMatchObject({ sparing: 2_500, fritid: 2_500 });
    expect(linesBefore(responses, 'O5B')).toMatchObject({ andre_utgifter: 1_100 });
    const lived = storyBudget(responses, income, { expense: null, credit: 24 })!;
    expect(lived.lines).toMatchObject({ sparing: 2_700, fritid: 2_500, andre_utgifter: 1_100, forsikring: 100 });
    expect(lived.temporary).toEqual([{ kind: 'credit', monthly: 900, months: 24 }]);
    expect(lived.unplaced).toBe(0);
  });
});
