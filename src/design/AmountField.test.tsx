import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '../i18n/catalogues';
import { AmountField } from './AmountField';

function Harness({ initial, spy }: { initial: number | null; spy: (v: number | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <IntlProvider locale="nb" messages={catalogues.no}>
      <AmountField id="mat" label="Mat" value={value} onChange={(v) => { spy(v); setValue(v); }} />
      <button type="button" onClick={() => setValue(null)}>Nullstill</button>
    </IntlProvider>
  );
}

describe('AmountField', () => {
  it('stores what people type as whole kroner and shows it grouped when they leave the field', async () => {
    const spy = vi.fn();
    render(<Harness initial={null} spy={spy} />);
    const input = screen.getByLabelText('Mat');
    await userEvent.type(input, '12500 kr');
    expect(spy).toHaveBeenLastCalledWith(12_500);
    await userEvent.tab();
    expect(input).toHaveValue('12\u00A0500');
  });

  it('keeps text that is not an amount, says why, and leaves the last good amount stored', async () => {
    const spy = vi.fn();
    render(<Harness initial={3000} spy={spy} />);
    const input = screen.getByLabelText('Mat');
    await userEvent.clear(input);
    await userEvent.type(input, '12,5');
    expect(input).toHaveValue('12,5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(catalogues.no['error.txt_error_amount_invalid']);
    expect(spy).toHaveBeenLastCalledWith(12);
  });

  it('stores null when emptied, and shows an amount changed from outside', async () => {
    const spy = vi.fn();
    render(<Harness initial={500} spy={spy} />);
    const input = screen.getByLabelText('Mat');
    expect(input).toHaveValue('500');
    await userEvent.clear(input);
    expect(spy).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '700');
    await userEvent.click(screen.getByRole('button', { name: 'Nullstill' }));
    expect(input).toHaveValue('');
  });
});
