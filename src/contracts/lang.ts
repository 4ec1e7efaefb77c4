/** Route languages of the specification: `no` is Bokmål, `nn` is Nynorsk. */
export const LANGS = ['no', 'nn'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'no';

export function isLang(value: unknown): value is Lang {
  return value === 'no' || value === 'nn';
}

/** BCP 47 tag for `<html lang>` and Intl: the route says `no`, the language is Bokmål (`nb`). */
export function htmlLangOf(lang: Lang): 'nb' | 'nn' {
  return lang === 'nn' ? 'nn' : 'nb';
}

/**
 * The locale dates, times and numbers are formatted in. Chrome's own ICU data (Chromebooks, Chromium) has no
 * Nynorsk, so `nn` alone falls back to American English («Nov 24, 11:32 AM»); Nynorsk writes dates and
 * numbers as Bokmål does, so Bokmål's formats stand in where Nynorsk's are missing.
 */
export function formatLocaleOf(lang: Lang, supported: (tag: string) => boolean = (tag) => Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0): 'nb' | 'nn' {
  const tag = htmlLangOf(lang);
  return tag === 'nn' && !supported('nn') ? 'nb' : tag;
}
