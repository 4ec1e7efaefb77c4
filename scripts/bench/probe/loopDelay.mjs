/**
 * Loaded into the benchmarked server with `node --import` (issue 20), never into the app: a histogram of the
 * event loop's delay. On SIGUSR2 it writes what it saw since the last signal to BENCH_LOOP_DELAY_FILE and starts
 * again, so the bench reads the server's own stalls for exactly the run it times.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let seq = 0;
  let gcMs = 0;
  let gcPauses = 0;
  let gcMaxMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcPauses += 1;
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  let since = performance.now();
  process.on('SIGUSR2', () => {
    seq += 1;
    const ms = (ns) => ns / 1e6;
    const figures = {
      seq,
      seconds: (performance.now() - since) / 1000,
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
      gcMs,
      gcPauses,
      gcMaxMs,
    };
    fs.writeFileSync(file, JSON.stringify(figures));
    delay.reset();
    gcMs = 0;
    gcPauses = 0;
    gcMaxMs = 0;
    since = performance.now();
  });
}
