import { nextTask } from './nextTask';

let queue: Promise<void> = Promise.resolve();

/**
 * Runs `work` in a task of its own, after the work queued before it, so start-up work is not one long task a tap waits
 * behind. Answers a function that drops the work if it has not run; a throw is reported and later work still runs.
 */
export function inTurn(work: () => void): () => void {
  let dropped = false;
  const turn = queue.then(nextTask).then(() => {
    if (!dropped) work();
  });
  queue = turn.catch((err: unknown) => {
    queueMicrotask(() => {
      throw err;
    });
  });
  return () => {
    dropped = true;
  };
}
