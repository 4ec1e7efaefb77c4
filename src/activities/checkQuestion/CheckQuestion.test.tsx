import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderActivity } from '../../test/renderActivity';
import { activity } from '../budget/test/session2Fixtures';
import type { CheckQuestionContent } from './CheckQuestion';
import { CheckQuestionActivity } from './CheckQuestionActivity';

const question: CheckQuestionContent = {
  id: 'egenandel',
  text: 'Hva er en egenandel?',
  options: [
    { id: 'premie', text: 'Det du betaler for forsikringen hvert år', correct: false, explanation: 'Det er premien, ikke egenandelen.' },
    { id: 'del-selv', text: 'Den delen av skaden du betaler selv', correct: true, explanation: 'Du betaler en del selv, selskapet resten.' },
    { id: 'bonus', text: 'Penger du får tilbake', correct: false, explanation: 'Du får ikke penger tilbake for egenandelen.' },
  ],
};
const o5a = activity('O5A', 'check-question', { question });

describe('check-question', () => {
  it('stores the right choice and says why it is right', async () => {
    const onChange = vi.fn();
    renderActivity(CheckQuestionActivity, { activity: o5a, onChange });
    const group = screen.getByRole('group', { name: 'Hva er en egenandel?' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.click(within(group).getByRole('radio', { name: 'Den delen av skaden du betaler selv' }));

    expect(onChange).toHaveBeenCalledExactlyOnceWith({ choice: 'del-selv', correct: true });
    expect(screen.getByRole('status')).toHaveTextContent('Du betaler en del selv, selskapet resten.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Riktig svar er');
    expect(screen.getByRole('radio', { name: 'Den delen av skaden du betaler selv Riktig svar' })).toBeChecked();
    expect(screen.queryByText('Feil svar')).not.toBeInTheDocument();
  });

  it('explains a wrong choice and names the right one, and lets the pupil change the answer', async () => {
    const onChange = vi.fn();
    renderActivity(CheckQuestionActivity, { activity: o5a, onChange });

    await userEvent.click(screen.getByRole('radio', { name: 'Det du betaler for forsikringen hvert år' }));
    expect(onChange).toHaveBeenLastCalledWith({ choice: 'premie', correct: false });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Det er premien, ikke egenandelen.');
    expect(status).toHaveTextContent('Riktig svar er: Den delen av skaden du betaler selv');
    // In words on the options too, not only in colour.
    expect(screen.getByRole('radio', { name: 'Det du betaler for forsikringen hvert år Feil svar' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Den delen av skaden du betaler selv Riktig svar' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /Den delen av skaden du betaler selv/ }));
    expect(onChange).toHaveBeenLastCalledWith({ choice: 'del-selv', correct: true });
    expect(screen.getByRole('radio', { name: /Den delen av skaden du betaler selv/ })).toBeChecked();
    expect(screen.getByRole('status')).not.toHaveTextContent('Riktig svar er');
  });

  it('shows a stored answer with its feedback in Nynorsk', () => {
    renderActivity(CheckQuestionActivity, { activity: o5a, value: { choice: 'bonus', correct: false } }, 'nn');
    expect(screen.getByRole('radio', { name: 'Penger du får tilbake Feil svar' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Den delen av skaden du betaler selv Rett svar' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Rett svar er: Den delen av skaden du betaler selv');
  });

  it('ignores a stored choice the question no longer has', () => {
    renderActivity(CheckQuestionActivity, { activity: o5a, value: { choice: 'borte', correct: true } });
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the content gives the activity no question', () => {
    renderActivity(CheckQuestionActivity, { activity: activity('O5A', 'check-question') });
    expect(screen.getByRole('alert')).toHaveTextContent('Spørsmålet mangler her.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
