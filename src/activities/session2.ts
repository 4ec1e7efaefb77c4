import type { ActivityDefinition } from './types';

/** The activity components of økt 2, by the name content/{lang}/okter.json gives them. */
export const SESSION2_ACTIVITIES: Record<string, ActivityDefinition> = {};
