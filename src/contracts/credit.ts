import { z } from 'zod';
import { ContentIdSchema, SourceSchema } from './curriculum';

/** O3A: something to buy, with a realistic price. */
export const CreditItemSchema = z.strictObject({
  id: ContentIdSchema,
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(300),
  price: z.number().int().min(1_000).max(100_000),
  source: SourceSchema,
});
export type CreditItem = z.infer<typeof CreditItemSchema>;

export const CREDIT_KINDS = ['instalment', 'credit-card'] as const;

/** O3C: a way to buy now and pay later, with what Norwegian law requires an advert to show. */
export const CreditOfferSchema = z.strictObject({
  id: ContentIdSchema,
  kind: z.enum(CREDIT_KINDS),
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(300),
  /** Nominal yearly interest as a fraction (0.22 = 22 %). */
  nominalRate: z.number().min(0).max(0.4),
  establishmentFee: z.number().int().min(0).max(2_000),
  monthlyFee: z.number().int().min(0).max(200),
  /** The repayment periods a pupil may choose between, in months. */
  termsMonths: z.array(z.number().int().min(3).max(60)).min(1).max(5),
  source: SourceSchema,
});
export type CreditOffer = z.infer<typeof CreditOfferSchema>;

/** O3B: interest on a savings account, shown as an option when saving up. */
export const SavingsRateSchema = z.strictObject({
  /** Yearly interest as a fraction. */
  rate: z.number().min(0).max(0.1),
  source: SourceSchema,
});
export type SavingsRate = z.infer<typeof SavingsRateSchema>;

/** O3E: a small purchase repeated often. */
export const PocketExpenseSchema = z.strictObject({
  id: ContentIdSchema,
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(300),
  unitPrice: z.number().int().min(5).max(1_000),
  /** How many times a week a typical buyer has it; the pupil may change it. */
  defaultTimesPerWeek: z.number().int().min(1).max(14),
  source: SourceSchema,
});
export type PocketExpense = z.infer<typeof PocketExpenseSchema>;

/** `content/{lang}/okt3.json`. */
export const Session3ContentSchema = z.strictObject({
  items: z.array(CreditItemSchema).min(6).max(20),
  offers: z.array(CreditOfferSchema).min(2).max(6),
  savings: SavingsRateSchema,
  pocketExpenses: z.array(PocketExpenseSchema).min(3).max(10),
});
export type Session3Content = z.infer<typeof Session3ContentSchema>;

/** `get/kreditt/alle`: the offers and the savings rate that O3B–O3D compare. */
export const CreditTermsSchema = Session3ContentSchema.pick({ offers: true, savings: true });
export type CreditTerms = z.infer<typeof CreditTermsSchema>;
