import { z } from 'zod';
import { BUDGET_CATEGORIES } from './okt';
import { ContentIdSchema, SourceSchema } from './curriculum';

export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];

/** A monthly figure a budget line is compared with, and where it comes from. */
export const ReferenceFigureSchema = z.strictObject({
  monthly: z.number().int().min(0).max(30_000),
  source: SourceSchema,
});

/** One of the eight budget lines (spec §3), with what belongs in it and what a young adult living alone typically spends. */
export const BudgetCategoryInfoSchema = z.strictObject({
  id: z.enum(BUDGET_CATEGORIES),
  title: z.string().min(2).max(40),
  /** What belongs in this line, in one or two sentences. */
  description: z.string().min(10).max(300),
  /** SIFO's reference figure (or SSB's rent for boutgifter); null where no public figure exists (e.g. sparing). */
  reference: ReferenceFigureSchema.nullable(),
  /** One plain sentence of advice shown beside the line (e.g. "Many save a tenth of their pay."). */
  advice: z.string().min(10).max(300),
});
export type BudgetCategoryInfo = z.infer<typeof BudgetCategoryInfoSchema>;

/** Rent for a two-room flat in one place (SSB), shown beside boutgifter. */
export const RentFigureSchema = z.strictObject({
  id: ContentIdSchema,
  place: z.string().min(2).max(60),
  monthly: z.number().int().min(3_000).max(30_000),
  source: SourceSchema,
});
export type RentFigure = z.infer<typeof RentFigureSchema>;

/** O2C: something that costs money when you least expect it. */
export const UnexpectedExpenseSchema = z.strictObject({
  id: ContentIdSchema,
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(300),
  amount: z.number().int().min(500).max(50_000),
  source: SourceSchema,
});
export type UnexpectedExpense = z.infer<typeof UnexpectedExpenseSchema>;

/** `content/{lang}/okt2.json`. Categories in the order of BUDGET_CATEGORIES. */
export const Session2ContentSchema = z.strictObject({
  categories: z.array(BudgetCategoryInfoSchema).length(BUDGET_CATEGORIES.length),
  rent: z.array(RentFigureSchema).min(2).max(8),
  unexpectedExpenses: z.array(UnexpectedExpenseSchema).min(8).max(20),
});
export type Session2Content = z.infer<typeof Session2ContentSchema>;

/** `get/budsjett/alle`: what the budget activities compare with. */
export const BudgetReferenceSchema = Session2ContentSchema.pick({ categories: true, rent: true });
export type BudgetReference = z.infer<typeof BudgetReferenceSchema>;
