import type { ActivityDefinition } from './types';

/** The activity components of økt 4 og 5, by the name content/{lang}/okter.json gives them. */
export const SESSION4AND5_ACTIVITIES: Record<string, ActivityDefinition> = {};
