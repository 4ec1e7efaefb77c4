import { parse } from '@formatjs/icu-messageformat-parser';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type CataloguePart, pickPart } from './catalogueParts.ts';

const CATALOGUE = /\/src\/i18n\/(no|nn)\.json(?:\?part=(pupil|teacher|activities|okt3|later|signin))?$/;

/** A catalogue's texts in the parsed form react-intl formats from, as JSON. */
export function compileCatalogue(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)])));
}

/** The production build ships the catalogues parsed, and react-intl without its message parser; tests and dev use the texts as written. */
export function precompiledCatalogues(): Plugin {
  let build = false;
  return {
    name: 'precompiled-catalogues',
    enforce: 'pre',
    // `catalogue:no/pupil` (typed in catalogueModules.d.ts) is the catalogue file with its part as a query.
    resolveId: (id) => {
      const named = /^catalogue:(no|nn)\/(pupil|teacher|activities|okt3|later|signin)$/.exec(id);
      return named ? `${path.resolve(import.meta.dirname, `${named[1]}.json`)}?part=${named[2]}` : null;
    },
    config: (_, env) => {
      build = env.command === 'build';
      return build ? { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } } : {};
    },
    transform(code, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      // A part (src/i18n/catalogueParts.ts) in development too, so a text in the wrong part shows there first.
      const part = match[2] as CataloguePart | undefined;
      if (!part) return { code: build ? compileCatalogue(code) : code, map: null };
      // With a query the file is no longer taken for JSON: it becomes a module here.
      const json = JSON.stringify(pickPart(JSON.parse(code) as Record<string, string>, part));
      return { code: `export default ${build ? compileCatalogue(json) : json};\n`, map: null };
    },
  };
}
