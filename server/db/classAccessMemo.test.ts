import { describe, expect, it } from 'vitest';
import { createClassAccessMemo } from './classAccessMemo';

describe('the class access memo', () => {
  const open = { '1': true, '2': false };

  it('keeps a class’s access for its time, then asks again', () => {
    const memo = createClassAccessMemo(5000);
    memo.set('ABCD23', open, 1000);
    expect(memo.get('ABCD23', 5999)).toEqual(open);
    expect(memo.get('ABCD23', 6000)).toBeUndefined();
  });

  it('forgets a class at once when its teacher changes it', () => {
    const memo = createClassAccessMemo(5000);
    memo.set('ABCD23', open, 1000);
    memo.forget('ABCD23');
    expect(memo.get('ABCD23', 1001)).toBeUndefined();
  });

  it('knows a class takes answers after a save found it open, for the same time', () => {
    const memo = createClassAccessMemo(5000);
    expect(memo.takesAnswers('ABCD23', 1000)).toBe(false);
    memo.markTakesAnswers('ABCD23', 1000);
    expect(memo.takesAnswers('ABCD23', 5999)).toBe(true);
    expect(memo.takesAnswers('ABCD23', 6000)).toBe(false);
  });

  it('knows a class whose access was read takes answers, and forgets both on a teacher’s change', () => {
    const memo = createClassAccessMemo(5000);
    memo.set('ABCD23', open, 1000);
    memo.markTakesAnswers('EFGH45', 1000);
    expect(memo.takesAnswers('ABCD23', 1001)).toBe(true);
    memo.forget('ABCD23');
    memo.forget('EFGH45');
    expect(memo.takesAnswers('ABCD23', 1001)).toBe(false);
    expect(memo.takesAnswers('EFGH45', 1001)).toBe(false);
  });
});
