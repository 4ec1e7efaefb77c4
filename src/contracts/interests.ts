/**
 * O1A: what may matter to a pupil in a job; industries name them too (content/{lang}/okt1.json). In a module of its
 * own, without zod, because the first page load reads them and zod belongs in the lazy chunks.
 */
export const INTEREST_IDS = ['hoy-lonn', 'trygg-jobb', 'jobbe-med-folk', 'jobbe-ute', 'kreativ', 'hjelpe-andre', 'fri-tid', 'reise'] as const;
export type InterestId = (typeof INTEREST_IDS)[number];
