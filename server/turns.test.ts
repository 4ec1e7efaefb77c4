import { describe, expect, it } from 'vitest';
import { Turns } from './turns';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('turns', () => {
  it('hands a slot to its waiters in the order they came, waking one at each release', async () => {
    const turns = new Turns();
    const order: number[] = [];
    await turns.take();
    const waiters = [1, 2, 3].map((n) => turns.take().then(() => order.push(n)));
    await settled();
    expect(order).toEqual([]);
    expect(turns.waiting).toBe(3);

    turns.give();
    await settled();
    expect(order).toEqual([1]);
    expect(turns.waiting).toBe(2);

    turns.give();
    turns.give();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    turns.give();
    // Free again: the next comer takes it at once.
    await turns.take();
  });

  it('lets as many hold a slot as there are slots, and tells when none is held or waited for', async () => {
    const turns = new Turns(2);
    await turns.take();
    await turns.take();
    let third = false;
    void turns.take().then(() => (third = true));
    await settled();
    expect(third).toBe(false);
    turns.give();
    await settled();
    expect(third).toBe(true);
    expect(turns.idle).toBe(false);
    turns.give();
    turns.give();
    expect(turns.idle).toBe(true);
  });
});
