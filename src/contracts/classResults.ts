import { z } from 'zod';
import { MostChosenWrongSchema, QuestionResultSchema } from './admin';
import { BUDGET_CATEGORIES } from './budgetCategories';
import { KnowledgeGainFiguresSchema } from './knowledgeTest';
import { OKT_COUNT } from './okt';

/**
 * What a class chose, for the board (`GET /api/list/class/{classCode}/results`): counts, medians and sums, never one
 * pupil's answer, id or name; figures only when enough answered (src/domain/classResults.ts).
 */

const Counted = z.number().int().min(0);

export const CountSchema = z.object({ id: z.string(), count: z.number().int().min(1) });
export type Count = z.infer<typeof CountSchema>;

/** In whole kroner. */
export const SpreadSchema = z.object({ min: z.number(), median: z.number(), max: z.number() });
export type Spread = z.infer<typeof SpreadSchema>;

export interface Part<T> {
  answered: number;
  figures: T | null;
}
const partOf = <T extends z.ZodType>(figures: T) => z.object({ answered: Counted, figures: figures.nullable() });

export const ClassResultsSchema = z.object({
  pupils: Counted,
  /** O1D: most chosen first. */
  jobs: partOf(z.object({ chosen: z.array(CountSchema), netMonthly: SpreadSchema })),
  /** O2B, complete budgets only. */
  budget: partOf(z.object({ lines: z.array(z.object({ id: z.enum(BUDGET_CATEGORIES), median: z.number(), reference: z.number().nullable() })) })),
  /** O2C and O2D. */
  expenses: partOf(z.object({ drawn: z.array(CountSchema), paidBy: z.array(CountSchema) })),
  /** O3D, with O3A and O3C. */
  payment: partOf(z.object({ save: Counted, credit: Counted, creditExtraCost: z.number() })),
  /** O5B and O5C. */
  insurance: partOf(z.object({ chosen: z.array(CountSchema), drawn: z.array(CountSchema), covered: Counted, notCovered: Counted })),
});
export type ClassResults = z.infer<typeof ClassResultsSchema>;

/** One quiz or check question, counted on first answers; figures only when enough answered. */
export const BoardQuestionSchema = QuestionResultSchema.pick({ id: true, text: true }).extend({
  answered: Counted,
  figures: z.object({ right: Counted, mostChosenWrong: MostChosenWrongSchema.nullable() }).nullable(),
});
export type BoardQuestion = z.infer<typeof BoardQuestionSchema>;

/** The counted questions most missed first, then the rest in the content's order. */
export const BoardActivityQuestionsSchema = z.object({ activity: z.string(), okt: z.number().int().min(1).max(OKT_COUNT), questions: z.array(BoardQuestionSchema) });
export type BoardActivityQuestions = z.infer<typeof BoardActivityQuestionsSchema>;

export const ClassBoardSchema = ClassResultsSchema.extend({
  questions: z.array(BoardActivityQuestionsSchema),
  /** O1T and O5T, among the pupils who took both. */
  knowledge: partOf(KnowledgeGainFiguresSchema),
});
export type ClassBoard = z.infer<typeof ClassBoardSchema>;
