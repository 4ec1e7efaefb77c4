/** The knowledge test's activities before session 1 and after session 5; without zod, for the pupil's pages. */
export const KNOWLEDGE_BEFORE = { code: 'O1T', component: 'knowledge-before' } as const;
export const KNOWLEDGE_AFTER = { code: 'O5T', component: 'knowledge-after' } as const;
