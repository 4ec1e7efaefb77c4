/**
 * The save load in a process of its own (issue 20): the pupils' saves, timed here, with nothing else on this
 * event loop. Its own loop delay and CPU come back with the run, so the report can show the generator kept up.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { closeAgents } from './http';
import { type Pupil, runSaves } from './saves';
import type { SaveJob, SaveJobResult } from './saveLoad';

process.once('message', async (job: SaveJob) => {
  const { base, pupils, warmUpSeconds, seconds, rate } = job;
  if (warmUpSeconds > 0) await runSaves(base, pupils, warmUpSeconds, rate);
  process.send!({ type: 'warm' });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const cpu = process.cpuUsage();
  const run = await runSaves(base, pupils, seconds, rate);
  const used = process.cpuUsage(cpu);
  delay.disable();
  closeAgents();
  const result: SaveJobResult = {
    type: 'done',
    run,
    versions: pupils.map((p: Pupil) => p.versions),
    generator: { cpuSeconds: (used.user + used.system) / 1e6, loopDelayP99Ms: delay.percentile(99) / 1e6, loopDelayMaxMs: delay.max / 1e6 },
  };
  process.send!(result, () => process.exit(0));
});
