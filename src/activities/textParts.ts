/** Økt 3's components have a catalogue part of their own (src/i18n/catalogueParts.ts); its own module, so the activity frame reads it without the registry. */
export const OKT3_COMPONENTS: ReadonlySet<string> = new Set(['credit-purchase', 'saving-monthly', 'credit-monthly', 'payment-selection', 'debt', 'pocket-expense']);

export const activityTextPart = (component: string): 'activities' | 'okt3' => (OKT3_COMPONENTS.has(component) ? 'okt3' : 'activities');
