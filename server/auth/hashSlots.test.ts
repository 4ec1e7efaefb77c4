import { describe, expect, it } from 'vitest';
import { createSlots } from './hashSlots';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('hash slots', () => {
  it('runs at most the given number of tasks at once and finishes them all in order', async () => {
    const run = createSlots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        run(async () => {
          started.push(i);
          running++;
          most = Math.max(most, running);
          await tick();
          running--;
          return i * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([...Array(12).keys()]);
    expect(results).toEqual(Array.from({ length: 12 }, (_, i) => i * 10));
  });

  it('frees the slot of a task that fails', async () => {
    const run = createSlots(1);
    await expect(run(async () => Promise.reject(new Error('feil')))).rejects.toThrow('feil');
    await expect(run(async () => 'neste')).resolves.toBe('neste');
  });
});
