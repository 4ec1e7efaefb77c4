/**
 * The amount filters of spec §5 and a parser for amounts people type, in whole kroner. Every space written is a
 * NO-BREAK SPACE (U+00A0), after "kr" and between digit groups, so an amount never wraps across two lines.
 */

const NBSP = '\u00A0';
const MINUS = '\u2212';

/** The largest amount parseAmount accepts, in kroner. */
export const MAX_AMOUNT = 100_000_000;

export type AmountInput = string | number | null | undefined;

/** The digits an input stands for, without leading zeros ('0' for zero), or '' when it has none. */
function digitsOf(input: AmountInput): string {
  if (input === null || input === undefined) return '';
  if (typeof input === 'number') {
    // A number is whole kroner: round it rather than strip its decimal point (12.5 must not become 125).
    // BigInt spells out large values that String() would write as 1e+21.
    return Number.isFinite(input) ? BigInt(Math.round(Math.abs(input))).toString() : '';
  }
  const digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  return digits.replace(/^0+/, '') || '0';
}

// Norwegian grouping (a no-break space between groups of three) from the platform, for every length of number.
const GROUPED = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const groupThousands = (digits: string): string => (digits === '' ? '' : GROUPED.format(BigInt(digits)));

/**
 * The numeric amount filter (spec §5): strips every non-digit and leading zeros and groups thousands
 * in threes: 12500 → '12 500', '000' → '0', ''/null/undefined (or no digits at all) → ''.
 * As in the spec, the sign is stripped: −1 200 shows as '1 200'; use formatSignedAmount for deficits.
 * A number is rounded to whole kroner (halves away from zero); NaN and infinities give ''.
 */
export function formatNumber(input: AmountInput): string {
  return groupThousands(digitsOf(input));
}

/** The amount display filter (spec §5): formatNumber with the prefix 'kr ': 12500 → 'kr 12 500', 0 → 'kr 0', '' → ''. */
export function formatAmount(input: AmountInput): string {
  const number = formatNumber(input);
  return number === '' ? '' : `kr${NBSP}${number}`;
}

/**
 * An amount that may be negative, such as a budget deficit: −1200 → '−kr 1 200' with a real minus
 * sign (U+2212), which is easier to read than a hyphen. Rounded to whole kroner like the filters;
 * an amount that rounds to 0 shows as 'kr 0' without a sign. '' for NaN and infinities.
 */
export function formatSignedAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const magnitude = Math.round(Math.abs(amount));
  return `${amount < 0 && magnitude > 0 ? MINUS : ''}${formatAmount(magnitude)}`;
}

const PERCENT = [0, 1].map((min) => new Intl.NumberFormat('nb-NO', { style: 'percent', minimumFractionDigits: min, maximumFractionDigits: 1 }));

/**
 * A rate as a percentage the Norwegian way, with a no-break space before '%': 0.48562 → '48,6 %'. One decimal always
 * (the law asks for it on effective rates), or with `minimumDecimals` 0 only where needed (0.22 → '22 %'). '–' when not finite.
 */
export function formatPercent(rate: number, minimumDecimals: 0 | 1 = 1): string {
  return Number.isFinite(rate) ? PERCENT[minimumDecimals]!.format(rate) : '–';
}

export type AmountErrorKey = 'txt_error_amount_invalid' | 'txt_error_amount_too_large';
export type ParsedAmount = { ok: true; value: number } | { ok: false; messageKey: AmountErrorKey };

// Whole kroner as people write them: plain digits, or groups of three split by one kind of separator
// (space, no-break space, narrow no-break space or a point: '12 500', '12.500'), optionally followed by
// the ',-' that marks whole kroner. A minus, letters or real decimals ('12,5') do not match.
const WHOLE_KRONER = /^(\d+|\d{1,3}([ .\u00A0\u202F])\d{3}(?:\2\d{3})*)(?:,-)?$/;
const KR_BEFORE = /^kr\.?\s*/i;
const KR_AFTER = /\s*kr\.?$/i;

/**
 * Reads an amount a person typed, in whole kroner: '12 500', '12500', '12500 kr', 'kr 12 500',
 * '12.500', '12 500,-' and ' 300 ' are all accepted. Empty text, letters, negative numbers and
 * decimals ('12,5') give txt_error_amount_invalid; more than MAX_AMOUNT gives txt_error_amount_too_large.
 */
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
