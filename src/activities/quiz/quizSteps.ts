import type { Quiz } from '../../contracts/quiz';

/**
 * The quiz shows one question at a time (twelve at once make a page some 8 000 px tall on a phone).
 * A pupil who comes back starts at the first question not yet answered; one who has answered them all
 * starts at the first, to read the explanations.
 */
export function firstStep(quiz: Quiz, answers: Record<string, string | null>): number {
  const open = quiz.questions.findIndex((q) => !answers[q.id]);
  return open === -1 ? 0 : open;
}

/** A step inside the quiz, whatever was asked (a quiz whose content shrank keeps a valid step). */
export function clampStep(quiz: Quiz, step: number): number {
  return Math.min(Math.max(step, 0), quiz.questions.length - 1);
}
