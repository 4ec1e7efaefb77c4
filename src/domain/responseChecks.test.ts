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
