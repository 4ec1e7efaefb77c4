import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber, formatPercent, formatSignedAmount, MAX_AMOUNT, parseAmount } from './amount';

// Expected strings are spelt with escapes so every space is visibly a no-break space (U+00A0).
const RUNS = { numRuns: 1000 };
const anyAmount = fc.integer({ min: 0, max: MAX_AMOUNT });

describe('formatAmount: the amount display filter (spec §5)', () => {
  it.each([
    [12500, 'kr\u00A012\u00A0500'],
    ['1234567', 'kr\u00A01\u00A0234\u00A0567'],
    ['0012', 'kr\u00A012'],
    [1, 'kr\u00A01'],
    [999, 'kr\u00A0999'],
    [1000, 'kr\u00A01\u00A0000'],
    [100_000_000, 'kr\u00A0100\u00A0000\u00A0000'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('shows zero as kr 0, whether given 0 or a string of zeros', () => {
    expect(formatAmount(0)).toBe('kr\u00A00');
    expect(formatAmount('000')).toBe('kr\u00A00');
    expect(formatAmount('0')).toBe('kr\u00A00');
  });

  it('shows nothing for empty input', () => {
    expect(formatAmount('')).toBe('');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
  });

  it('strips everything but digits from text, as the filter in the spec does', () => {
    expect(formatAmount('12 500 kr')).toBe('kr\u00A012\u00A0500');
    expect(formatAmount('kr 1.234')).toBe('kr\u00A01\u00A0234');
    expect(formatAmount('abc')).toBe('');
  });

  it('strips the sign of a negative amount (spec §5)', () => {
    expect(formatAmount(-1200)).toBe('kr\u00A01\u00A0200');
    expect(formatAmount('-1 200')).toBe('kr\u00A01\u00A0200');
  });

  it('rounds a number with øre to whole kroner instead of gluing the decimals on', () => {
    expect(formatAmount(12.5)).toBe('kr\u00A013');
    expect(formatAmount(1234.4)).toBe('kr\u00A01\u00A0234');
  });

  it('writes out very large numbers in full', () => {
    expect(formatAmount(1e21)).toBe('kr\u00A01\u00A0000\u00A0000\u00A0000\u00A0000\u00A0000\u00A0000\u00A0000');
  });

  it('shows nothing for NaN and infinities', () => {
    expect(formatAmount(Number.NaN)).toBe('');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatNumber: the numeric filter (spec §5)', () => {
  it('groups like the display filter, without the prefix', () => {
    expect(formatNumber(12500)).toBe('12\u00A0500');
    expect(formatNumber('1234567')).toBe('1\u00A0234\u00A0567');
    expect(formatNumber('0012')).toBe('12');
    expect(formatNumber(-1200)).toBe('1\u00A0200');
  });

  it('shows 0 for zero and nothing for empty input', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber('000')).toBe('0');
    expect(formatNumber('')).toBe('');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
  });
});

describe('formatPercent: rates', () => {
  it('writes one decimal and a no-break space before %, or only the decimals needed', () => {
    expect(formatPercent(0.4856)).toBe('48,6\u00A0%');
    expect(formatPercent(0.045)).toBe('4,5\u00A0%');
    expect(formatPercent(0.2)).toBe('20,0\u00A0%');
    expect(formatPercent(0.2, 0)).toBe('20\u00A0%');
    expect(formatPercent(0.125, 0)).toBe('12,5\u00A0%');
    expect(formatPercent(Infinity)).toBe('–');
  });
});

describe('formatSignedAmount: deficits with a minus sign', () => {
  it('puts a real minus (U+2212) before a negative amount', () => {
    expect(formatSignedAmount(-1200)).toBe('\u2212kr\u00A01\u00A0200');
    expect(formatSignedAmount(-0.5)).toBe('\u2212kr\u00A01');
  });

  it('shows a positive amount like formatAmount', () => {
    expect(formatSignedAmount(1200)).toBe('kr\u00A01\u00A0200');
  });

  it('never shows a minus on zero', () => {
    expect(formatSignedAmount(0)).toBe('kr\u00A00');
    expect(formatSignedAmount(-0)).toBe('kr\u00A00');
    expect(formatSignedAmount(-0.4)).toBe('kr\u00A00');
  });

  it('shows nothing for NaN and infinities', () => {
    expect(formatSignedAmount(Number.NaN)).toBe('');
    expect(formatSignedAmount(Number.NEGATIVE_INFINITY)).toBe('');
  });
});

describe('parseAmount: what people type', () => {
  it.each([
    ['12 500', 12500],
    ['12500', 12500],
    ['12500 kr', 12500],
    ['kr 12 500', 12500],
    ['12.500', 12500],
    ['12 500,-', 12500],
    ['12\u00A0500', 12500],
    [' 300 ', 300],
    ['kr\u00A012\u00A0500', 12500],
    ['Kr 12500', 12500],
    ['12500kr', 12500],
    ['kr. 300', 300],
    ['12 500,- kr', 12500],
    ['1 234 567', 1234567],
    ['12\u202F500', 12500],
    ['0', 0],
    ['0012', 12],
    ['100 000 000', 100_000_000],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: true, value });
  });

  it.each([
    [''],
    ['   '],
    ['kr'],
    ['abc'],
    ['12a'],
    ['12 500 NOK'],
    ['12,5'],
    ['12,50'],
    ['12 500,00'],
    ['12.5'],
    ['-500'],
    ['\u2212500'],
    ['- 500'],
    ['kr -500'],
    ['+500'],
    ['1 2500'],
    ['12  500'],
    ['1.234 567'],
    ['kr 12 kr'],
    ['12 500,'],
  ])('refuses %j as an invalid amount', (text) => {
    expect(parseAmount(text)).toEqual({ ok: false, messageKey: 'txt_error_amount_invalid' });
  });

  it.each([['100 000 001'], ['100000001'], ['999999999999999999999999']])('refuses %j as too large', (text) => {
    expect(parseAmount(text)).toEqual({ ok: false, messageKey: 'txt_error_amount_too_large' });
  });
});

describe('amount properties', () => {
  it('round-trips formatNumber → parseAmount → formatNumber for 0 … 10^8', () => {
    fc.assert(
      fc.property(anyAmount, (n) => {
        const shown = formatNumber(n);
        const parsed = parseAmount(shown);
        expect(parsed).toEqual({ ok: true, value: n });
        expect(formatNumber(parsed.ok ? parsed.value : null)).toBe(shown);
      }),
      RUNS,
    );
  });

  it('reads back what formatAmount shows', () => {
    fc.assert(
      fc.property(anyAmount, (n) => {
        expect(parseAmount(formatAmount(n))).toEqual({ ok: true, value: n });
      }),
      RUNS,
    );
  });

  it('groups digits in threes from the right, exactly as Intl does for nb and nn', () => {
    const nb = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
    const nn = new Intl.NumberFormat('nn-NO', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const shown = formatNumber(n);
        expect(shown).toMatch(/^(0|[1-9]\d{0,2}(\u00A0\d{3})*)$/);
        expect(shown.replaceAll('\u00A0', '')).toBe(String(n));
        expect(shown).toBe(nb.format(n));
        expect(shown).toBe(nn.format(n));
      }),
      RUNS,
    );
  });

  it('never puts an ordinary space in a formatted amount, whatever it is given', () => {
    const anyInput = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom('0', '1', '9', ' ', '\u00A0', '.', ',', '-', 'k', 'r') }),
      fc.integer(),
      fc.double(),
      fc.constantFrom(null, undefined),
    );
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(formatAmount(input)).not.toContain(' ');
        expect(formatNumber(input)).not.toContain(' ');
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.double(), (n) => {
        expect(formatSignedAmount(n)).not.toContain(' ');
      }),
      RUNS,
    );
  });

  it('shows every negative whole amount with the minus and reads it back as invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT }), (n) => {
        expect(formatSignedAmount(-n)).toBe(`\u2212${formatAmount(n)}`);
        expect(parseAmount(formatSignedAmount(-n))).toEqual({ ok: false, messageKey: 'txt_error_amount_invalid' });
      }),
      RUNS,
    );
  });

  it('calls anything above 10^8 too large', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_AMOUNT + 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseAmount(formatNumber(n))).toEqual({ ok: false, messageKey: 'txt_error_amount_too_large' });
        expect(parseAmount(String(n))).toEqual({ ok: false, messageKey: 'txt_error_amount_too_large' });
      }),
      RUNS,
    );
  });

  it('never throws, and only ever accepts whole kroner from 0 to 10^8', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('0', '5', ' ', '.', ',', '-', 'k', 'r', '\u00A0') })), (text) => {
        const parsed = parseAmount(text);
        if (parsed.ok) {
          expect(Number.isInteger(parsed.value)).toBe(true);
          expect(parsed.value).toBeGreaterThanOrEqual(0);
          expect(parsed.value).toBeLessThanOrEqual(MAX_AMOUNT);
        }
      }),
      RUNS,
    );
  });
});
