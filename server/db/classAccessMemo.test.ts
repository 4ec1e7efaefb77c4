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
});
