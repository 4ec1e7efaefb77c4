import { IndustryActivity } from './industry/IndustryActivity';
import { JobActivity } from './job/JobActivity';
import { NetPayActivity } from './netPay/NetPayActivity';
import { ReflectionActivity } from './reflection/ReflectionActivity';
import { SESSION2_ACTIVITIES } from './session2';
import { SESSION3_ACTIVITIES } from './session3';
import { SESSION4AND5_ACTIVITIES } from './session4and5';
import type { ActivityDefinition } from './types';

/** The content's `component` field names one of these; an unknown name shows an error, never a blank page. */
export const ACTIVITY_COMPONENTS: Record<string, ActivityDefinition> = {
  reflection: { component: ReflectionActivity },
  industry: { component: IndustryActivity, needs: (lang) => ({ kind: 'industries', lang }) },
  job: {
    component: JobActivity,
    needs: (lang, responses) => (typeof responses.O1C === 'string' && responses.O1C ? { kind: 'jobs', lang, industryId: responses.O1C } : null),
  },
  'net-pay': { component: NetPayActivity, needs: () => ({ kind: 'tax' }) },
  ...SESSION2_ACTIVITIES,
  ...SESSION3_ACTIVITIES,
  ...SESSION4AND5_ACTIVITIES,
};
