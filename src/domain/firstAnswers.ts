/** Questions with options: the quiz's (O4A) and the knowledge test's items (O1T, O5T). */
type Questions = readonly { id: string; options: readonly { id: string }[] }[];

/** An option the content no longer has counts as not answered, so changed content never shows a stale answer. */
export function firstAnswers(questions: Questions, value: unknown): Record<string, string | null> {
  const stored: Record<string, unknown> = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(questions.map((q) => [q.id, q.options.some((o) => o.id === stored[q.id]) ? (stored[q.id] as string) : null]));
}

/**
 * The first choice counts, so a score says what the pupil knew, not what the feedback told them (the server refuses a
 * changed answer too, server/routes/store/answerRules.ts).
 */
export function answerFirst(questions: Questions, value: unknown, questionId: string, optionId: string): Record<string, string | null> {
  const answers = firstAnswers(questions, value);
  const question = questions.find((q) => q.id === questionId);
  if (!question || answers[questionId] || !question.options.some((o) => o.id === optionId)) return answers;
  return { ...answers, [questionId]: optionId };
}
