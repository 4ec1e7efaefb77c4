/** Spec §3's budget categories; without zod, as the first page load's completeness rules need them. */
export const BUDGET_CATEGORIES = ['boutgifter', 'transport', 'mat', 'fritid', 'klaer', 'sparing', 'forsikring', 'andre_utgifter'] as const;
