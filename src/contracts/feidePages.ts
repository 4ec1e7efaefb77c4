/** The Feide names the browser's first load needs, without feide.ts's zod. */
export const FEIDE_PAGES = ['pupil', 'teacher'] as const;
export type FeidePage = (typeof FEIDE_PAGES)[number];

export const FEIDE_SIDES = { pupil: 'elev', teacher: 'veileder' } as const satisfies Record<FeidePage, string>;
export const feidePageOfSide = (side: string | undefined): FeidePage => (side === FEIDE_SIDES.teacher ? 'teacher' : 'pupil');

/** What a Feide account types to confirm deleting itself («Mine data»), in both languages. */
export const FEIDE_DELETE_WORD = 'SLETT';
