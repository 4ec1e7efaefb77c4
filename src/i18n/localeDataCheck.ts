import type { Plugin } from 'vite';

/** The check as @formatjs/intl's createIntl writes it: each asks the browser which locales it has data for. */
const CHECKS = [
  /else if \(!Intl\.NumberFormat\.supportedLocalesOf\(locale\)\.length && onError\) onError\(/,
  /else if \(!Intl\.DateTimeFormat\.supportedLocalesOf\(locale\)\.length && onError\) onError\(/,
];
const FORMATJS_INTL = /[\\/]node_modules[\\/]@formatjs[\\/]intl[\\/]index\.js$/;

/** createIntl's source without the two checks: `else if (false) onError(…)`, which the minifier drops. */
export function withoutLocaleDataCheck(code: string): string {
  return CHECKS.reduce((source, check) => {
    if (!check.test(source)) throw new Error(`@formatjs/intl changed: its locale data check (${check.source}) was not found; see src/i18n/localeDataCheck.ts`);
    return source.replace(check, 'else if (false) onError(');
  }, code);
}

/** react-intl's check loads the browser's locale data on the main thread only to log a lack; every supported browser has nb and nn. */
export function skipLocaleDataCheck(): Plugin {
  return {
    name: 'skip-locale-data-check',
    apply: 'build',
    transform: (code, id) => (FORMATJS_INTL.test(id) ? { code: withoutLocaleDataCheck(code), map: null } : null),
  };
}
