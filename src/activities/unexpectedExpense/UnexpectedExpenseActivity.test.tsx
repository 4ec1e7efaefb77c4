import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noObjects, renderActivity } from '../../test/renderActivity';
import { activity, budget, expenses } from '../budget/test/session2Fixtures';
import { UnexpectedExpenseActivity } from './UnexpectedExpenseActivity';

const o2c = activity('O2C', 'unexpected-expense');
const data = { kind: 'unexpectedExpenses' as const, expenses };
const pc = expenses[0]!;
const restskatt = expenses[2]!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('O2C unexpected expense', () => {
  it('draws one expense at random, stores its id and the expense, and offers no second draw', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.7); // ⌊0.7 × 3⌋ = 2: restskatt
    const onChange = vi.fn();
    renderActivity(UnexpectedExpenseActivity, { activity: o2c, data, onChange, responses: { O2B: budget } });

    await userEvent.click(screen.getByRole('button', { name: 'Trekk en uventet utgift' }));

    expect(onChange).toHaveBeenCalledExactlyOnceWith('restskatt');
    const heading = screen.getByRole('heading', { name: 'Restskatt' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Det koster/).textContent).toBe('Det koster kr\u00A014\u00A0000.');
    expect(screen.getByText('Kilde: Elkjøp, prisliste, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trekk en uventet utgift' })).not.toBeInTheDocument();
    expect(screen.getByText(/Du kan ikke trekke på nytt/)).toBeInTheDocument();
  });

  it('draws only expenses that fit what the pupil owns in session 2: never a stolen moped', async () => {
    const moped = { ...pc, id: 'moped-stjalet', title: 'Mopeden ble stjålet', fits: ['elektrisk-moped', 'moped-ansvar'] };
    // The moped is last of four; 0.99 would pick it among all four, but it is no candidate.
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const onChange = vi.fn();
    renderActivity(UnexpectedExpenseActivity, { activity: o2c, data: { ...data, expenses: [...expenses, moped] }, onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Trekk en uventet utgift' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('restskatt');
  });

  it('draws the first expense when Math.random gives 0', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const onChange = vi.fn();
    renderActivity(UnexpectedExpenseActivity, { activity: o2c, data, onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Trekk en uventet utgift' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('pc');
  });

  it('says how many months of the budget’s savings the expense is', () => {
    // 8 000 kr with 3 000 kr saved a month: 3 months (rounded up).
    renderActivity(UnexpectedExpenseActivity, { activity: o2c, data, value: 'pc', objects: { ...noObjects, unexpectedExpense: pc }, responses: { O2B: budget } });
    expect(screen.getByText(/I budsjettet ditt sparer du/).textContent).toBe(
      'I budsjettet ditt sparer du kr\u00A03\u00A0000 i måneden. Denne utgiften tilsvarer 3 måneder med sparing.',
    );
  });

  it('says so when the budget saves nothing, and links to the budget when there is none', () => {
    const { unmount } = renderActivity(UnexpectedExpenseActivity, {
      activity: o2c,
      value: 'pc',
      objects: { ...noObjects, unexpectedExpense: pc },
      responses: { O2B: { ...budget, sparing: 0 } },
    });
    expect(screen.getByText(/Budsjettet ditt har ingen sparing/)).toBeInTheDocument();
    unmount();

    renderActivity(UnexpectedExpenseActivity, { activity: o2c, value: 'pc', objects: { ...noObjects, unexpectedExpense: pc } });
    expect(screen.getByRole('link', { name: 'Gå til budsjettet' })).toHaveAttribute('href', '/no/okt/2/O2B');
  });

  it('finds the drawn expense by id when the object is missing (drawn on another device)', () => {
    renderActivity(UnexpectedExpenseActivity, { activity: o2c, data, value: 'tannlege' });
    expect(screen.getByRole('heading', { name: 'Tannlegen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trekk en uventet utgift' })).not.toBeInTheDocument();
  });

  it('says it is loading, and offers a retry when the expenses could not be fetched', async () => {
    const { unmount } = renderActivity(UnexpectedExpenseActivity, { activity: o2c });
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    expect(screen.queryByRole('button', { name: 'Trekk en uventet utgift' })).not.toBeInTheDocument();
    unmount();

    const onRetry = vi.fn();
    renderActivity(UnexpectedExpenseActivity, { activity: o2c, dataFailed: true, onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the drawn expense in Nynorsk', () => {
    renderActivity(UnexpectedExpenseActivity, { activity: o2c, value: 'pc', objects: { ...noObjects, unexpectedExpense: pc }, responses: { O2B: budget } }, 'nn');
    expect(screen.getByText(/Denne utgifta svarar til 3 månader/)).toBeInTheDocument();
    expect(screen.getByText(/Du kan ikkje trekkje på nytt/)).toBeInTheDocument();
  });
});
