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
