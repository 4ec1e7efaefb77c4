import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /\/src\/i18n\/(no|nn)\.json$/;

/** A catalogue's texts in the parsed form react-intl formats from, as JSON. */
export function compileCatalogue(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)])));
}

/**
 * Issue 8: the production build ships the catalogues parsed, and react-intl without its message parser
 * (8 kB gzipped of every first load). Build only: tests and the dev server use the texts as written.
 */
export function precompiledCatalogues(): Plugin {
  return {
    name: 'precompiled-catalogues',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    transform: (code, id) => (CATALOGUE.test(id) ? { code: compileCatalogue(code), map: null } : null),
  };
}
