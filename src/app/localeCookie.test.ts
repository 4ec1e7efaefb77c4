import { describe, expect, it } from 'vitest';
import { pathInLanguage, writeLocaleCookie } from './localeCookie';

describe('language switch helpers', () => {
  it.each([
    ['/no', 'nn', '/nn'],
    ['/no/okt/2/O2B', 'nn', '/nn/okt/2/O2B'],
    ['/nn/side/om?x=1', 'no', '/no/side/om?x=1'],
    ['/nn/faq#pris', 'no', '/no/faq#pris'],
  ] as const)('moves %s to %s as %s', (from, lang, to) => {
    expect(pathInLanguage(from, lang)).toBe(to);
  });

  it('does not touch a segment that only starts like a language', () => {
    expect(pathInLanguage('/nord', 'nn')).toBe('/nord');
  });

  it('remembers the language in a cookie', () => {
    writeLocaleCookie(document, 'nn');
    expect(document.cookie).toContain('locale=nn');
  });
});
