import type { ActivityDefinition } from './types';

/** The activity components of økt 3, by the name content/{lang}/okter.json gives them. */
export const SESSION3_ACTIVITIES: Record<string, ActivityDefinition> = {};
