import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  it('settles after the work already queued as microtasks, in a task of its own', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    // A long chain of microtasks all runs before it: the browser's turn comes between the two.
    let chain = Promise.resolve();
    for (let i = 0; i < 50; i++) chain = chain.then(() => void order.push('microtask'));
    await Promise.all([waited, chain]);
    expect(order.indexOf('next task')).toBe(50);
  });

  it('settles in a hidden tab too, where timers are held back: it asks for no timer', async () => {
    const setTimeoutBefore = globalThis.setTimeout;
    let timers = 0;
    globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
      timers += 1;
      return setTimeoutBefore(...args);
    }) as typeof setTimeout;
    try {
      await nextTask();
    } finally {
      globalThis.setTimeout = setTimeoutBefore;
    }
    expect(timers).toBe(0);
  });
});
