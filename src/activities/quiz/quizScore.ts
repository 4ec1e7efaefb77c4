import type { Quiz, QuizQuestion } from '../../contracts/quiz';
import { firstAnswers } from '../../domain/firstAnswers';

export const correctOption = (question: QuizQuestion) => question.options.find((o) => o.correct)!;

export interface QuizScore {
  correct: number;
  answered: number;
  total: number;
}

/** How many questions are answered, and how many of those rightly. */
export function quizScore(quiz: Quiz, value: unknown): QuizScore {
  const answers = firstAnswers(quiz.questions, value);
  const chosen = quiz.questions.map((q) => q.options.find((o) => o.id === answers[q.id]));
  return {
    correct: chosen.filter((o) => o?.correct).length,
    answered: chosen.filter(Boolean).length,
    total: quiz.questions.length,
  };
}

export type QuizVerdict = 'strong' | 'good' | 'practise';

/** The verdict on first answers: four in five right is strong, three in five good, below that read the explanations. */
export function quizVerdict({ correct, total }: QuizScore): QuizVerdict {
  if (correct >= total * 0.8) return 'strong';
  if (correct >= total * 0.6) return 'good';
  return 'practise';
}
