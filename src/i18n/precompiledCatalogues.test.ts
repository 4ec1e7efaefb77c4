import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LANGS, htmlLangOf } from '../contracts/lang';
import { catalogues } from './catalogues';
import { compileCatalogue, precompiledCatalogues } from './precompiledCatalogues';

/** A value for every argument a message uses, nested ones included, so formatting reaches every branch it takes. */
function valuesFor(elements: MessageFormatElement[], into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const el of elements) {
    if (el.type === TYPE.argument) into[el.value] = 'x';
    if (el.type === TYPE.number || el.type === TYPE.plural) into[el.value] = 2;
    if (el.type === TYPE.date || el.type === TYPE.time) into[el.value] = new Date(Date.UTC(2026, 0, 5));
    if (el.type === TYPE.select) into[el.value] = Object.keys(el.options)[0];
    if (el.type === TYPE.tag) into[el.value] = (chunks: unknown[]) => `[${chunks.join('')}]`;
    if (el.type === TYPE.select || el.type === TYPE.plural) for (const option of Object.values(el.options)) valuesFor(option.value, into);
    if (el.type === TYPE.tag) valuesFor(el.children, into);
  }
  return into;
}

describe.each(LANGS)('the %s catalogue as the production build ships it', (lang) => {
  const compiled = JSON.parse(compileCatalogue(JSON.stringify(catalogues[lang]))) as Record<string, MessageFormatElement[]>;

  it('keeps every text', () => {
    expect(Object.keys(compiled)).toEqual(Object.keys(catalogues[lang]));
  });

  it('formats every text exactly as the text itself does', () => {
    for (const [id, text] of Object.entries(catalogues[lang])) {
      const values = valuesFor(compiled[id]!);
      const locale = htmlLangOf(lang);
      expect(new IntlMessageFormat(compiled[id]!, locale).format(values), id).toEqual(new IntlMessageFormat(text, locale).format(values));
    }
  });
});

describe('the build step', () => {
  it('compiles only for the production build, and only the catalogues', () => {
    const plugin = precompiledCatalogues();
    const config = plugin.config as (c: object, env: { command: string }) => unknown;
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(config({}, { command: 'serve' })).toEqual({});
    expect(transform('{"a":"b"}', '/work/src/i18n/nn.json')?.code).toBe('{"a":"b"}');
    expect(config({}, { command: 'build' })).toHaveProperty('resolve.alias');
    expect(transform('{"a":"b"}', '/work/src/i18n/nn.json')?.code).toBe('{"a":[{"type":0,"value":"b"}]}');
    expect(transform('{"a":"b"}', '/work/content/no/faq.json')).toBeNull();
  });
});
