import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noObjects, renderActivity } from '../../test/renderActivity';
import { activity, creditDocument, withPurchase } from '../creditPurchase/test/testSupport';
import { PaymentSelectionActivity } from './PaymentSelectionActivity';
import { paymentFrom } from '../../domain/saving';

const o3d = activity('O3D', 'Vil du spare eller kjøpe på kreditt?');
const earlier = { O3B: { monthly: 500 }, O3C: { offerId: 'delbetaling', months: 12 } };
const ready = { activity: o3d, objects: withPurchase(), data: creditDocument, responses: earlier };
const row = (name: RegExp) => [...within(screen.getByRole('table')).getByRole('row', { name }).querySelectorAll('td')].map((td) => td.textContent);

describe('O3D payment selection', () => {
  it('asks for a purchase first', () => {
    renderActivity(PaymentSelectionActivity, { ...ready, objects: noObjects });
    expect(screen.getByRole('link', { name: 'Gå til valget av kjøp' })).toHaveAttribute('href', '/no/okt/3/O3A');
  });

  it('links back to saving (O3B) and credit (O3C) when either is missing', () => {
    renderActivity(PaymentSelectionActivity, { ...ready, responses: { O3B: { monthly: 0 } } });
    expect(screen.getByRole('link', { name: 'Gå til sparingen' })).toHaveAttribute('href', '/no/okt/3/O3B');
    expect(screen.getByRole('link', { name: 'Gå til kreditten' })).toHaveAttribute('href', '/no/okt/3/O3C');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('links back to credit when the stored offer is no longer offered', () => {
    renderActivity(PaymentSelectionActivity, { ...ready, responses: { ...earlier, O3C: { offerId: 'forbrukslan', months: 12 } } });
    expect(screen.getByRole('link', { name: 'Gå til kreditten' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gå til sparingen' })).not.toBeInTheDocument();
  });

  it('says it is loading, or offers a retry when the offers cannot be loaded', async () => {
    const { props, rerender } = renderActivity(PaymentSelectionActivity, { ...ready, data: null });
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    rerender({ dataFailed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('compares saving up with credit in kroner and months (5 000 kr; 500 kr a month at 4,5 %; 22 % over 12 months)', () => {
    renderActivity(PaymentSelectionActivity, ready);
    // No sideways scroller: a table that is a list of cards on a narrow screen, each figure labelled with its column.
    const table = screen.getByRole('table', { name: 'Spare eller kjøpe på kreditt: Mobiltelefon' });
    expect(table).toHaveClass('stack');
    expect(screen.queryByRole('region')).toBeNull();
    expect([...table.querySelectorAll<HTMLElement>('tbody td')].map((td) => td.dataset.label)).toEqual(Array(3).fill(['Spare opp', 'Kreditt']).flat());
    // Saving: 10 months, 85 kr interest → 5 000 − 85,22 = 4 914,78. Credit: 12 × 512,97 = 6 155,66. Difference 1 240,89.
    expect(row(/Når du får det/)).toEqual(['om 10 måneder', 'nå']);
    expect(row(/Hver måned/)).toEqual(['kr\u00A0500', 'kr\u00A0513']);
    expect(row(/Du betaler i alt/)).toEqual(['kr\u00A04\u00A0915', 'kr\u00A06\u00A0156']);
    expect(screen.getByText(/Å kjøpe på kreditt koster/).textContent).toBe(
      'Å kjøpe på kreditt koster kr\u00A01\u00A0241 mer enn å spare opp. Til gjengjeld har du «Mobiltelefon» med en gang, i stedet for å vente i 10 måneder.',
    );
  });

  it('stores the choice with the reason, and shows the choice once made', async () => {
    const { props } = renderActivity(PaymentSelectionActivity, ready);
    const group = screen.getByRole('group', { name: 'Vil du spare eller kjøpe på kreditt?' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Jeg sparer opp først' }));
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ choice: 'save', reason: '' }));
    await userEvent.type(screen.getByLabelText('Hvorfor velger du dette?'), 'Billigst');
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ choice: 'save', reason: 'Billigst' }));
    expect(screen.getByLabelText('Hvorfor velger du dette?')).toHaveAccessibleDescription('Skriv én eller to setninger. Du har 492 tegn igjen.');
  });

  it('keeps a reason typed before the choice', async () => {
    const { props } = renderActivity(PaymentSelectionActivity, ready);
    await userEvent.type(screen.getByLabelText('Hvorfor velger du dette?'), 'Nå');
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ choice: null, reason: 'Nå' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Jeg kjøper nå på kreditt' }));
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ choice: 'credit', reason: 'Nå' }));
  });

  it('asks for a reason when the field is left empty', async () => {
    renderActivity(PaymentSelectionActivity, { ...ready, value: { choice: 'credit', reason: '' } });
    const reason = screen.getByLabelText('Hvorfor velger du dette?');
    expect(reason).not.toHaveAttribute('aria-invalid');
    await userEvent.click(reason);
    await userEvent.tab();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Skriv kort hvorfor du velger dette.'));
    await userEvent.type(reason, 'Jeg trenger den nå');
    expect(reason).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a reason longer than 500 characters', async () => {
    const { props } = renderActivity(PaymentSelectionActivity, { ...ready, value: { choice: 'save', reason: 'a'.repeat(499) } });
    const reason = screen.getByLabelText('Hvorfor velger du dette?');
    await userEvent.type(reason, 'bc');
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ choice: 'save', reason: `${'a'.repeat(499)}b` }));
    expect(reason).toHaveAccessibleDescription('Skriv én eller to setninger. Du har 0 tegn igjen.');
  });

  it('lets the pupil change a complete answer', async () => {
    const { props } = renderActivity(PaymentSelectionActivity, { ...ready, value: { choice: 'save', reason: 'Billigst' } });
    expect(screen.getByRole('radio', { name: 'Jeg sparer opp først' })).toBeChecked();
    expect(screen.getByLabelText('Hvorfor velger du dette?')).toHaveValue('Billigst');
    await userEvent.click(screen.getByRole('radio', { name: 'Jeg kjøper nå på kreditt' }));
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ choice: 'credit', reason: 'Billigst' }));
  });

  it('speaks Nynorsk', () => {
    renderActivity(PaymentSelectionActivity, { ...ready, activity: activity('O3D') }, 'nn');
    expect(screen.getByRole('group', { name: 'Kva vel du?' })).toBeInTheDocument();
    expect(row(/Når du får det/)).toEqual(['om 10 månader', 'no']);
    expect(screen.getByText(/Å kjøpe på kreditt kostar/)).toHaveTextContent('i staden for å vente i 10 månader.');
  });
});

describe('reading a stored O3D answer', () => {
  it('reads drafts and ignores what is not an answer', () => {
    expect(paymentFrom(undefined)).toEqual({ choice: null, reason: '' });
    expect(paymentFrom({ choice: 'borrow', reason: 'x' })).toEqual({ choice: null, reason: 'x' });
    expect(paymentFrom({ choice: 'credit', reason: 'y' })).toEqual({ choice: 'credit', reason: 'y' });
  });
});
