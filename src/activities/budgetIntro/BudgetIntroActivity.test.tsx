import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderActivity } from '../../test/renderActivity';
import { activity, budgetDocument } from '../budget/test/session2Fixtures';
import type { CheckQuestionContent } from '../checkQuestion/CheckQuestion';
import { BudgetIntroActivity } from './BudgetIntroActivity';

const question: CheckQuestionContent = {
  id: 'strom',
  text: 'Hvilken post hører strømregningen til?',
  options: [
    { id: 'boutgifter', text: 'Boutgifter', correct: true, explanation: 'Strøm er en del av det det koster å bo.' },
    { id: 'andre', text: 'Andre utgifter', correct: false, explanation: 'Strøm hører til boligen, ikke andre utgifter.' },
  ],
};
const o2a = activity('O2A', 'budget-intro', { question });

describe('O2A budget intro', () => {
  it('lists the eight lines with what belongs there and the reference figure with source and year', () => {
    renderActivity(BudgetIntroActivity, { activity: o2a, data: budgetDocument });
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(within(items[2]!).getByRole('heading', { name: 'Mat og drikke' })).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Det du bruker på mat og drikke.');
    expect(within(items[2]!).getByText(/Vanlig/).textContent).toBe('Vanlig: kr\u00A04\u00A0150 i måneden (SIFO, Referansebudsjettet, 2025).');
    // Savings has no public figure: the advice stands in its place.
    expect(items[5]).toHaveTextContent('Et råd om sparing.');
    expect(items[5]).not.toHaveTextContent('Vanlig');
  });

  it('asks the check question, stores the answer and explains it', async () => {
    const onChange = vi.fn();
    renderActivity(BudgetIntroActivity, { activity: o2a, data: budgetDocument, onChange });
    await userEvent.click(screen.getByRole('radio', { name: 'Andre utgifter' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ choice: 'andre', correct: false });
    expect(screen.getByRole('status')).toHaveTextContent('Strøm hører til boligen, ikke andre utgifter.');
    expect(screen.getByRole('status')).toHaveTextContent('Riktig svar er: Boutgifter');
  });

  it('keeps the question open while the lines load, and offers a retry when they fail', async () => {
    const onRetry = vi.fn();
    renderActivity(BudgetIntroActivity, { activity: o2a, dataFailed: true, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Vi fikk ikke hentet valgene');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('group', { name: question.text })).toBeInTheDocument();
  });

  it('says it is loading', () => {
    renderActivity(BudgetIntroActivity, { activity: o2a });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Laster');
  });
});
