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

/** Fetches every activity's chunk, once the page shows: a pupil who loses the network can still go on. */
export const preloadActivities = () => Promise.allSettled(Object.values(ACTIVITY_COMPONENTS).map((definition) => definition.preload?.()));
