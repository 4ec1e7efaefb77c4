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
const paragraphs = () => [...screen.getByRole('status').querySelectorAll('p')].map((p) => p.textContent);
const shownOrder = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
function orderFor(seed: string) {
  const view = renderActivity(CheckQuestionActivity, { activity: o5a, seed });
  const order = shownOrder();
  view.unmount();
  return order;
}

describe('check-question', () => {
  it('stores the right choice and says why it is right', async () => {
    const onChange = vi.fn();
    renderActivity(CheckQuestionActivity, { activity: o5a, onChange });
    const group = screen.getByRole('group', { name: 'Hva er en egenandel?' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.click(within(group).getByRole('radio', { name: 'Den delen av skaden du betaler selv' }));

    expect(onChange).toHaveBeenCalledExactlyOnceWith({ choice: 'del-selv', correct: true });
    expect(paragraphs()).toEqual(['Riktig! Du betaler en del selv, selskapet resten.']);
    expect(screen.getByRole('status').firstElementChild).toHaveClass('answer-feedback', 'right');
    expect(screen.getByRole('radio', { name: 'Den delen av skaden du betaler selv Riktig svar' })).toBeChecked();
    expect(screen.queryByText('Feil svar')).not.toBeInTheDocument();
  });

  it('explains a wrong choice and names the right one, and lets the pupil change the answer', async () => {
    const onChange = vi.fn();
    renderActivity(CheckQuestionActivity, { activity: o5a, onChange });

    await userEvent.click(screen.getByRole('radio', { name: 'Det du betaler for forsikringen hvert år' }));
    expect(onChange).toHaveBeenLastCalledWith({ choice: 'premie', correct: false });
    // One verdict, for the chosen option; the right one is labelled and explained, with no verdict of its own.
    expect(paragraphs()).toEqual(['Ikke riktig. Det er premien, ikke egenandelen.', 'Riktig svar er: Den delen av skaden du betaler selv', 'Du betaler en del selv, selskapet resten.']);
    expect(screen.getByRole('status')).not.toHaveTextContent('Riktig!');
    expect(screen.getByRole('status').firstElementChild).toHaveClass('answer-feedback', 'wrong');
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
    expect(paragraphs()).toEqual(['Ikkje rett. Du får ikke penger tilbake for egenandelen.', 'Rett svar er: Den delen av skaden du betaler selv', 'Du betaler en del selv, selskapet resten.']);
  });

  it('ignores a stored choice the question no longer has', () => {
    renderActivity(CheckQuestionActivity, { activity: o5a, value: { choice: 'borte', correct: true } });
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the options in an order fixed by the pupil: the same every time, another for another pupil', async () => {
    const first = orderFor('pupil-a');
    expect(orderFor('pupil-a')).toEqual(first);
    const seeds = Array.from({ length: 8 }, (_, i) => `pupil-${i}`);
    expect(new Set(seeds.map((seed) => orderFor(seed).join())).size).toBeGreaterThan(1);
    // Where the right option lands differs between pupils too.
    expect(new Set(seeds.map((seed) => orderFor(seed).indexOf('del-selv'))).size).toBeGreaterThan(1);

    renderActivity(CheckQuestionActivity, { activity: o5a, seed: 'pupil-a' });
    await userEvent.click(screen.getByRole('radio', { name: 'Penger du får tilbake' }));
    expect(shownOrder()).toEqual(first);
  });

  it('says so when the content gives the activity no question', () => {
    renderActivity(CheckQuestionActivity, { activity: activity('O5A', 'check-question') });
    expect(screen.getByRole('alert')).toHaveTextContent('Spørsmålet mangler her.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
