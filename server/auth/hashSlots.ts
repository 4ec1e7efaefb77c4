import os from 'node:os';

/**
 * At most `slots` tasks at once; the rest wait their turn in order. Password hashing runs on libuv's
 * thread pool (four threads), so a class of 30 signing in together would otherwise take every core and
 * starve the event loop, and with it every other pupil's save.
 */
export function createSlots(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/** One core is always left for the event loop. */
export const hashSlots = createSlots(Math.max(1, os.availableParallelism() - 1));
