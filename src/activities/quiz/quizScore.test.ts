import { describe, expect, it } from 'vitest';
import type { Quiz } from '../../contracts/quiz';
import { answerFirst } from '../../domain/firstAnswers';
import { quizScore, quizVerdict } from './quizScore';

const option = (id: string, correct = false) => ({ id, correct, text: id, explanation: `Forklaring på ${id}.` });
const quiz: Quiz = {
  questions: [
    { id: 'rente', topic: 'rente', text: 'Hva er rente?', options: [option('pris', true), option('gebyr')] },
    { id: 'gjeld', topic: 'gjeld', text: 'Hva er inkasso?', options: [option('innkreving', true), option('bot')] },
  ],
};

describe('the first answer counts', () => {
  it('stores the first choice of a question, keeping the others', () => {
    expect(answerFirst(quiz.questions, {}, 'rente', 'gebyr')).toEqual({ rente: 'gebyr', gjeld: null });
    expect(answerFirst(quiz.questions, { rente: 'gebyr' }, 'gjeld', 'innkreving')).toEqual({ rente: 'gebyr', gjeld: 'innkreving' });
  });

  it('keeps an answered question’s answer whatever is chosen after, so the score stays', () => {
    const answered = { rente: 'gebyr', gjeld: null };
    expect(answerFirst(quiz.questions, answered, 'rente', 'pris')).toEqual(answered);
    expect(quizScore(quiz, answerFirst(quiz.questions, answered, 'rente', 'pris'))).toEqual({ correct: 0, answered: 1, total: 2 });
  });

  it('takes a new answer where the stored one is no option the quiz has', () => {
    expect(answerFirst(quiz.questions, { rente: 'borte' }, 'rente', 'pris')).toEqual({ rente: 'pris', gjeld: null });
  });
});

describe('the verdict fits the score', () => {
  const verdict = (correct: number, total = 12) => quizVerdict({ correct, answered: total, total });

  it('does not praise 5 of 12: below three in five the pupil is asked to read the explanations', () => {
    expect([0, 5, 7].map((n) => verdict(n))).toEqual(['practise', 'practise', 'practise']);
  });

  it('says good from three in five and strong from four in five', () => {
    expect([8, 9, 10, 12].map((n) => verdict(n))).toEqual(['good', 'good', 'strong', 'strong']);
    expect([8, 9, 12, 14].map((n) => verdict(n, 14))).toEqual(['practise', 'good', 'strong', 'strong']);
  });
});
