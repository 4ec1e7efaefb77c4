import { describe, expect, it } from 'vitest';
import { ACTIVITY_COMPONENTS } from '../activities/registry';
import { STARTING_ANSWERS, startingAnswer } from './startingAnswers';

const budget = (sparing: number | null) => ({ boutgifter: 9000, transport: 800, mat: 3500, fritid: 1000, klaer: 600, sparing, forsikring: 300, andre_utgifter: 500 });

describe('starting answers', () => {
  it('starts O3B from the budget’s sparing line once a purchase is chosen', () => {
    expect(startingAnswer('saving-monthly', undefined, { O3A: 'gaming-pc', O2B: budget(500) })).toEqual({ monthly: 500, delta: 0, from: null });
  });

  it('takes the modified budget once it is complete, and ignores a half-filled one', () => {
    expect(startingAnswer('saving-monthly', undefined, { O3A: 'pc', O2B: budget(500), O2E: budget(200) })).toEqual({ monthly: 200, delta: 0, from: null });
    expect(startingAnswer('saving-monthly', undefined, { O3A: 'pc', O2B: budget(500), O2E: { ...budget(200), mat: null } })).toEqual({ monthly: 500, delta: 0, from: null });
  });

  it('starts nothing before a purchase is chosen, without a budget, over a stored answer, or for another activity', () => {
    expect(startingAnswer('saving-monthly', undefined, { O2B: budget(500) })).toBeUndefined();
    expect(startingAnswer('saving-monthly', undefined, { O3A: 'pc' })).toBeUndefined();
    expect(startingAnswer('saving-monthly', { monthly: 300 }, { O3A: 'pc', O2B: budget(500) })).toBeUndefined();
    expect(startingAnswer('saving-monthly', { monthly: null }, { O3A: 'pc', O2B: budget(500) })).toBeUndefined();
    expect(startingAnswer('credit-monthly', undefined, { O3A: 'pc', O2B: budget(500) })).toBeUndefined();
  });

  it('names only components the activity registry has (a misspelt name would silently start nothing)', () => {
    for (const component of Object.keys(STARTING_ANSWERS)) expect(Object.keys(ACTIVITY_COMPONENTS)).toContain(component);
  });
});
