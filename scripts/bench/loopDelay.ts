/**
 * The server's event-loop delay and GC pauses during a run (issue 20), from probe/loopDelay.mjs loaded into the
 * server's process: the saves' tail is found by what the server's own loop went through, not guessed at.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LoopDelay {
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  gcMs: number;
  gcPauses: number;
  gcMaxMs: number;
}

export type LoopDelayProbe = ReturnType<typeof loopDelayProbe>;

export function loopDelayProbe() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-loop-')), 'delay.json');
  let seq = 0;
  /** What the server's loop went through since the last call (or since it started). */
  async function read(server: ChildProcess): Promise<LoopDelay | undefined> {
    seq += 1;
    server.kill('SIGUSR2');
    for (let i = 0; i < 100; i++) {
      try {
        const figures = JSON.parse(fs.readFileSync(file, 'utf8')) as LoopDelay & { seq: number };
        if (figures.seq >= seq) return figures;
      } catch {
        // Not written yet, or half written.
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    return undefined;
  }
  return {
    nodeArgs: ['--import', path.join(import.meta.dirname, 'probe', 'loopDelay.mjs')],
    env: { BENCH_LOOP_DELAY_FILE: file },
    read,
  };
}

export function describeLoopDelay(d: LoopDelay | undefined): string {
  if (!d) return 'the server’s event loop: not measured';
  return `the server’s event loop delayed p50 ${d.p50.toFixed(1)} ms, p99 ${d.p99.toFixed(1)} ms, max ${d.max.toFixed(0)} ms; GC ${d.gcPauses} pauses, ${d.gcMs.toFixed(0)} ms in all, longest ${d.gcMaxMs.toFixed(1)} ms`;
}
