/** Questions with options: the quiz's (O4A) and the knowledge test's items (O1T, O5T). */
type Questions = readonly { id: string; options: readonly { id: string }[] }[];

/**
 * Stored answers read against the questions: every question id as a key, the chosen option's id or null. An option
 * the content no longer has counts as not answered, so changed content never shows a stale answer.
 */
export function firstAnswers(questions: Questions, value: unknown): Record<string, string | null> {
  const stored: Record<string, unknown> = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(questions.map((q) => [q.id, q.options.some((o) => o.id === stored[q.id]) ? (stored[q.id] as string) : null]));
}

/**
 * The answer after choosing `optionId` for one question; the others keep theirs (null until answered). The first
 * choice counts: a question already answered keeps its answer, so a score says what the pupil knew, not what the
 * feedback told them (the server refuses a changed answer too, server/routes/store/answerRules.ts).
 */
export function answerFirst(questions: Questions, value: unknown, questionId: string, optionId: string): Record<string, string | null> {
  const answers = firstAnswers(questions, value);
  const question = questions.find((q) => q.id === questionId);
  if (!question || answers[questionId] || !question.options.some((o) => o.id === optionId)) return answers;
  return { ...answers, [questionId]: optionId };
}
