import { describe, expect, it } from 'vitest';
import { busiestFunctions, threadSamples } from './taskProfile';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0, columnNumber: 0 });
const name = (f: { functionName: string; url?: string }) => `${f.functionName}${f.url ? ` ${f.url}` : ''}`;

// The page's thread (pid 1, tid 1) and a worker (tid 2); chunks come from the sampler's thread (tid 9) under the profile's id.
const events = [
  { name: 'Profile', pid: 1, tid: 1, id: '0x1', args: { data: { startTime: 1000 } } },
  { name: 'Profile', pid: 1, tid: 2, id: '0x2', args: { data: { startTime: 1000 } } },
  {
    name: 'ProfileChunk',
    pid: 1,
    tid: 9,
    id: '0x1',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)') },
            { id: 2, parent: 1, callFrame: frame('performWorkUntilDeadline', '~scheduler/cjs/scheduler.production.js') },
            { id: 3, parent: 2, callFrame: frame('start', '~xstate/dist/raise.js') },
            { id: 4, parent: 3, callFrame: frame('AppBody', 'src/app/App.tsx') },
            { id: 5, parent: 1, callFrame: frame('dispatchRequest', '~axios/lib/core/dispatchRequest.js') },
          ],
          samples: [4, 3, 4, 5, 5],
        },
        timeDeltas: [0, 2000, 2000, 2000, 2000],
      },
    },
  },
  { name: 'ProfileChunk', pid: 1, tid: 9, id: '0x2', args: { data: { cpuProfile: { nodes: [{ id: 1, callFrame: frame('onmessage', 'blob:worker') }], samples: [1, 1] }, timeDeltas: [0, 4000] } } },
];

describe('what ran inside a task (issue 20, scripts/bench/tasks.ts)', () => {
  it('takes the page thread’s samples only, by the profile’s id, on the trace’s clock', () => {
    const { samples } = threadSamples(events, { pid: 1, tid: 1 });
    expect(samples.map((s) => s.ts)).toEqual([1000, 3000, 5000, 7000, 9000]);
  });

  it('counts each function once a sample however deep, leaves React’s own loop out, and names the busiest self', () => {
    const busiest = busiestFunctions(threadSamples(events, { pid: 1, tid: 1 }), 1000, 6000, name);
    // Samples at 1000, 3000 and 5000 ms lie within; each lasts until the next one (2 ms).
    expect(busiest).toEqual([
      ['start ~xstate/dist/raise.js', 6],
      ['AppBody src/app/App.tsx', 4],
      ['self AppBody src/app/App.tsx', 4],
      ['self start ~xstate/dist/raise.js', 2],
    ]);
  });

  it('says nothing for a trace without a profile', () => {
    expect(busiestFunctions(threadSamples(events, { pid: 3, tid: 3 }), 0, 1e9, name)).toEqual([]);
  });
});
