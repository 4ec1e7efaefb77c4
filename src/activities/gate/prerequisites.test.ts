import { describe, expect, it } from 'vitest';
import { NO_OBJECTS, type StoryObjects } from '../../domain/story';
import { firstNeeded, PREREQUISITES } from './prerequisites';
import { ACTIVITY_COMPONENTS } from '../registry';

const budget = { boutgifter: 9000, transport: 800, mat: 3500, fritid: 1000, klaer: 600, sparing: 500, forsikring: 300, andre_utgifter: 500 };
const expense = { id: 'pc-odelagt', title: 'PC', description: '', amount: 6000, canWait: true, source: { name: 's', url: 'https://x.no', year: 2026 } };
const job = { id: 'sykepleier' } as unknown as NonNullable<StoryObjects['job']>;
const objects = (o: Partial<StoryObjects>): StoryObjects => ({ ...NO_OBJECTS, ...o });
const codeOf = (component: string, responses: Record<string, unknown>, o: Partial<StoryObjects> = {}) => firstNeeded(component, responses, objects(o))?.code ?? null;

describe('what each activity needs first (one place, not an if in each component)', () => {
  it('names only components the registry has', () => {
    for (const component of Object.keys(PREREQUISITES)) expect(Object.keys(ACTIVITY_COMPONENTS)).toContain(component);
  });

  it('asks for the industry before the job, and the job before the net pay and the budget', () => {
    expect(codeOf('job', {})).toBe('O1C');
    expect(codeOf('job', { O1C: 'helse-og-omsorg' })).toBeNull();
    expect(codeOf('net-pay', {})).toBe('O1D');
    expect(codeOf('net-pay', {}, { job })).toBeNull();
    expect(codeOf('budget', {})).toBe('O1D');
    expect(codeOf('budget', {}, { job })).toBeNull();
  });

  it('asks the modified budget for the budget, the expense, a way to pay it and the job, in that order', () => {
    expect(codeOf('budget-modified', {}, { job, unexpectedExpense: expense })).toBe('O2B');
    expect(codeOf('budget-modified', { O2B: budget }, { job })).toBe('O2C');
    expect(codeOf('budget-modified', { O2B: budget }, { job, unexpectedExpense: expense })).toBe('O2D');
    // An instalment plan for an expense that has none is no way to pay it.
    expect(codeOf('budget-modified', { O2B: budget, O2D: { choice: 'borrow' } }, { job, unexpectedExpense: expense })).toBe('O2D');
    expect(codeOf('budget-modified', { O2B: budget, O2D: { choice: 'savings' } }, { unexpectedExpense: expense })).toBe('O1D');
    expect(codeOf('budget-modified', { O2B: budget, O2D: { choice: 'savings' } }, { job, unexpectedExpense: expense })).toBeNull();
  });

  it('asks for the purchase before saving, credit and the comparison, and for the insurances before the scenario', () => {
    for (const component of ['saving-monthly', 'credit-monthly', 'payment-selection']) expect(codeOf(component, {})).toBe('O3A');
    expect(codeOf('insurance-scenario', {})).toBe('O5B');
    expect(codeOf('insurance-scenario', { O5B: { chosen: [] } })).toBeNull();
    expect(codeOf('quiz', {})).toBeNull();
  });
});
