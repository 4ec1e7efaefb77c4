/**
 * What ran inside one task of a trace (issue 20): the main thread's CPU profile samples (the trace's `Profile` and
 * `ProfileChunk` events, recorded with `disabled-by-default-v8.cpu_profiler`) that fall within the task, summed by
 * function, each function counted once a sample however deep it stands. A task's trace events name only its outermost
 * call (the scheduler's loop, a microtask run); this names the work under it: React's commit, an actor's start, axios.
 */

import type { CallFrame } from './sourceMaps';

interface ProfileEvent {
  name: string;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: { startTime?: number; cpuProfile?: { nodes?: ChunkNode[]; samples?: number[] }; timeDeltas?: number[] } };
}

interface ChunkNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/** The main thread's samples, as times (the trace's clock, µs) and the function stacks they were taken in. */
export function threadSamples(events: ProfileEvent[], thread: { pid: number; tid: number }) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid);
  const nodes = new Map<number, ChunkNode>();
  const samples: { ts: number; node: number }[] = [];
  if (!profile) return { nodes, samples };
  let clock = profile.args?.data?.startTime ?? 0;
  // A profile's chunks come from the sampler's own thread: they belong to the profile with the same id.
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== thread.pid || e.id !== profile.id) continue;
    for (const node of e.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = e.args?.data?.cpuProfile?.samples ?? [];
    const deltas = e.args?.data?.timeDeltas ?? [];
    ids.forEach((node, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  return { nodes, samples };
}

/** React DOM's and its scheduler's own loop, which stands under nearly every sample of a render and names no cause. */
const PLUMBING = /^(\S+ )?~(react-dom|scheduler)\/|^\(root\)$/;

/**
 * The functions most present in the samples from `start` to `end` (µs), with the milliseconds they were on the stack,
 * React's own loop left out; then what ran itself most (self time), marked `self`.
 */
export function busiestFunctions(recorded: ReturnType<typeof threadSamples>, start: number, end: number, name: (frame: CallFrame) => string, top = 12) {
  const { nodes, samples } = recorded;
  const onStack = new Map<string, number>();
  const self = new Map<string, number>();
  samples.forEach((sample, i) => {
    if (sample.ts < start || sample.ts > end) return;
    const ms = ((samples[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
    const own = nodes.get(sample.node);
    if (!own) return;
    const ownLabel = `self ${name(own.callFrame)}`;
    self.set(ownLabel, (self.get(ownLabel) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node: ChunkNode | undefined = own; node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) seen.add(name(node.callFrame));
    for (const label of seen) onStack.set(label, (onStack.get(label) ?? 0) + ms);
  });
  const busiest = (counted: Map<string, number>, n: number) => [...counted].filter(([label]) => !PLUMBING.test(label)).sort((a, b) => b[1] - a[1]).slice(0, n);
  return [...busiest(onStack, top), ...busiest(self, 3)];
}
