import { z } from 'zod';
import { BUDGET_CATEGORIES } from './budgetCategories';
import { ContentIdSchema, SourceSchema } from './curriculum';

export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];

export const ReferenceFigureSchema = z.strictObject({
  monthly: z.number().int().min(0).max(30_000),
  source: SourceSchema,
});

/** One of the eight budget lines (spec §3). */
export const BudgetCategoryInfoSchema = z.strictObject({
  id: z.enum(BUDGET_CATEGORIES),
  title: z.string().min(2).max(40),
  description: z.string().min(10).max(300),
  /** SIFO's reference figure (or SSB's rent for boutgifter); null where no public figure exists (e.g. sparing). */
  reference: ReferenceFigureSchema.nullable(),
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

/** A costly payment plan for an unexpected expense (delbetaling, betalingsavtale), with what the law requires an advert to show. */
export const ExpenseInstalmentSchema = z.strictObject({
  title: z.string().min(2).max(60),
  /** Nominal yearly interest as a fraction (0.22 = 22 %). */
  nominalRate: z.number().min(0).max(0.4),
  establishmentFee: z.number().int().min(0).max(2_000),
  monthlyFee: z.number().int().min(0).max(200),
  months: z.number().int().min(3).max(60),
  /** The amounts the lender's terms apply to (the loader checks the expense is inside). */
  minAmount: z.number().int().min(0).max(1_000_000).optional(),
  maxAmount: z.number().int().min(0).max(1_000_000).optional(),
  source: SourceSchema,
});
export type ExpenseInstalment = z.infer<typeof ExpenseInstalmentSchema>;

/** O2C: something that costs money when you least expect it. */
export const UnexpectedExpenseSchema = z.strictObject({
  id: ContentIdSchema,
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(300),
  amount: z.number().int().min(500).max(50_000),
  instalment: ExpenseInstalmentSchema.optional(),
  /** Whether the pupil can save up first (a broken PC), or it is a bill with a due date. */
  canWait: z.boolean(),
  /** What the pupil must have, any one, for it to happen (src/domain/fits.ts); none: it can happen to anyone. */
  fits: z.array(ContentIdSchema).min(1).max(8).optional(),
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
