import { describe, expect, it } from 'vitest';
import { formatLocaleOf, htmlLangOf } from './lang';

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
