import type { Lang } from '../contracts/lang';

/** Spec §9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function writeLocaleCookie(doc: Document, lang: Lang): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `locale=${lang}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

/** The other language's address of the page being shown, so switching keeps the pupil's place. */
export function pathInLanguage(url: string, lang: Lang): string {
  return url.replace(/^\/(no|nn)(?=\/|$|\?|#)/, `/${lang}`);
}
