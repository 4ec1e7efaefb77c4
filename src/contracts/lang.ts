/** Route languages of the specification: `no` is Bokmål, `nn` is Nynorsk. */
export const LANGS = ['no', 'nn'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'no';

export function isLang(value: unknown): value is Lang {
  return value === 'no' || value === 'nn';
}

/** The language an address names (`/nn/…`); any other address is Bokmål (spec §2). */
export function langOfPath(path: string): Lang {
  const first = path.split(/[/?#]/)[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

/** BCP 47 tag for `<html lang>` and Intl: the route says `no`, the language is Bokmål (`nb`). */
export function htmlLangOf(lang: Lang): 'nb' | 'nn' {
  return lang === 'nn' ? 'nn' : 'nb';
}

/**
 * The locale for dates and numbers. Chrome's ICU data has no Nynorsk, so `nn` would fall back to American English;
 * Nynorsk formats them as Bokmål does.
 */
export function formatLocaleOf(lang: Lang, supported: (tag: string) => boolean = (tag) => Intl.DateTimeFormat.supportedLocalesOf(tag).length > 0): 'nb' | 'nn' {
  const tag = htmlLangOf(lang);
  return tag === 'nn' && !supported('nn') ? 'nb' : tag;
}
