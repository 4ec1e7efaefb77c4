import { z } from 'zod';
import { ContentIdSchema } from './curriculum';

/**
 * What sessions 1–3 teach, and debt (`gjeld`: payment remarks, debt collection, buy now – pay later, the age of 18,
 * Gjeldsregisteret), which the quiz itself teaches through its explanations: all the quiz (session 4) may ask
 * about. Insurance comes in session 5.
 */
export const QUIZ_TOPICS = ['skatt', 'budsjett', 'sparing', 'rente', 'kreditt', 'gebyr', 'effektiv-rente', 'smakjop', 'gjeld'] as const;

/** `recall`: knowing a fact or a term; `judge`: weighing a case with numbers (two offers, a budget, a late bill). */
export const QUIZ_KINDS = ['recall', 'judge'] as const;

/** «Riktig.», «Rett.», «Nei.», «Feil.» at the start: the app shows the verdict of the chosen option itself. */
const STARTS_WITH_VERDICT = /^(riktig|rett|nei|feil)\b/i;

/**
 * One answer option; every option explains why it is right or wrong, without a verdict of its own, since
 * after a wrong choice the right option's explanation is shown too.
 */
export const QuizOptionSchema = z.strictObject({
  id: ContentIdSchema,
  text: z.string().min(1).max(200),
  correct: z.boolean(),
  explanation: z
    .string()
    .min(10)
    .max(400)
    .refine((text) => !STARTS_WITH_VERDICT.test(text), 'skal ikke begynne med «Riktig», «Rett», «Nei» eller «Feil»: appen viser selv om svaret er riktig'),
});

export const QuizQuestionSchema = z.strictObject({
  id: ContentIdSchema,
  topic: z.enum(QUIZ_TOPICS),
  kind: z.enum(QUIZ_KINDS).optional(),
  text: z.string().min(10).max(300),
  options: z.array(QuizOptionSchema).min(2).max(5),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/** `content/{lang}/okt4.json`, served as `get/quiz/okt4`. Exactly one option of each question is correct (checked at start-up). */
export const QuizSchema = z.strictObject({ questions: z.array(QuizQuestionSchema).min(10).max(30) });
export type Quiz = z.infer<typeof QuizSchema>;
