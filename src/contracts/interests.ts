/** O1A: what may matter to a pupil in a job; without zod, as the first page load reads them. */
export const INTEREST_IDS = ['hoy-lonn', 'trygg-jobb', 'jobbe-med-folk', 'jobbe-ute', 'kreativ', 'hjelpe-andre', 'fri-tid', 'reise'] as const;
export type InterestId = (typeof INTEREST_IDS)[number];
