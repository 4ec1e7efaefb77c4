import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import okt4No from '../../../content/no/okt4.json';
import okt4Nn from '../../../content/nn/okt4.json';
import type { Activity } from '../../contracts/okt';
import { type Quiz, QuizSchema } from '../../contracts/quiz';
import { renderActivity } from '../../test/renderActivity';
import { seededShuffle } from '../../domain/seededShuffle';
import { QuizActivity } from './QuizActivity';

const quizzes = { no: QuizSchema.parse(okt4No), nn: QuizSchema.parse(okt4Nn) };
const o4a: Activity = { activity_code: 'O4A', title: 'Spørsmål', component: 'quiz', next_activity: false };

/** The quiz shows one question at a time: its numbered step shows question i (from 0). */
function showQuestion(i: number) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Spørsmål ${i + 1},`) }));
}

/** The option ids of every question, in the order the pupil sees them. */
function shownOrder(quiz: Quiz): string[][] {
  return quiz.questions.map((q, i) => {
    showQuestion(i);
    const group = screen.getByRole('group', { name: new RegExp(`^\\d+\\. ${q.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    return within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')!);
  });
}

/** The option ids of every question in the order a pupil with this seed is shown them (the component's shuffle). */
const orderFor = (seed: string, lang: 'no' | 'nn' = 'no') =>
  quizzes[lang].questions.map((q) => seededShuffle(q.options, seed, `O4A-${q.id}`).map((o) => o.id));

/** Where the right option is shown in each question. */
const rightPositions = (quiz: Quiz, order: string[][]) => quiz.questions.map((q, i) => order[i]!.indexOf(q.options.find((o) => o.correct)!.id));

// The screen is walked once per language (slow in jsdom); the orders of many pupils are compared through the shuffle it uses.
describe('O4A option order', { timeout: 30_000 }, () => {
  it('shows each question’s options in the pupil’s order, the same after an answer and a re-render, and in both languages', async () => {
    const first = orderFor('pupil-a');
    expect(orderFor('pupil-a', 'nn')).toEqual(first);
    const nn = renderActivity(QuizActivity, { activity: o4a, data: { kind: 'quiz', quiz: quizzes.nn }, seed: 'pupil-a' }, 'nn');
    expect(shownOrder(quizzes.nn)).toEqual(first);
    nn.unmount();

    // An answer re-renders the quiz: nothing moves.
    const view = renderActivity(QuizActivity, { activity: o4a, data: { kind: 'quiz', quiz: quizzes.no }, seed: 'pupil-a' });
    showQuestion(0);
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

describe('O4A one question at a time', () => {
  const quiz = quizzes.no;
  const render = (value: unknown = '') => renderActivity(QuizActivity, { activity: o4a, data: { kind: 'quiz', quiz }, seed: 'pupil-a', value });
  const legendOf = (i: number) => `${i + 1}. ${quiz.questions[i]!.text}`;

  it('shows only the first question to a pupil who has not begun, and moves with «Neste spørsmål» and «Forrige spørsmål»', async () => {
    render();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: legendOf(0) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forrige spørsmål' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Neste spørsmål' }));
    expect(screen.getByRole('group', { name: legendOf(1) })).toBeInTheDocument();
    // The keyboard starts at the new question.
    expect(document.activeElement).toHaveAccessibleName(`Spørsmål 2 av ${quiz.questions.length}`);
    await userEvent.click(screen.getByRole('button', { name: 'Forrige spørsmål' }));
    expect(screen.getByRole('group', { name: legendOf(0) })).toBeInTheDocument();
  });

  it('starts a returning pupil at the first question not answered, and marks the answered steps in words', () => {
    const first = quiz.questions[0]!;
    const second = quiz.questions[1]!;
    render({ [first.id]: first.options[0]!.id, [second.id]: second.options[0]!.id });
    expect(screen.getByRole('group', { name: legendOf(2) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spørsmål 1, besvart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spørsmål 3, ikke besvart' })).toHaveAttribute('aria-current', 'step');
  });

  it('locks the first answer in Nynorsk too, and opens another option’s explanation without storing it', async () => {
    const first = quizzes.nn.questions[0]!;
    const wrong = first.options.find((o) => !o.correct)!;
    const right = first.options.find((o) => o.correct)!;
    const { props } = renderActivity(QuizActivity, { activity: o4a, data: { kind: 'quiz', quiz: quizzes.nn }, seed: 'pupil-a', value: { [first.id]: wrong.id } }, 'nn');
    await userEvent.click(screen.getByRole('button', { name: 'Spørsmål 1, svart på' }));
    expect(screen.getByText('Svaret ditt er låst. Du kan lese forklaringane på dei andre svara.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${right.text}`) }));
    expect(props.onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: `${wrong.text} Feil svar` })).toBeChecked();
    expect(screen.getByText(`Om svaret «${right.text}»:`).closest('.quiz-explored')).toHaveTextContent(right.explanation);
    expect(screen.getByRole('status')).toHaveTextContent(`0 av ${quizzes.nn.questions.length} rette`);
  });

  it('ends at the last question without «Neste spørsmål», and jumps to any question by its number', async () => {
    render();
    const last = quiz.questions.length - 1;
    await userEvent.click(screen.getByRole('button', { name: `Spørsmål ${last + 1}, ikke besvart` }));
    expect(screen.getByRole('group', { name: legendOf(last) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neste spørsmål' })).not.toBeInTheDocument();
  });
});
