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
  termsMonths: z.array(z.number().int().min(3).max(60)).min(1).max(5),
  /** The prices the lender's terms apply to; every offer is shown for every item, so the loader checks each is inside. */
  minAmount: z.number().int().min(0).max(1_000_000).optional(),
  maxAmount: z.number().int().min(0).max(1_000_000).optional(),
  source: SourceSchema,
});
export type CreditOffer = z.infer<typeof CreditOfferSchema>;

/** O3B: interest on a savings account, shown as an option when saving up. */
export const SavingsRateSchema = z.strictObject({
  /** Yearly interest as a fraction. */
  rate: z.number().min(0).max(0.1),
  source: SourceSchema,
});

/** O3E: a small purchase repeated often. */
export const PocketExpenseSchema = z.strictObject({
  id: ContentIdSchema,
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(300),
  unitPrice: z.number().int().min(5).max(1_000),
  /** A typical buyer's; the pupil may change it. */
  defaultTimesPerWeek: z.number().int().min(1).max(14),
  source: SourceSchema,
});
export type PocketExpense = z.infer<typeof PocketExpenseSchema>;

/** O3F: the steps when a «kjøp nå – betal senere» bill is not paid; each step's figures come from the price. */
export const DEBT_STEPS = ['due', 'reminder', 'notice', 'demand', 'heavy', 'legal', 'remark'] as const;
export type DebtStepId = (typeof DEBT_STEPS)[number];
export const DEBT_FACTS = ['bnpl-is-credit', 'age-limit', 'gjeldsregisteret', 'remark-effects'] as const;

const kroner = (max: number) => z.number().int().min(0).max(max);
const days = z.number().int().min(1).max(120);
const inOrder = <T extends { id: string }>(ids: readonly string[]) => (list: readonly T[]) => list.length === ids.length && list.every((entry, i) => entry.id === ids[i]);

/** The light inkassosalær for a claim up to `upTo` kroner (null: any larger claim); brackets in rising order. */
export const SalaryBracketSchema = z.strictObject({ upTo: z.number().int().min(1).nullable(), amount: kroner(20_000) });

/** O3F (`okt3.json` key `debt`): every figure with its source, checked for one school year. */
export const DebtContentSchema = z.strictObject({
  schoolYear: z.string().regex(/^20\d\d–20\d\d$/),
  purchase: z.strictObject({ dueAfterDays: days, source: SourceSchema }),
  /** `heavyAfterDays`: how long past the last deadline the salær is multiplied by `heavyFactor`. */
  deadlines: z.strictObject({ reminderAfterDays: days, deadlineDays: days, heavyAfterDays: days, source: SourceSchema }),
  fees: z.strictObject({ collectionRate: kroner(5_000), reminderFee: kroner(500), noticeFee: kroner(500), source: SourceSchema }),
  /** The largest inkassosalær a consumer pays, by the size of the claim. */
  salary: z.strictObject({
    light: z
      .array(SalaryBracketSchema)
      .min(1)
      .max(10)
      .refine((brackets) => brackets.every((b, i) => (i === brackets.length - 1 ? b.upTo === null : b.upTo !== null && (i === 0 || b.upTo > (brackets[i - 1]!.upTo ?? 0)))), 'i stigende rekkefølge, og den siste uten øvre grense (upTo: null)'),
    heavyFactor: z.number().int().min(1).max(4),
    source: SourceSchema,
  }),
  /** Forsinkelsesrente: a yearly rate as a fraction, set from the date `from`. */
  lateInterest: z.strictObject({ rate: z.number().min(0).max(0.3), from: z.iso.date(), source: SourceSchema }),
  steps: z
    .array(z.strictObject({ id: z.enum(DEBT_STEPS), title: z.string().min(3).max(80), text: z.string().min(20).max(400) }))
    .refine(inOrder(DEBT_STEPS), `må være stegene ${DEBT_STEPS.join(', ')} i den rekkefølgen`),
  facts: z
    .array(z.strictObject({ id: z.enum(DEBT_FACTS), title: z.string().min(3).max(80), text: z.string().min(20).max(400), source: SourceSchema }))
    .refine(inOrder(DEBT_FACTS), `må være ${DEBT_FACTS.join(', ')} i den rekkefølgen`),
  /** Where the four-year rule for a betalingsanmerkning comes from. */
  remarkSource: SourceSchema,
});
export type DebtContent = z.infer<typeof DebtContentSchema>;

/** `content/{lang}/okt3.json`. */
export const Session3ContentSchema = z.strictObject({
  items: z.array(CreditItemSchema).min(6).max(20),
  offers: z.array(CreditOfferSchema).min(2).max(6),
  savings: SavingsRateSchema,
  pocketExpenses: z.array(PocketExpenseSchema).min(3).max(10),
  debt: DebtContentSchema,
});
export type Session3Content = z.infer<typeof Session3ContentSchema>;

/** `get/kreditt/alle`: the offers and the savings rate that O3B–O3D compare. */
export const CreditTermsSchema = Session3ContentSchema.pick({ offers: true, savings: true });
export type CreditTerms = z.infer<typeof CreditTermsSchema>;
