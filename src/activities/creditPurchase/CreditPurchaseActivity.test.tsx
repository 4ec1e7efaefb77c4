import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderActivity } from '../../test/renderActivity';
import { CreditPurchaseActivity } from './CreditPurchaseActivity';
import { activity, creditItemsDocument, gamingPc, phone, withPurchase } from './test/testSupport';

const o3a = activity('O3A', 'Hva vil du kjøpe?');

describe('O3A credit purchase', () => {
  it('shows each item with its price and source, and stores the id and the item itself', async () => {
    const { props } = renderActivity(CreditPurchaseActivity, { activity: o3a, data: creditItemsDocument });
    const group = screen.getByRole('group', { name: 'Hva vil du kjøpe?' });
    // Testing Library folds no-break spaces when matching; the exact characters are checked on textContent.
    expect(within(group).getByText('Pris: kr 15 000').textContent).toBe('Pris: kr\u00A015\u00A0000');
    expect(within(group).getAllByText('Kilde: Finansportalen, 2025')).toHaveLength(2);

    await userEvent.click(within(group).getByRole('radio', { name: /Gaming-PC/ }));
    expect(props.onChange).toHaveBeenCalledExactlyOnceWith('gaming-pc');
  });

  it('confirms the choice and lets the pupil change it afterwards', async () => {
    const { props } = renderActivity(CreditPurchaseActivity, { activity: o3a, data: creditItemsDocument, value: 'mobil', objects: withPurchase(phone) });
    expect(screen.getByRole('radio', { name: /Mobiltelefon/ })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Du har valgt «Mobiltelefon» til kr 5 000.');

    await userEvent.click(screen.getByRole('radio', { name: /Gaming-PC/ }));
    expect(props.onChange).toHaveBeenCalledWith('gaming-pc');
  });

  it('restores the item object when only the answer is stored (answered on another device)', () => {
    const { props } = renderActivity(CreditPurchaseActivity, { activity: o3a, data: creditItemsDocument, value: 'gaming-pc' });
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('ignores a stored id that is no longer in the list: nothing is chosen', () => {
    renderActivity(CreditPurchaseActivity, { activity: o3a, data: creditItemsDocument, value: 'sofa' });
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('says it is loading while the items load', () => {
    renderActivity(CreditPurchaseActivity, { activity: o3a });
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('offers a retry when the items cannot be loaded', async () => {
    const { props } = renderActivity(CreditPurchaseActivity, { activity: o3a, dataFailed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('speaks Nynorsk', () => {
    renderActivity(CreditPurchaseActivity, { activity: activity('O3A'), data: creditItemsDocument, value: 'mobil', objects: withPurchase(phone) }, 'nn');
    expect(screen.getByRole('group', { name: 'Kva vil du kjøpe?' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Du har valt «Mobiltelefon»');
  });
});
