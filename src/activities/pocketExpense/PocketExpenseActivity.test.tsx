import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderActivity } from '../../test/renderActivity';
import { activity, gamingPc, phone, pocketDocument, withPurchase } from '../creditPurchase/test/testSupport';
import { PocketExpenseActivity } from './PocketExpenseActivity';
import { parseTimesPerWeek, pocketCost, pocketFrom, purchaseEffect } from '../../domain/pocket';

const o3e = activity('O3E', 'Hvilket lite kjøp gjør du ofte?');
const snackFiveTimes = { expenseId: 'snacks', timesPerWeek: 5 };
const cell = (name: RegExp) => within(screen.getByRole('table')).getByRole('row', { name }).querySelector('td')!.textContent;

describe('O3E pocket expense', () => {
  it('says it is loading, or offers a retry when the purchases cannot be loaded', async () => {
    const { props, rerender } = renderActivity(PocketExpenseActivity, { activity: o3e });
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    rerender({ dataFailed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('shows each purchase with its price per time and source, and asks nothing more until one is chosen', () => {
    renderActivity(PocketExpenseActivity, { activity: o3e, data: pocketDocument });
    const group = screen.getByRole('group', { name: 'Hvilket lite kjøp gjør du ofte?' });
    expect(within(group).getByText('kr 129 per gang').textContent).toBe('kr\u00A0129 per gang');
    expect(within(group).getAllByText('Kilde: Finansportalen, 2025')).toHaveLength(2);
    expect(screen.queryByLabelText('Hvor mange ganger i uka?')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('stores the purchase with its usual number of times a week, and adds it up (25 kr, 5 times a week)', async () => {
    const { props } = renderActivity(PocketExpenseActivity, { activity: o3e, data: pocketDocument });
    await userEvent.click(screen.getByRole('radio', { name: /Snacks/ }));
    expect(props.onChange).toHaveBeenCalledExactlyOnceWith(snackFiveTimes);
    expect(screen.getByLabelText('Hvor mange ganger i uka?')).toHaveValue(5);
    // 25 × 5 = 125 a week; × 52 = 6 500 a year; 6 500 / 12 = 541,67 → 542 a month.
    expect(cell(/I uka/)).toBe('kr\u00A0125');
    expect(cell(/I måneden/)).toBe('kr\u00A0542');
    expect(cell(/I året/)).toBe('kr\u00A06\u00A0500');
    expect(screen.getByRole('status')).toHaveTextContent('5 ganger i uka blir kr 6 500 i året.');
  });

  it('stores a new number of times and resets to the usual number for another purchase (edit after complete)', async () => {
    const { props } = renderActivity(PocketExpenseActivity, { activity: o3e, data: pocketDocument, value: snackFiveTimes });
    const times = screen.getByLabelText('Hvor mange ganger i uka?');
    await userEvent.clear(times);
    await userEvent.type(times, '10');
    expect(props.onChange).toHaveBeenLastCalledWith({ expenseId: 'snacks', timesPerWeek: 10 });
    expect(cell(/I året/)).toBe('kr\u00A013\u00A0000');
    await userEvent.click(screen.getByRole('radio', { name: /Strømmetjeneste/ }));
    expect(props.onChange).toHaveBeenLastCalledWith({ expenseId: 'strommetjeneste', timesPerWeek: 1 });
    expect(screen.getByLabelText('Hvor mange ganger i uka?')).toHaveValue(1);
  });

  it('measures the habit against the budget’s «Andre utgifter» line', () => {
    const budget = { boutgifter: 9_000, transport: 800, mat: 4_000, fritid: 1_500, klaer: 800, sparing: 1_000, forsikring: 300, andre_utgifter: 1_084 };
    renderActivity(PocketExpenseActivity, { activity: o3e, data: pocketDocument, value: snackFiveTimes, responses: { O2B: budget } });
    // 542 kr a month of a 1 084 kr line is half of it.
    expect(screen.getByText(/dette småkjøpet alene bruker 50 % av posten/).textContent).toContain('kr\u00A01\u00A0084');
  });

  it('reminds the pupil where small purchases belong when the budget has no «Andre utgifter»', () => {
    renderActivity(PocketExpenseActivity, { activity: o3e, data: pocketDocument, value: snackFiveTimes, responses: {} });
    expect(screen.getByText(/Husk å sette av penger til dem der/)).toBeInTheDocument();
  });

  it('rejects a number of times outside 1–14 with a message, keeping the last good one', async () => {
    const { props } = renderActivity(PocketExpenseActivity, { activity: o3e, data: pocketDocument, value: snackFiveTimes });
    const times = screen.getByLabelText('Hvor mange ganger i uka?');
    await userEvent.clear(times);
    await userEvent.type(times, '0');
    expect(times).toHaveAttribute('aria-invalid', 'true');
    expect(times).toHaveAccessibleDescription(expect.stringContaining('Skriv et helt tall fra 1 til 14.'));
    expect(props.onChange).not.toHaveBeenCalled();
    expect(cell(/I året/)).toBe('kr\u00A06\u00A0500');
    await userEvent.clear(times);
    // On the way to 20, 2 is a good number and is stored; 20 is not.
    await userEvent.type(times, '20');
    expect(times).toHaveAttribute('aria-invalid', 'true');
    expect(props.onChange).toHaveBeenLastCalledWith({ expenseId: 'snacks', timesPerWeek: 2 });
    expect(cell(/I året/)).toBe('kr\u00A02\u00A0600');
    await userEvent.clear(times);
    await userEvent.type(times, '3');
    expect(times).not.toHaveAttribute('aria-invalid');
    expect(props.onChange).toHaveBeenLastCalledWith({ expenseId: 'snacks', timesPerWeek: 3 });
  });

  it('says how many times a year of it would buy the item chosen in O3A', () => {
    renderActivity(PocketExpenseActivity, { activity: o3e, data: pocketDocument, value: snackFiveTimes, objects: withPurchase(phone) });
    // 6 500 a year buys the 5 000 kr phone once.
    expect(screen.getByRole('status').textContent).toContain('For det du bruker på ett år, kunne du kjøpt «Mobiltelefon» (kr\u00A05\u00A0000) én gang.');
  });

  it('says how much sooner saving gets there when a year is not enough', () => {
    renderActivity(PocketExpenseActivity, { activity: o3e, data: pocketDocument, value: snackFiveTimes, objects: withPurchase(gamingPc), responses: { O3B: { monthly: 1000 } } });
    // 15 000 at 1 000 a month: 15 months; at 1 000 + 542: 9,7 → 10 months. 5 months sooner.
    expect(screen.getByRole('status')).toHaveTextContent('Legger du disse pengene til sparingen din, har du råd til «Gaming-PC» 5 måneder før.');
  });

  it('says how long the habit’s money alone would take without a saving plan', () => {
    renderActivity(PocketExpenseActivity, { activity: o3e, data: pocketDocument, value: snackFiveTimes, objects: withPurchase(gamingPc) }, 'nn');
    // 15 000 / 542 = 27,7 → 28 months.
    expect(screen.getByRole('status')).toHaveTextContent('Sparar du desse pengane i staden, har du råd til «Gaming-PC» (kr 15 000) om 28 månader.');
    expect(screen.getByLabelText('Kor mange gonger i veka?')).toHaveAccessibleDescription('Eit heilt tal frå 1 til 14. Mange kjøper dette 5 gonger i veka.');
  });
});

describe('the O3E helpers', () => {
  it('reads whole numbers from 1 to 14 only', () => {
    expect(['1', ' 14 ', '7'].map(parseTimesPerWeek)).toEqual([1, 14, 7]);
    expect(['0', '15', '2.5', '-1', '', 'fem'].map(parseTimesPerWeek)).toEqual([null, null, null, null, null, null]);
  });

  it('reads a stored answer only when it is whole', () => {
    expect(pocketFrom({ expenseId: 'snacks', timesPerWeek: 3 })).toEqual({ expenseId: 'snacks', timesPerWeek: 3 });
    expect(pocketFrom({ expenseId: 'snacks', timesPerWeek: 30 })).toBeNull();
    expect(pocketFrom('snacks')).toBeNull();
  });

  it('compares with the purchase in the most telling way', () => {
    const cost = pocketCost(25, 5);
    expect(purchaseEffect(cost, 5_000, null)).toEqual({ kind: 'items', count: 1 });
    expect(purchaseEffect(cost, 15_000, 1_000)).toEqual({ kind: 'sooner', months: 5 });
    expect(purchaseEffect(cost, 15_000, null)).toEqual({ kind: 'saveFor', months: 28 });
    // 5 kr once a week is 260 kr a year, 22 a month: 100 000 kr would take 4 546 months, past a hundred years.
    expect(purchaseEffect(pocketCost(5, 1), 100_000, null)).toBeNull();
  });
});
