import type { Quiz, QuizQuestion } from '../../contracts/quiz';
import type { QuizResponse } from '../../contracts/responses';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The stored answers read against the quiz: every question id as a key, the chosen option's id or null.
 * An option the quiz no longer has counts as not answered, so a changed quiz never shows a stale answer.
 */
export function quizAnswers(quiz: Quiz, value: unknown): QuizResponse {
  const stored = isObject(value) ? value : {};
  return Object.fromEntries(
    quiz.questions.map((q) => {
      const choice = stored[q.id];
      return [q.id, q.options.some((o) => o.id === choice) ? (choice as string) : null];
    }),
  );
}

/**
 * The answer after choosing `optionId` for one question; the others keep theirs (null until answered). The first
 * choice counts: a question already answered keeps its answer, so the score says what the pupil knew, not what
 * the feedback told them (the server refuses a changed answer too, server/routes/store/answerRules.ts).
 */
export function answerQuestion(quiz: Quiz, value: unknown, questionId: string, optionId: string): QuizResponse {
  const answers = quizAnswers(quiz, value);
  if (answers[questionId]) return answers;
  return { ...answers, [questionId]: optionId };
}

export const correctOption = (question: QuizQuestion) => question.options.find((o) => o.correct)!;

export interface QuizScore {
  correct: number;
  answered: number;
  total: number;
}

/** How many questions are answered, and how many of those rightly. */
export function quizScore(quiz: Quiz, value: unknown): QuizScore {
  const answers = quizAnswers(quiz, value);
  const chosen = quiz.questions.map((q) => q.options.find((o) => o.id === answers[q.id]));
  return {
    correct: chosen.filter((o) => o?.correct).length,
    answered: chosen.filter(Boolean).length,
    total: quiz.questions.length,
  };
}

export type QuizVerdict = 'strong' | 'good' | 'practise';

/**
 * The one-sentence summary once every question is answered, on first answers: four in five right is strong,
 * three in five good, and below that the pupil is asked to read the explanations (5 of 12 is not «bra jobba»).
 */
export function quizVerdict({ correct, total }: QuizScore): QuizVerdict {
  if (correct >= total * 0.8) return 'strong';
  if (correct >= total * 0.6) return 'good';
  return 'practise';
}
