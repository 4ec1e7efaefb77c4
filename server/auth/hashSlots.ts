import os from 'node:os';
import { Turns } from '../turns';

/**
 * At most `slots` tasks at once; the rest wait their turn in order. Password hashing runs on libuv's
 * thread pool (four threads), so a class of 30 signing in together would otherwise take every core and
 * starve the event loop, and with it every other pupil's save.
 */
export function createSlots(slots: number) {
  const turns = new Turns(slots);
  return <T>(task: () => Promise<T>): Promise<T> => turns.run(task);
}

/** One core is always left for the event loop. */
export const hashSlots = createSlots(Math.max(1, os.availableParallelism() - 1));
