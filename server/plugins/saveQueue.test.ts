import { describe, expect, it } from 'vitest';
import { deferred } from '../../src/test/deferred';
import { createKeyedQueue } from './saveQueue';

describe('the per-record save queue', () => {
  it('runs work with the same key one after another, in the order it came', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    const gate = deferred<void>();
    const first = queue.run('a', async () => {
      log.push('first starts');
      await gate.promise;
      log.push('first ends');
    });
    const second = queue.run('a', async () => log.push('second'));
    await Promise.resolve();
    expect(log).toEqual(['first starts']);
    gate.resolve();
    await Promise.all([first, second]);
    expect(log).toEqual(['first starts', 'first ends', 'second']);
  });

  it('lets work with another key run meanwhile', async () => {
    const queue = createKeyedQueue();
    const gate = deferred<void>();
    const slow = queue.run('a', () => gate.promise);
    expect(await queue.run('b', async () => 'b ran')).toBe('b ran');
    gate.resolve();
    await slow;
  });

  it('runs the next work after a failure, and gives the failure to its own caller only', async () => {
    const queue = createKeyedQueue();
    const failed = queue.run('a', async () => {
      throw new Error('lagringen feilet');
    });
    const next = queue.run('a', async () => 'neste');
    await expect(failed).rejects.toThrow('lagringen feilet');
    expect(await next).toBe('neste');
  });

  it('keeps no key once its work is done', async () => {
    const queue = createKeyedQueue();
    await Promise.all([queue.run('a', async () => 1), queue.run('a', async () => 2), queue.run('b', async () => 3)]);
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.size).toBe(0);
  });
});
