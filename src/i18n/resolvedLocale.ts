import { IntlMessageFormat } from 'intl-messageformat';

const resolve = IntlMessageFormat.resolveLocale;
const resolved = new Map<string, Intl.Locale | undefined>();

// Each message react-intl first formats builds an IntlMessageFormat, which asks the browser which locales it supports;
// the answer depends only on the locales asked for, so it is asked once a page load.
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolved.has(key)) resolved.set(key, resolve(locales));
  return resolved.get(key);
};

/** Loads the browser's locale data for the page's locale (its first, slow Intl call) now, in a task of its own, rather than inside the first render's. */
export function loadLocaleData(locale: string): void {
  IntlMessageFormat.resolveLocale(locale);
}
