/**
 * The activity that takes the knowledge test before session 1, and the one that takes it again after session 5
 * (content/{lang}/okter.json). A module without zod: the pupil's pages read these, never the schemas.
 */
export const KNOWLEDGE_BEFORE = { code: 'O1T', component: 'knowledge-before' } as const;
export const KNOWLEDGE_AFTER = { code: 'O5T', component: 'knowledge-after' } as const;
