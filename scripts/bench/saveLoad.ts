/**
 * Runs the save load in a child process (saveLoadWorker.ts, issue 20): the bench process keeps its servers,
 * Lighthouse results and reports, and none of that work can stall a save's timing. The child runs its
 * TypeScript through tsx, as the bench does.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import type { Pupil, SaveRun } from './saves';

export interface SaveJob {
  base: string;
  pupils: Pupil[];
  warmUpSeconds: number;
  seconds: number;
  rate: number | null;
}

export interface GeneratorFigures {
  cpuSeconds: number;
  /** The generator's own event-loop delay: if it were high, the replies' times would be the generator's. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

export type SaveJobResult = { type: 'done'; run: SaveRun; versions: Record<string, number>[]; generator: GeneratorFigures };

/**
 * Warms up, calls `beforeRun` (to start counting the server's CPU and loop delay), runs, and keeps each pupil's
 * versions for the next run, as its device would.
 */
export async function runSavesApart(job: SaveJob, beforeRun: () => Promise<void> | void = () => {}): Promise<{ run: SaveRun; generator: GeneratorFigures }> {
  const child = fork(path.join(import.meta.dirname, 'saveLoadWorker.ts'), [], { execArgv: ['--import', 'tsx'], serialization: 'advanced' });
  try {
    const next = () =>
      new Promise<unknown>((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the save load's process stopped (exit ${code})`));
        child.once('exit', onExit);
        child.once('message', (message) => {
          child.off('exit', onExit);
          resolve(message);
        });
      });
    const warm = next();
    child.send(job);
    await warm;
    await beforeRun();
    const done = next();
    child.send({ type: 'go' });
    const result = (await done) as SaveJobResult;
    result.versions.forEach((versions, i) => (job.pupils[i]!.versions = versions));
    return { run: result.run, generator: result.generator };
  } finally {
    if (child.exitCode === null) child.kill();
  }
}
