import { describe, expect, it } from 'vitest';
import { formatLocaleOf, htmlLangOf, langOfPath } from './lang';

describe('the locale texts are formatted in', () => {
  it('is Nynorsk where the browser knows it, and Bokmål’s formats where it does not (Chrome’s ICU has no nn)', () => {
    expect(formatLocaleOf('nn', () => true)).toBe('nn');
    expect(formatLocaleOf('nn', () => false)).toBe('nb');
    expect(formatLocaleOf('no', () => false)).toBe('nb');
    expect(htmlLangOf('nn')).toBe('nn');
  });

  it('formats a Nynorsk date the way a Norwegian reads it either way', () => {
    const date = new Date(Date.UTC(2026, 10, 24, 10, 32));
    const format = (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
    expect(format(formatLocaleOf('nn'))).toBe('24. nov.');
  });
});

describe('the language of an address', () => {
  it('is the one its first segment names, with or without a query, and Bokmål for any other', () => {
    expect(langOfPath('/nn/okt/2/O2B')).toBe('nn');
    expect(langOfPath('/nn?klasse=ABCD')).toBe('nn');
    expect(langOfPath('/no/start')).toBe('no');
    expect(langOfPath('/nnx/start')).toBe('no');
    expect(langOfPath('/')).toBe('no');
  });
});
