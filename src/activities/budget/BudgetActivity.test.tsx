import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyBudget } from '../../domain/budget';
import { noObjects, renderActivity } from '../../test/renderActivity';
import { BudgetActivity } from './BudgetActivity';
import { activity, budget, budgetDocument, INCOME, job } from './test/session2Fixtures';

const o2b = activity('O2B', 'budget', { prompt: 'Fordel pengene dine' });
const withJob = { ...noObjects, job };
const field = (name: string) => screen.getByRole('textbox', { name });
const status = () => screen.getByRole('status');

describe('O2B budget', () => {
  it('asks for a job first, with a link to the job choice', () => {
    renderActivity(BudgetActivity, { activity: o2b, data: budgetDocument });
    expect(screen.getByText(/Velg en jobb først/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til jobbvalget' })).toHaveAttribute('href', '/no/okt/1/O1D');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says it is loading, and offers a retry when the reference budget could not be fetched', async () => {
    const { unmount } = renderActivity(BudgetActivity, { activity: o2b, objects: withJob });
    expect(status()).toHaveTextContent('Laster');
    unmount();

    const onRetry = vi.fn();
    renderActivity(BudgetActivity, { activity: o2b, objects: withJob, dataFailed: true, onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes the net monthly pay of the job as income and labels each line with its reference and source', () => {
    renderActivity(BudgetActivity, { activity: o2b, objects: withJob, data: budgetDocument });
    expect(screen.getByText(/Inntekten din er/).textContent).toBe('Helsefagarbeider: Inntekten din er kr\u00A033\u00A0558 i måneden etter skatt.');
    expect(screen.getByRole('group', { name: 'Fordel pengene dine' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(8);
    expect(field('Mat og drikke')).toHaveAccessibleDescription('Vanlig: kr\u00A04\u00A0150 i måneden (SIFO, Referansebudsjettet, 2025).');
    // The advice beside a reference is folded away under the field, to keep the page short on a phone.
    const advice = screen.getByText('Råd om mat og drikke').closest('details')!;
    expect(advice).not.toHaveAttribute('open');
    expect(advice).toHaveTextContent('Et råd om mat og drikke.');
    expect(screen.getByText('Husleie i noen byer').closest('details')).toContainElement(screen.getByRole('table', { name: 'Husleie for en toromsleilighet i måneden' }));
    // No public figure for savings: the advice instead.
    expect(field('Sparing')).toHaveAccessibleDescription('Et råd om sparing.');
    const rents = screen.getByRole('table', { name: 'Husleie for en toromsleilighet i måneden' });
    const oslo = within(rents).getByRole('row', { name: /Oslo og Bærum/ });
    expect(within(oslo).getByRole('cell').textContent).toBe('kr\u00A013\u00A0850');
    expect(within(rents).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Kilde: SSB, Leiemarkedsundersøkelsen, 2023')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Du har fylt ut 0 av 8 poster.');
  });

  it('stores every line, empty ones as null, and shows what is left, live', async () => {
    const onChange = vi.fn();
    renderActivity(BudgetActivity, { activity: o2b, objects: withJob, data: budgetDocument, onChange });

    await userEvent.type(field('Mat og drikke'), '4000');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyBudget(), mat: 4000, income: INCOME });
    await userEvent.type(field('Boutgifter'), '12 000');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyBudget(), mat: 4000, boutgifter: 12_000, income: INCOME });

    // 33 558 − 16 000 = 17 558.
    expect(status()).toHaveTextContent('Du har fylt ut 2 av 8 poster.');
    expect(status()).toHaveTextContent('Du har kr 17 558 som ikke har fått en jobb ennå.');
    const remaining = within(screen.getByRole('table', { name: 'Budsjettet ditt for én måned' })).getByRole('row', { name: /Penger igjen/ });
    expect(within(remaining).getByRole('cell').textContent).toBe('kr\u00A017\u00A0558');
  });

  it('compares each line with its reference in words', () => {
    renderActivity(BudgetActivity, { activity: o2b, objects: withJob, data: budgetDocument, value: { ...budget, mat: 3000 } });
    const noteOf = (name: string) => field(name).closest('.budget-line')!.querySelector('.line-note')!.textContent;
    expect(noteOf('Andre utgifter')).toBe('Over referansen: kr\u00A07\u00A0300 mer.');
    expect(noteOf('Mat og drikke')).toBe('Under referansen: kr\u00A01\u00A0150 mindre.');
    // 12 000 against 11 000 is within 15 %.
    expect(noteOf('Boutgifter')).toBe('Nær referansen.');
    expect(noteOf('Sparing')).toBe('Ingen referanse her. Du bestemmer selv.');
  });

  it('rejects text that is not an amount with a message, and keeps what was stored', async () => {
    const onChange = vi.fn();
    renderActivity(BudgetActivity, { activity: o2b, objects: withJob, data: budgetDocument, onChange });
    await userEvent.type(field('Mat og drikke'), '4000');
    onChange.mockClear();

    await userEvent.type(field('Transport'), 'mye');

    expect(onChange).not.toHaveBeenCalled();
    expect(field('Transport')).toHaveValue('mye');
    expect(field('Transport')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Transport')).toHaveAccessibleDescription(expect.stringContaining('Skriv et beløp i hele kroner, for eksempel 12 500.'));
    // Formatted when the field lost focus, and still there.
    expect(field('Mat og drikke')).toHaveValue('4\u00A0000');
    expect(status()).toHaveTextContent('Du har fylt ut 1 av 8 poster.');
  });

  it('flags a budget that spends more than the income, in words, and still stores it', async () => {
    const onChange = vi.fn();
    // 32 300 + 1 258 left; 2 458 more on fritid spends 1 200 more than the income.
    renderActivity(BudgetActivity, { activity: o2b, objects: withJob, data: budgetDocument, value: budget, onChange });
    expect(status()).not.toHaveTextContent('minus');

    await userEvent.clear(field('Fritid'));
    await userEvent.type(field('Fritid'), '4958');

    const deficit = { ...budget, fritid: 4958 };
    expect((Object.values(deficit) as number[]).reduce((a, b) => a + b, 0) - INCOME).toBe(1200);
    expect(onChange).toHaveBeenLastCalledWith({ ...deficit, income: INCOME });
    expect(status()).toHaveTextContent('Budsjettet går i minus. Du bruker kr 1 200 mer enn du tjener hver måned.');
    const remaining = screen.getByRole('row', { name: /Penger igjen/ });
    expect(within(remaining).getByRole('cell').textContent).toBe('\u2212kr\u00A01\u00A0200');
  });

  it('lets a complete budget be edited, storing the whole budget again', async () => {
    const onChange = vi.fn();
    renderActivity(BudgetActivity, { activity: o2b, objects: withJob, data: budgetDocument, value: budget, onChange });
    expect(status()).toHaveTextContent('Du har fylt ut 8 av 8 poster.');

    await userEvent.clear(field('Sparing'));
    expect(onChange).toHaveBeenLastCalledWith({ ...budget, sparing: null, income: INCOME });
    expect(status()).toHaveTextContent('Du har fylt ut 7 av 8 poster.');
    await userEvent.type(field('Sparing'), '4258');
    expect(onChange).toHaveBeenLastCalledWith({ ...budget, sparing: 4258, income: INCOME });
    expect(status()).toHaveTextContent('Budsjettet går opp: hver krone av lønna har fått en jobb.');
  });

  it('gives every krone a job: what is left goes to the line the pupil picks, and a deficit is taken back from one', async () => {
    const onChange = vi.fn();
    // The fixture's budget leaves kr 1 258 without a line.
    const { rerender } = renderActivity(BudgetActivity, { activity: o2b, objects: withJob, data: budgetDocument, value: budget, onChange });
    expect(status()).toHaveTextContent('Du har kr 1 258 som ikke har fått en jobb ennå.');
    await userEvent.selectOptions(screen.getByLabelText('Hvilken post skal få de kr 1 258 som er igjen?'), 'Fritid');
    await userEvent.click(screen.getByRole('button', { name: /^Legg kr.1.258 på posten$/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...budget, fritid: 2_500 + 1258, income: INCOME });

    // The line picked last stays picked.
    rerender({ value: { ...budget, mat: 4_000 + 2258, income: INCOME } });
    expect(status()).toHaveTextContent('Du bruker kr 1 000 mer enn du tjener');
    await userEvent.click(screen.getByRole('button', { name: /^Ta kr.1.000 fra posten$/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...budget, mat: 4_000 + 2258, fritid: 2_500 - 1000, income: INCOME });
  });

  it('shows the budget in Nynorsk', () => {
    renderActivity(BudgetActivity, { activity: o2b, objects: withJob, data: budgetDocument, value: budget }, 'nn');
    expect(screen.getByText(/Inntekta di er/)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Du har fylt ut 8 av 8 postar.');
  });
});
