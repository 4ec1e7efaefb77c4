import { describe, expect, it } from 'vitest';
import { COMPLETE_ANSWER } from '../test/completeAnswers';
import { isCompleteResponse } from './responseChecks';

describe('isCompleteResponse', () => {
  it.each(Object.entries(COMPLETE_ANSWER))('accepts a complete %s answer', (component, value) => {
    expect(isCompleteResponse(component, value)).toBe(true);
  });

  it('keeps a half-filled budget as a draft, not an answer; 0 kr is an amount', () => {
    const draft = { ...(COMPLETE_ANSWER.budget as object), mat: null };
    expect(isCompleteResponse('budget', draft)).toBe(false);
    expect(isCompleteResponse('budget-modified', { ...draft, mat: 0 })).toBe(true);
    expect(isCompleteResponse('budget', { ...draft, mat: -5 })).toBe(false);
    expect(isCompleteResponse('budget', { ...draft, mat: 1.5 })).toBe(false);
  });

  it('does not count a reset modified budget (null) or an empty O1A', () => {
    expect(isCompleteResponse('budget-modified', null)).toBe(false);
    expect(isCompleteResponse('interests', '')).toBe(false);
    expect(isCompleteResponse('interests', [])).toBe(false);
  });

  it('needs every quiz question answered', () => {
    expect(isCompleteResponse('quiz', { rente: 'a', inkasso: null })).toBe(false);
    expect(isCompleteResponse('quiz', {})).toBe(false);
  });

  it('needs a reason for the payment choice, and a choice for the cover', () => {
    expect(isCompleteResponse('payment-selection', { choice: 'save', reason: '  ' })).toBe(false);
    expect(isCompleteResponse('cover-expense', {})).toBe(false);
  });

  it('accepts choosing no insurance as an answer', () => {
    expect(isCompleteResponse('insurances', { chosen: [] })).toBe(true);
    expect(isCompleteResponse('insurances', { chosen: 'innbo' })).toBe(false);
  });

  it('takes any non-empty value for a component without its own check', () => {
    expect(isCompleteResponse('something-new', 0)).toBe(true);
    expect(isCompleteResponse('something-new', '')).toBe(false);
  });
});

describe('a budget that must add up', () => {
  const lines = { boutgifter: 10_000, transport: 1_000, mat: 4_000, fritid: 2_000, klaer: 1_000, sparing: 2_000, forsikring: 300, andre_utgifter: 2_000 };
  // 22 300 kr of lines.

  it('cannot be finished while money has no line, or the lines spend more than the income', () => {
    expect(isCompleteResponse('budget', { ...lines, income: 22_300 })).toBe(true);
    expect(isCompleteResponse('budget', { ...lines, income: 25_000 })).toBe(false);
    expect(isCompleteResponse('budget', { ...lines, income: 20_000 })).toBe(false);
  });

  it('counts the unexpected expense’s own line in the modified budget', () => {
    expect(isCompleteResponse('budget-modified', { ...lines, income: 25_000, extra: 2_700 })).toBe(true);
    expect(isCompleteResponse('budget-modified', { ...lines, income: 25_000, extra: 2_000 })).toBe(false);
  });

  it('needs a line to pay for a later change that costs something', () => {
    expect(isCompleteResponse('saving-monthly', { monthly: 3_000, delta: 1_000, from: null })).toBe(false);
    expect(isCompleteResponse('saving-monthly', { monthly: 3_000, delta: 1_000, from: 'fritid' })).toBe(true);
    expect(isCompleteResponse('saving-monthly', { monthly: 2_000, delta: 0, from: null })).toBe(true);
    expect(isCompleteResponse('payment-selection', { choice: 'credit', reason: 'Nå', delta: 800, from: null })).toBe(false);
    expect(isCompleteResponse('payment-selection', { choice: 'credit', reason: 'Nå', delta: 800, from: 'mat' })).toBe(true);
    expect(isCompleteResponse('insurances', { chosen: ['innbo'], delta: 45, from: 'ukjent' })).toBe(false);
    expect(isCompleteResponse('insurances', { chosen: ['innbo'], delta: 45, from: 'sparing' })).toBe(true);
  });
});
