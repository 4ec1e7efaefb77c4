import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import okt4No from '../../../content/no/okt4.json';
import okt4Nn from '../../../content/nn/okt4.json';
import type { Activity } from '../../contracts/okt';
import { type Quiz, QuizSchema } from '../../contracts/quiz';
import { renderActivity } from '../../test/renderActivity';
import { QuizActivity } from './QuizActivity';

const quizzes = { no: QuizSchema.parse(okt4No), nn: QuizSchema.parse(okt4Nn) };
const o4a: Activity = { activity_code: 'O4A', title: 'Spørsmål', component: 'quiz', next_activity: false };

/** The option ids of every question, in the order the pupil sees them. */
function shownOrder(quiz: Quiz): string[][] {
  return quiz.questions.map((q) => {
    const group = screen.getByRole('group', { name: new RegExp(`^\\d+\\. ${q.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    return within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')!);
  });
}

function orderFor(seed: string, lang: 'no' | 'nn' = 'no') {
  const view = renderActivity(QuizActivity, { activity: o4a, data: { kind: 'quiz', quiz: quizzes[lang] }, seed }, lang);
  const order = shownOrder(quizzes[lang]);
  view.unmount();
  return order;
}

/** Where the right option is shown in each question. */
const rightPositions = (quiz: Quiz, order: string[][]) => quiz.questions.map((q, i) => order[i]!.indexOf(q.options.find((o) => o.correct)!.id));

describe('O4A option order', () => {
  it('is the same for one pupil on every render, reload and device, and in both languages', async () => {
    const first = orderFor('pupil-a');
    expect(orderFor('pupil-a')).toEqual(first);
    expect(orderFor('pupil-a', 'nn')).toEqual(first);

    // An answer re-renders the quiz: nothing moves.
    const view = renderActivity(QuizActivity, { activity: o4a, data: { kind: 'quiz', quiz: quizzes.no }, seed: 'pupil-a' });
    await userEvent.click(screen.getAllByRole('radio')[0]!);
    expect(shownOrder(quizzes.no)).toEqual(first);
    view.rerender({ value: {} });
    expect(shownOrder(quizzes.no)).toEqual(first);
  });

  it('differs between pupils, and is not the content’s order for everyone', () => {
    const contentOrder = quizzes.no.questions.map((q) => q.options.map((o) => o.id));
    const orders = ['pupil-a', 'pupil-b', 'pupil-c'].map((seed) => orderFor(seed));
    expect(orders[1]).not.toEqual(orders[0]);
    expect(orders[2]).not.toEqual(orders[0]);
    expect(orders.some((order) => JSON.stringify(order) !== JSON.stringify(contentOrder))).toBe(true);
  });

  it('does not show the right option in the same place in every question', () => {
    for (const seed of ['pupil-a', 'pupil-b', 'test-pupil']) {
      expect(new Set(rightPositions(quizzes.no, orderFor(seed))).size, seed).toBeGreaterThan(1);
    }
  });

  it('stores the option’s id, whatever place it is shown in', async () => {
    const { props } = renderActivity(QuizActivity, { activity: o4a, data: { kind: 'quiz', quiz: quizzes.no }, seed: 'pupil-b' });
    const question = quizzes.no.questions[0]!;
    const right = question.options.find((o) => o.correct)!;
    await userEvent.click(screen.getByRole('radio', { name: right.text }));
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ [question.id]: right.id }));
    expect(screen.getByRole('status')).toHaveTextContent(`1 av ${quizzes.no.questions.length} riktige`);
  });
});
