import { IntlMessageFormat } from 'intl-messageformat';
import { createIntl, createIntlCache } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './resolvedLocale';

afterEach(() => vi.restoreAllMocks());

describe('the locale a message is formatted in', () => {
  it('is asked of the browser once, however many messages are formatted', () => {
    const messages = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`m${i}`, `Linje ${i}: {amount, number}`]));
    const intl = createIntl({ locale: 'nb-NO', messages }, createIntlCache());
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const texts = Object.keys(messages).map((id) => intl.formatMessage({ id }, { amount: 12500 }));
    expect(texts[3]).toBe('Linje 3: 12\u00a0500');
    expect(asked.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('is the one the browser resolves', () => {
    expect(IntlMessageFormat.resolveLocale('nn-NO')?.toString()).toBe(new Intl.Locale(Intl.NumberFormat.supportedLocalesOf('nn-NO')[0]!).toString());
    expect(new IntlMessageFormat('{n, number}', 'nb-NO').format({ n: 1000 })).toBe('1\u00a0000');
  });
});
