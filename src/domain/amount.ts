/**
 * The amount filters of spec §5 and a parser for typed amounts, in whole kroner. Every space written is a no-break
 * space, so an amount never wraps.
 */

const NBSP = '\u00A0';
const MINUS = '\u2212';

export const MAX_AMOUNT = 100_000_000;

export type AmountInput = string | number | null | undefined;

/** The digits an input stands for, without leading zeros ('0' for zero), or '' when it has none. */
function digitsOf(input: AmountInput): string {
  if (input === null || input === undefined) return '';
  if (typeof input === 'number') {
    // Rounded, as 12.5 must not become 125; BigInt spells out what String() writes as 1e+21.
    return Number.isFinite(input) ? BigInt(Math.round(Math.abs(input))).toString() : '';
  }
  const digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  return digits.replace(/^0+/, '') || '0';
}

const GROUPED = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const groupThousands = (digits: string): string => (digits === '' ? '' : GROUPED.format(BigInt(digits)));

/**
 * The numeric amount filter (spec §5): 12500 → '12 500', no digits → ''. As in the spec the sign is stripped;
 * formatSignedAmount shows deficits.
 */
export function formatNumber(input: AmountInput): string {
  return groupThousands(digitsOf(input));
}

/** The amount display filter (spec §5): 12500 → 'kr 12 500'. */
export function formatAmount(input: AmountInput): string {
  const number = formatNumber(input);
  return number === '' ? '' : `kr${NBSP}${number}`;
}

/** A deficit with a real minus sign (U+2212): −1200 → '−kr 1 200'; one that rounds to 0 has no sign. */
export function formatSignedAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const magnitude = Math.round(Math.abs(amount));
  return `${amount < 0 && magnitude > 0 ? MINUS : ''}${formatAmount(magnitude)}`;
}

const PERCENT = [0, 1].map((min) => new Intl.NumberFormat('nb-NO', { style: 'percent', minimumFractionDigits: min, maximumFractionDigits: 1 }));

/** 0.48562 → '48,6 %'; one decimal by default, as the law asks on effective rates. */
export function formatPercent(rate: number, minimumDecimals: 0 | 1 = 1): string {
  return Number.isFinite(rate) ? PERCENT[minimumDecimals]!.format(rate) : '–';
}

export type AmountErrorKey = 'txt_error_amount_invalid' | 'txt_error_amount_too_large';
export type ParsedAmount = { ok: true; value: number } | { ok: false; messageKey: AmountErrorKey };

// Plain digits, or groups of three split by one kind of separator ('12 500', '12.500'), optionally ',-'.
const WHOLE_KRONER = /^(\d+|\d{1,3}([ .\u00A0\u202F])\d{3}(?:\2\d{3})*)(?:,-)?$/;
const KR_BEFORE = /^kr\.?\s*/i;
const KR_AFTER = /\s*kr\.?$/i;

/** Reads a typed amount in whole kroner ('kr 12 500', '12.500', '12 500,-'); negatives and decimals are invalid. */
export function parseAmount(text: string): ParsedAmount {
  const trimmed = text.trim();
  // 'kr' may stand before or after the number, not both.
  const bare = KR_BEFORE.test(trimmed) ? trimmed.replace(KR_BEFORE, '') : trimmed.replace(KR_AFTER, '');
  const match = WHOLE_KRONER.exec(bare);
  if (!match?.[1]) return { ok: false, messageKey: 'txt_error_amount_invalid' };
  const digits = match[1].replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  // Compare lengths first so a long run of digits is not rounded by Number() into range.
  if (digits.length > String(MAX_AMOUNT).length || Number(digits) > MAX_AMOUNT) {
    return { ok: false, messageKey: 'txt_error_amount_too_large' };
  }
  return { ok: true, value: Number(digits) };
}
