import { nextTask } from './nextTask';

let queue: Promise<void> = Promise.resolve();

/**
 * Runs `work` in a task of its own, after the work queued here before it: start-up work that would
 * otherwise run as one long task, which TBT counts and a pupil's tap waits behind, becomes one short task each.
 * Answers a function that drops the work if it has not run yet. A throw is reported as any uncaught error is, and the
 * work queued after it still runs.
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
