import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderActivity } from '../../test/renderActivity';
import { activity, budgetSaving, creditDocument, gamingPc, terms, withPurchase } from '../creditPurchase/test/testSupport';
import { SavingMonthlyActivity } from './SavingMonthlyActivity';

const o3b = activity('O3B', 'Hvor mye sparer du i måneden?');
const cell = (name: RegExp) => screen.getByRole('row', { name }).querySelector('td')!.textContent;

describe('O3B saving monthly', () => {
  it('asks for a purchase first, with a link to O3A', () => {
    const { props } = renderActivity(SavingMonthlyActivity, { activity: o3b, data: creditDocument, responses: { O2B: budgetSaving(500) } });
    expect(screen.getByRole('link', { name: 'Gå til valget av kjøp' })).toHaveAttribute('href', '/no/okt/3/O3A');
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('says it is loading, or offers a retry when the savings rate cannot be loaded', async () => {
    const { props, rerender } = renderActivity(SavingMonthlyActivity, { activity: o3b, objects: withPurchase() });
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    rerender({ dataFailed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('shows the budget’s sparing line until the progress machine has stored it, and writes nothing itself', () => {
    const { props } = renderActivity(SavingMonthlyActivity, { activity: o3b, objects: withPurchase(), data: creditDocument, responses: { O2B: budgetSaving(500) } });
    expect(props.onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Hvor mye sparer du i måneden?')).toHaveValue('500');
    expect(screen.getByText(/I budsjettet ditt satte du av/).textContent).toBe('I budsjettet ditt satte du av kr\u00A0500 i måneden til sparing. Du kan endre beløpet her.');
  });

  it('shows the months with and without interest and the interest earned (5 000 kr at 500 kr a month, 4,5 %)', () => {
    renderActivity(SavingMonthlyActivity, { activity: o3b, objects: withPurchase(), data: creditDocument, value: { monthly: 500 } });
    // Without interest: 5 000 / 500 = 10 months. With 4,5 % a year (0,375 % a month): after 9 deposits
    // 500 × (1,00375⁹ − 1) / 0,00375 ≈ 4 568, after 10 ≈ 5 085: also 10 months, with 5 085 − 5 000 = 85 kr interest.
    expect(cell(/Uten rente/)).toBe('10 måneder');
    expect(cell(/Med 4,5\s% rente på sparekonto/)).toBe('10 måneder');
    expect(cell(/Renter du får underveis/)).toBe('kr\u00A085');
    expect(screen.getByRole('status')).toHaveTextContent('Med kr 500 i måneden har du råd til «Mobiltelefon» om 10 måneder.');
    expect(screen.getByRole('link', { name: 'Norges Bank' })).toHaveAttribute('href', 'https://www.finansportalen.no/');
  });

  it('stores what the pupil types and updates the result (edit after complete)', async () => {
    const { props } = renderActivity(SavingMonthlyActivity, { activity: o3b, objects: withPurchase(gamingPc), data: creditDocument, value: { monthly: 500 } });
    const field = screen.getByLabelText('Hvor mye sparer du i måneden?');
    await userEvent.clear(field);
    await userEvent.type(field, '1 000');
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ monthly: 1000 }));
    // 15 000 / 1 000 = 15 months without interest.
    expect(cell(/Uten rente/)).toBe('15 måneder');
  });

  it('rejects text that is not an amount, with a message, and keeps the last good amount', async () => {
    const { props } = renderActivity(SavingMonthlyActivity, { activity: o3b, objects: withPurchase(), data: creditDocument, value: { monthly: 500 } });
    const field = screen.getByLabelText('Hvor mye sparer du i måneden?');
    await userEvent.type(field, 'x');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Skriv et beløp i hele kroner'));
    expect(props.onChange).not.toHaveBeenCalled();
    expect(cell(/Uten rente/)).toBe('10 måneder');
  });

  it('says plainly that saving nothing never gets there', () => {
    const { rerender } = renderActivity(SavingMonthlyActivity, { activity: o3b, objects: withPurchase(), data: creditDocument, value: { monthly: 0 } });
    expect(screen.getByRole('status')).toHaveTextContent('Sparer du ingenting, kommer du aldri dit.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender({ value: { monthly: null } });
    expect(screen.getByLabelText('Hvor mye sparer du i måneden?')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('aldri dit');
  });

  it('says a wait of more than ten years in years', () => {
    renderActivity(SavingMonthlyActivity, { activity: o3b, objects: withPurchase(), data: creditDocument, value: { monthly: 30 } });
    // 5 000 / 30 = 166,7 → 167 months ≈ 13,9 years.
    expect(cell(/Uten rente/)).toBe('ca. 14 år');
  });

  it('says when it would take more than a hundred years', () => {
    const noInterest = { kind: 'credit' as const, terms: { ...terms, savings: { ...terms.savings, rate: 0 } } };
    renderActivity(SavingMonthlyActivity, { activity: o3b, objects: withPurchase(gamingPc), data: noInterest, value: { monthly: 10 } });
    // 15 000 / 10 = 1 500 months: beyond the calculator's hundred years.
    expect(screen.getByRole('status')).toHaveTextContent('Med kr 10 i måneden tar det mer enn 100 år.');
    expect(within(screen.getByRole('table')).getAllByText('mer enn 100 år')).toHaveLength(2);
  });

  it('starts empty without a budget, and says how to fill it in', () => {
    const { props } = renderActivity(SavingMonthlyActivity, { activity: activity('O3B'), objects: withPurchase(), data: creditDocument }, 'nn');
    expect(props.onChange).not.toHaveBeenCalled();
    const field = screen.getByLabelText('Kor mykje sparar du i månaden?');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription('Skriv kor mykje du kan setje av kvar månad, i heile kroner.');
    expect(screen.getByRole('status')).toHaveTextContent('Sparar du ingenting, kjem du aldri dit.');
  });
});
