import { SESSION2_ACTIVITIES } from './session2';
import { SESSION3_ACTIVITIES } from './session3';
import { SESSION4AND5_ACTIVITIES } from './session4and5';
import { lazyActivity } from './lazyActivity';
import type { ActivityDefinition } from './types';

/** The content's `component` field names one of these; an unknown name shows an error, never a blank page. */
export const ACTIVITY_COMPONENTS: Record<string, ActivityDefinition> = {
  reflection: lazyActivity(() => import('./reflection/ReflectionActivity').then((m) => m.ReflectionActivity), { laterTexts: false }),
  industry: {
    ...lazyActivity(() => import('./industry/IndustryActivity').then((m) => m.IndustryActivity)),
    needs: (lang) => ({ kind: 'industries', lang }),
  },
  job: {
    ...lazyActivity(() => import('./job/JobActivity').then((m) => m.JobActivity)),
    needs: (lang, responses) => (typeof responses.O1C === 'string' && responses.O1C ? { kind: 'jobs', lang, industryId: responses.O1C } : null),
  },
  'net-pay': { ...lazyActivity(() => import('./netPay/NetPayActivity').then((m) => m.NetPayActivity)), needs: () => ({ kind: 'tax' }) },
  ...SESSION2_ACTIVITIES,
  ...SESSION3_ACTIVITIES,
  ...SESSION4AND5_ACTIVITIES,
};

/**
 * Fetches every activity's chunk, once the page shows: a pupil who loses the network can still go on. One at a time,
 * each after `turn` (the browser's next idle moment): asked for all at once, their imports and evaluations make one long
 * task, which a pupil typing on a slow phone waits for.
 */
export async function preloadActivities(turn: () => Promise<void> = () => Promise.resolve()) {
  const results: PromiseSettledResult<unknown>[] = [];
  for (const definition of Object.values(ACTIVITY_COMPONENTS)) {
    await turn();
    const [result] = await Promise.allSettled([definition.preload()]);
    results.push(result!);
  }
  return results;
}
