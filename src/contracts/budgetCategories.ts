/**
 * Spec §3: the eight budget categories. In a module of its own, without zod, because the completeness
 * rules that the first page load runs need it, and zod belongs in the lazy chunks.
 */
export const BUDGET_CATEGORIES = ['boutgifter', 'transport', 'mat', 'fritid', 'klaer', 'sparing', 'forsikring', 'andre_utgifter'] as const;
