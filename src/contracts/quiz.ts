import { z } from 'zod';
import { ContentIdSchema } from './curriculum';

export const QUIZ_TOPICS = ['rente', 'effektiv-rente', 'betalingsanmerkning', 'inkasso', 'kjop-na-betal-senere', 'budsjett', 'forsikring', 'skatt'] as const;

/** One answer option; every option explains why it is right or wrong. */
export const QuizOptionSchema = z.strictObject({
  id: ContentIdSchema,
  text: z.string().min(1).max(200),
  correct: z.boolean(),
  explanation: z.string().min(10).max(400),
});

export const QuizQuestionSchema = z.strictObject({
  id: ContentIdSchema,
  topic: z.enum(QUIZ_TOPICS),
  text: z.string().min(10).max(300),
  options: z.array(QuizOptionSchema).min(2).max(5),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/** `content/{lang}/okt4.json`, served as `get/quiz/okt4`. Exactly one option of each question is correct (checked at start-up). */
export const QuizSchema = z.strictObject({ questions: z.array(QuizQuestionSchema).min(10).max(30) });
export type Quiz = z.infer<typeof QuizSchema>;
