import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { skipLocaleDataCheck, withoutLocaleDataCheck } from './localeDataCheck';

// The installed @formatjs/intl, the module react-intl's createIntl comes from.
const formatjsIntl = createRequire(import.meta.url).resolve('@formatjs/intl');
const source = readFileSync(formatjsIntl, 'utf8');
const ASKS = /Intl\.(NumberFormat|DateTimeFormat)\.supportedLocalesOf\(locale\)/g;

describe("react-intl's locale data check, left out of the production build", () => {
  it('removes both questions createIntl asks the browser, and nothing else', () => {
    expect(source.match(ASKS)).toHaveLength(2);
    const rewritten = withoutLocaleDataCheck(source);
    expect(rewritten.match(ASKS)).toBeNull();
    // Only the two conditions changed: the messages it would log stay, in a branch the minifier drops.
    expect(rewritten.replaceAll('else if (false) onError(', '')).toBe(
      source.replace(/else if \(!Intl\.(NumberFormat|DateTimeFormat)\.supportedLocalesOf\(locale\)\.length && onError\) onError\(/g, ''),
    );
  });

  it('fails the build, naming itself, when @formatjs/intl no longer has the check it removes', () => {
    expect(() => withoutLocaleDataCheck('function createIntl() {}')).toThrow(/localeDataCheck\.ts/);
  });

  it('rewrites @formatjs/intl only, and only in a build', () => {
    const plugin = skipLocaleDataCheck();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform(source, '/app/src/main.tsx')).toBeNull();
    expect(transform(source, formatjsIntl)?.code.match(ASKS)).toBeNull();
  });
});
