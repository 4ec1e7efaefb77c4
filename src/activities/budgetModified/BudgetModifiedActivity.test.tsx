import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noObjects, renderActivity } from '../../test/renderActivity';
import { activity, budget, budgetDocument, expenses, INCOME, job } from '../budget/test/session2Fixtures';
import { BudgetModifiedActivity } from './BudgetModifiedActivity';

const o2e = activity('O2E', 'budget-modified');
const pc = expenses[0]!;
const objects = { ...noObjects, job, unexpectedExpense: pc };
const ready = { activity: o2e, objects, responses: { O2B: budget, O2D: { choice: 'cut' } }, data: budgetDocument };
const field = (name: string) => screen.getByRole('textbox', { name });
const status = () => screen.getByRole('status');
const modified = { ...budget, fritid: 500 };

describe('O2E modified budget', () => {
  it('asks for a complete first budget, then for the expense, then for how to pay it, then for a job', () => {
    const first = renderActivity(BudgetModifiedActivity, { ...ready, responses: { O2B: { ...budget, klaer: null }, O2D: { choice: 'cut' } } });
    expect(screen.getByRole('link', { name: 'Gå til budsjettet' })).toHaveAttribute('href', '/no/okt/2/O2B');
    first.unmount();

    const second = renderActivity(BudgetModifiedActivity, { ...ready, objects: { ...objects, unexpectedExpense: null } });
    expect(screen.getByRole('link', { name: 'Gå til den uventede utgiften' })).toHaveAttribute('href', '/no/okt/2/O2C');
    second.unmount();

    const third = renderActivity(BudgetModifiedActivity, { ...ready, responses: { O2B: budget } });
    expect(screen.getByRole('link', { name: 'Gå til valget' })).toHaveAttribute('href', '/no/okt/2/O2D');
    third.unmount();

    renderActivity(BudgetModifiedActivity, { ...ready, objects: { ...objects, job: null } });
    expect(screen.getByRole('link', { name: 'Gå til jobbvalget' })).toHaveAttribute('href', '/no/okt/1/O1D');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says it is loading, and offers a retry when the budget content could not be fetched', async () => {
    const { unmount } = renderActivity(BudgetModifiedActivity, { ...ready, data: null });
    expect(status()).toHaveTextContent('Laster');
    unmount();

    const onRetry = vi.fn();
    renderActivity(BudgetModifiedActivity, { ...ready, data: null, dataFailed: true, onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('starts from the original budget, with the expense and how long it takes to pay it', () => {
    const onChange = vi.fn();
    renderActivity(BudgetModifiedActivity, { ...ready, onChange });
    expect(screen.getByText(/Uventet utgift/).textContent).toBe('Uventet utgift: PC-en ble ødelagt. Den koster kr\u00A08\u00A0000, og budsjettet må ha plass til den.');
    expect(field('Fritid')).toHaveValue('2\u00A0500');
    expect(field('Fritid')).toHaveAccessibleDescription('Første budsjett: kr\u00A02\u00A0500');
    // 33 558 − 32 300 = 1 258 kr left a month; waiting and saving puts aside ⌈8 000 / 3⌉ = 2 667 kr for 3 months: 1 409 kr short.
    expect(status().textContent).toBe('Budsjettet går i minus. Du bruker kr\u00A01\u00A0409 mer enn du tjener hver måned.Det går ikke i lengden. Bruk mindre på en post som er over referansen, før du går videre.Slik du valgte å betale, tar det 3 måneder å betale kr\u00A08\u00A0000.');
    const table = screen.getByRole('table', { name: 'Hver måned mens du betaler utgiften, i 3 måneder' });
    expect(table).toHaveTextContent('Satt av til utgiften− kr 2 667');
    expect(table).toHaveTextContent('Til overs mens du betaler−kr 1 409');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stores the whole modified budget at the first edit and shows the change, live', async () => {
    const onChange = vi.fn();
    renderActivity(BudgetModifiedActivity, { ...ready, onChange });
    await userEvent.clear(field('Fritid'));
    expect(onChange).toHaveBeenLastCalledWith({ ...budget, fritid: null, income: INCOME, extra: 2667 });
    await userEvent.type(field('Fritid'), '500');
    expect(onChange).toHaveBeenLastCalledWith({ ...modified, income: INCOME, extra: 2667 });

    // 1 258 + 2 000 = 3 258 kr a month, 591 kr after the 2 667 kr put aside for the PC: still to be placed.
    expect(status()).toHaveTextContent('Du har kr 591 som ikke har fått en jobb ennå.');
    expect(screen.getByRole('table', { name: /i 3 måneder/ })).toHaveTextContent('Til overs mens du betalerkr 591');
    expect(field('Fritid').closest('.budget-line')!.querySelector('.line-note')!.textContent).toBe('kr\u00A02\u00A0000 mindre enn før.');
    expect(screen.getByText(/Dette er det endrede budsjettet ditt/)).toBeInTheDocument();
  });

  it('stores the original unchanged with «Behold budsjettet som det er»', async () => {
    const onChange = vi.fn();
    renderActivity(BudgetModifiedActivity, { ...ready, onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Behold budsjettet som det er' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ ...budget, income: INCOME, extra: 2667 });
  });

  it('says so when the pupil keeps the first budget', () => {
    renderActivity(BudgetModifiedActivity, { ...ready, value: { ...budget } });
    expect(status()).toHaveTextContent('Du har valgt å beholde det første budsjettet uten endringer.');
  });

  it('shows how the way of paying changes the budget: savings move the savings line, a loan adds its instalment', () => {
    const savings = renderActivity(BudgetModifiedActivity, { ...ready, responses: { O2B: budget, O2D: { choice: 'savings' } } });
    // budget.sparing is 3 000 kr: ⌈8 000 / 3 000⌉ = 3 months with nothing new saved.
    const table = screen.getByRole('table', { name: /i 3 måneder/ });
    expect(table).toHaveTextContent('Sparingen fyller opp bufferen igjenkr 3 000');
    expect(table).toHaveTextContent('Ny sparing i mellomtidenkr 0');
    savings.unmount();

    renderActivity(BudgetModifiedActivity, { ...ready, responses: { O2B: budget, O2D: { choice: 'borrow' } } });
    // The shop's plan (22 %, kr 45 a month, 12 months): kr 794 a month (src/domain/credit.ts).
    expect(screen.getByRole('table', { name: /i 12 måneder/ })).toHaveTextContent('Avdrag, renter og gebyr på lånet− kr 794');
    // 1 258 − 794 = 464 kr still to be placed.
    expect(status()).toHaveTextContent('Du har kr 464 som ikke har fått en jobb ennå.');
  });

  it('lets a stored modified budget be edited again', async () => {
    const onChange = vi.fn();
    renderActivity(BudgetModifiedActivity, { ...ready, value: modified, onChange });
    expect(field('Fritid')).toHaveValue('500');
    await userEvent.clear(field('Andre utgifter'));
    await userEvent.type(field('Andre utgifter'), '6000');
    expect(onChange).toHaveBeenLastCalledWith({ ...modified, andre_utgifter: 6000, income: INCOME, extra: 2667 });
  });

  it('rejects text that is not an amount with a message, and keeps the stored budget', async () => {
    const onChange = vi.fn();
    renderActivity(BudgetModifiedActivity, { ...ready, value: modified, onChange });
    await userEvent.clear(field('Mat og drikke'));
    onChange.mockClear();
    await userEvent.type(field('Mat og drikke'), 'fire tusen');
    expect(onChange).not.toHaveBeenCalled();
    expect(field('Mat og drikke')).toHaveAccessibleDescription(expect.stringContaining('Skriv et beløp i hele kroner, for eksempel 12 500.'));
    expect(field('Fritid')).toHaveValue('500');
  });

  it('flags a modified budget in deficit, which can then never pay the expense', async () => {
    renderActivity(BudgetModifiedActivity, { ...ready, value: modified });
    await userEvent.clear(field('Boutgifter'));
    await userEvent.type(field('Boutgifter'), '16000');
    // 32 300 − 2 000 + 4 000 = 34 300, and 2 667 a month for the PC: 3 409 kr more than the income.
    expect(status()).toHaveTextContent('Budsjettet går i minus. Du bruker kr 3 409 mer enn du tjener hver måned.');
  });

  it('is finished only when the lines and the expense use every krone: the rest goes to a line the pupil picks', async () => {
    const onChange = vi.fn();
    renderActivity(BudgetModifiedActivity, { ...ready, value: { ...modified, income: INCOME, extra: 2667 }, onChange });
    await userEvent.selectOptions(screen.getByLabelText(/Hvilken post skal få de kr.591 som er igjen\?/), 'Sparing');
    await userEvent.click(screen.getByRole('button', { name: /^Legg kr.591 på posten$/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...modified, sparing: 3_591, income: INCOME, extra: 2667 });
  });

  it('resets to null with «Nullstill» and shows the original again, even over text that was not an amount', async () => {
    const onChange = vi.fn();
    renderActivity(BudgetModifiedActivity, { ...ready, value: modified, onChange });
    await userEvent.type(field('Transport'), 'x');
    expect(field('Transport')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Nullstill' }));

    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field('Fritid')).toHaveValue('2\u00A0500');
    expect(field('Transport')).toHaveValue('900');
    expect(field('Transport')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(/Du starter med det første budsjettet ditt/)).toBeInTheDocument();
  });

  it('shows the modified budget in Nynorsk', () => {
    renderActivity(BudgetModifiedActivity, { ...ready, value: modified }, 'nn');
    expect(status()).toHaveTextContent('Du har kr 591 som ikkje har fått ein jobb enno.');
    expect(screen.getByRole('button', { name: 'Behald budsjettet som det er' })).toBeInTheDocument();
  });
});
