import { z } from 'zod';
import { MostChosenWrongSchema, QuestionResultSchema } from './admin';
import { BUDGET_CATEGORIES } from './budgetCategories';
import { KnowledgeGainFiguresSchema } from './knowledgeTest';
import { OKT_COUNT } from './okt';

/**
 * What a class chose, for the teacher to show the class on the board (`GET /api/list/class/{classCode}/results`,
 * bearer, teacher, own class only): counts, medians and sums over the pupils' answers, never one pupil's answer, id
 * or name. Each part says how many answered it and has figures only when enough did (src/domain/classResults.ts).
 */

const Counted = z.number().int().min(0);

/** How often one id (a job, an expense, a way to pay, an insurance, an accident) was chosen or drawn. */
export const CountSchema = z.object({ id: z.string(), count: z.number().int().min(1) });
export type Count = z.infer<typeof CountSchema>;

/** The lowest, middle and highest of some amounts, in whole kroner. */
export const SpreadSchema = z.object({ min: z.number(), median: z.number(), max: z.number() });
export type Spread = z.infer<typeof SpreadSchema>;

/** How many answered a part, and its figures, null when too few answered to show any. */
export interface Part<T> {
  answered: number;
  figures: T | null;
}
const partOf = <T extends z.ZodType>(figures: T) => z.object({ answered: Counted, figures: figures.nullable() });

export const ClassResultsSchema = z.object({
  /** The pupils with a record in the class, answered or not. */
  pupils: Counted,
  /** O1D: the jobs chosen, most chosen first, and the spread of their net pay a month. */
  jobs: partOf(z.object({ chosen: z.array(CountSchema), netMonthly: SpreadSchema })),
  /** O2B, complete budgets: each line's median beside the content's reference (null where it has none). */
  budget: partOf(z.object({ lines: z.array(z.object({ id: z.enum(BUDGET_CATEGORIES), median: z.number(), reference: z.number().nullable() })) })),
  /** O2C and O2D: the unexpected expenses drawn, and how those who chose paid. */
  expenses: partOf(z.object({ drawn: z.array(CountSchema), paidBy: z.array(CountSchema) })),
  /** O3D, with O3A and O3C: save up or credit, and what credit costs those who chose it, all together. */
  payment: partOf(z.object({ save: Counted, credit: Counted, creditExtraCost: z.number() })),
  /** O5B and O5C: the insurances chosen, the accidents drawn, and how many of those were covered. */
  insurance: partOf(z.object({ chosen: z.array(CountSchema), drawn: z.array(CountSchema), covered: Counted, notCovered: Counted })),
});
export type ClassResults = z.infer<typeof ClassResultsSchema>;

/**
 * One quiz or check question on the board, counted on first answers: how many answered it, and how many of them
 * chose the right option and which wrong option most chose, only when enough answered.
 */
export const BoardQuestionSchema = QuestionResultSchema.pick({ id: true, text: true }).extend({
  answered: Counted,
  figures: z.object({ right: Counted, mostChosenWrong: MostChosenWrongSchema.nullable() }).nullable(),
});
export type BoardQuestion = z.infer<typeof BoardQuestionSchema>;

/** The questions of one quiz or check-question activity: the counted ones the most missed first, then the rest in the content's order. */
export const BoardActivityQuestionsSchema = z.object({ activity: z.string(), okt: z.number().int().min(1).max(OKT_COUNT), questions: z.array(BoardQuestionSchema) });
export type BoardActivityQuestions = z.infer<typeof BoardActivityQuestionsSchema>;

/** The route's answer: the class's choices, its questions and its knowledge test. */
export const ClassBoardSchema = ClassResultsSchema.extend({
  questions: z.array(BoardActivityQuestionsSchema),
  /** O1T and O5T: right answers before and after per item and in all, among the pupils who took both tests. */
  knowledge: partOf(KnowledgeGainFiguresSchema),
});
export type ClassBoard = z.infer<typeof ClassBoardSchema>;
