import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderActivity } from '../../test/renderActivity';
import { activity, creditCard, creditDocument, gamingPc, withPurchase } from '../creditPurchase/test/testSupport';
import { CreditMonthlyActivity } from './CreditMonthlyActivity';
import { creditChoice } from '../../domain/credit';

const o3c = activity('O3C', 'Hvordan vil du betale?');
const cell = (name: RegExp) => within(screen.getByRole('table')).getByRole('row', { name }).querySelector('td')!.textContent;

describe('O3C credit monthly', () => {
  it('asks for a purchase first, with a link to O3A', () => {
    renderActivity(CreditMonthlyActivity, { activity: o3c, data: creditDocument });
    expect(screen.getByRole('link', { name: 'Gå til valget av kjøp' })).toHaveAttribute('href', '/no/okt/3/O3A');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says it is loading, or offers a retry when the offers cannot be loaded', async () => {
    const { props, rerender } = renderActivity(CreditMonthlyActivity, { activity: o3c, objects: withPurchase() });
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    rerender({ dataFailed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('shows each offer with its kind, nominal rate and fees', () => {
    renderActivity(CreditMonthlyActivity, { activity: o3c, objects: withPurchase(), data: creditDocument });
    const group = screen.getByRole('group', { name: 'Hvordan vil du betale?' });
    const card = within(group).getByRole('radio', { name: /Delbetaling i butikken/ });
    expect(card).toHaveAccessibleName(expect.stringContaining('Nominell rente 22,0\u00A0% · Etableringsgebyr kr\u00A00 · Månedsgebyr kr\u00A045'));
    expect(within(group).getByRole('radio', { name: /får regning hver måned/ })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Velg et tilbud for å se hva det koster.');
  });

  it('stores the offer with its first period, then the period chosen', async () => {
    const { props } = renderActivity(CreditMonthlyActivity, { activity: o3c, objects: withPurchase(), data: creditDocument });
    await userEvent.click(screen.getByRole('radio', { name: /Delbetaling i butikken/ }));
    expect(props.onChange).toHaveBeenLastCalledWith({ offerId: 'delbetaling', months: 6 });
    const periods = screen.getByRole('group', { name: 'Hvor lenge vil du bruke på å betale tilbake?' });
    expect(within(periods).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['6', '12', '24']);
    await userEvent.click(within(periods).getByRole('radio', { name: '12 måneder' }));
    expect(props.onChange).toHaveBeenLastCalledWith({ offerId: 'delbetaling', months: 12 });
  });

  it('shows what the law requires an advert to show (5 000 kr, 22 %, 45 kr a month, 12 months)', () => {
    renderActivity(CreditMonthlyActivity, { activity: o3c, objects: withPurchase(), data: creditDocument, value: { offerId: 'delbetaling', months: 12 } });
    expect(screen.getByRole('table', { name: /Delbetaling i butikken over 12 måneder/ })).toBeInTheDocument();
    // Annuity: 5 000 × 0,018333 / (1 − 1,018333⁻¹²) = 467,97; + 45 = 512,97 a month; × 12 = 6 155,66 in all.
    // Effective rate: the yearly i with 5 000 = Σ 512,97 / (1 + i)^(k/12) is 48,56 % (the published example).
    expect(cell(/Lånebeløp/)).toBe('kr\u00A05\u00A0000');
    expect(cell(/Nominell rente/)).toBe('22,0\u00A0%');
    expect(cell(/Etableringsgebyr/)).toBe('kr\u00A00');
    expect(cell(/Månedsgebyr/)).toBe('kr\u00A045');
    expect(cell(/Å betale hver måned/)).toBe('kr\u00A0513');
    expect(cell(/Totalt å betale/)).toBe('kr\u00A06\u00A0156');
    expect(cell(/Kredittkostnad/)).toBe('kr\u00A01\u00A0156');
    expect(cell(/Effektiv rente/)).toBe('48,6\u00A0%');
    expect(screen.getByRole('status').textContent).toBe(
      'Du betaler kr\u00A0513 i måneden i 12 måneder, kr\u00A06\u00A0156 i alt. Den effektive renten er 48,6\u00A0%.',
    );
    expect(screen.getByText(/Den effektive renten tar med alle gebyrer/)).toBeInTheDocument();
  });

  it('keeps the period when the new offer has it, else takes the new offer’s first (edit after complete)', async () => {
    const { props } = renderActivity(CreditMonthlyActivity, { activity: o3c, objects: withPurchase(gamingPc), data: creditDocument, value: { offerId: 'delbetaling', months: 12 } });
    await userEvent.click(screen.getByRole('radio', { name: /får regning hver måned/ }));
    expect(props.onChange).toHaveBeenLastCalledWith({ offerId: 'kredittkort', months: 12 });
    // 20 % with no fees would give 1,016667¹² − 1 = 21,9 %; the 300 kr fee, paid on 15 000 borrowed, lifts it to 26,7 %.
    expect(cell(/Etableringsgebyr/)).toBe('kr\u00A0300');
    expect(cell(/Effektiv rente/)).toBe('26,7\u00A0%');
    await userEvent.click(screen.getByRole('radio', { name: '36 måneder' }));
    await userEvent.click(screen.getByRole('radio', { name: /Delbetaling i butikken/ }));
    expect(props.onChange).toHaveBeenLastCalledWith({ offerId: 'delbetaling', months: 6 });
  });

  it('does not trust a stored period the offer does not have', () => {
    renderActivity(CreditMonthlyActivity, { activity: o3c, objects: withPurchase(), data: creditDocument, value: { offerId: 'delbetaling', months: 7 } });
    expect(screen.getByRole('radio', { name: /Delbetaling i butikken/ })).toBeChecked();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: /Hvor lenge/ })).getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('speaks Nynorsk', () => {
    renderActivity(CreditMonthlyActivity, { activity: activity('O3C'), objects: withPurchase(), data: creditDocument, value: { offerId: 'delbetaling', months: 12 } }, 'nn');
    expect(screen.getByRole('group', { name: 'Korleis vil du kjøpe på kreditt?' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /over 12 månader/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Den effektive renta er 48,6');
  });
});

describe('the O3C helpers', () => {
  it('keeps the months only when the new offer has them', () => {
    expect(creditChoice(creditCard, { offerId: 'delbetaling', months: 12 })).toEqual({ offerId: 'kredittkort', months: 12 });
    expect(creditChoice(creditCard, { offerId: 'delbetaling', months: 24 })).toEqual({ offerId: 'kredittkort', months: 12 });
    expect(creditChoice(creditCard, null)).toEqual({ offerId: 'kredittkort', months: 12 });
  });
});
