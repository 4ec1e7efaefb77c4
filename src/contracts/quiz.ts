import { z } from 'zod';
import { ContentIdSchema } from './curriculum';

/** What sessions 1–3 teach, and debt (`gjeld`), which the quiz teaches through its explanations; insurance comes in session 5. */
export const QUIZ_TOPICS = ['skatt', 'budsjett', 'sparing', 'rente', 'kreditt', 'gebyr', 'effektiv-rente', 'smakjop', 'gjeld'] as const;

/** `recall`: a fact or a term; `judge`: weighing a case with numbers. */
export const QUIZ_KINDS = ['recall', 'judge'] as const;

/** The app shows the chosen option's verdict itself. */
const STARTS_WITH_VERDICT = /^(riktig|rett|nei|feil)\b/i;

/** Explanations carry no verdict, since after a wrong choice the right option's explanation is shown too. */
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

/** `content/{lang}/okt4.json`; exactly one option per question is correct (checked at start-up). */
export const QuizSchema = z.strictObject({ questions: z.array(QuizQuestionSchema).min(10).max(30) });
export type Quiz = z.infer<typeof QuizSchema>;
