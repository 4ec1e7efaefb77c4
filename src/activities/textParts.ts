/**
 * Which part of the catalogue an activity's texts are in (src/i18n/catalogueParts.ts): økt 3's components have a part of
 * their own, every other activity the activities' part. A module of its own: the activity frame reads it on every
 * session page, without the registry.
 */
export const OKT3_COMPONENTS: ReadonlySet<string> = new Set(['credit-purchase', 'saving-monthly', 'credit-monthly', 'payment-selection', 'debt', 'pocket-expense']);

export const activityTextPart = (component: string): 'activities' | 'okt3' => (OKT3_COMPONENTS.has(component) ? 'okt3' : 'activities');
