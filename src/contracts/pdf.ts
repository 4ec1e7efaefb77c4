import { z } from 'zod';

const text = (max: number) => z.string().min(1).max(max);
const texts = <const K extends string>(max: number, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, text(max)])) as Record<K, ReturnType<typeof text>>;

/** `content/{no,nn}/pdf.json`: the PDF summary's fixed texts; the document builder fills in `{placeholders}`. */
export const PdfContentSchema = z.strictObject({
  title: text(80),
  /** Shown when the pupil gave a name in O1A. */
  madeBy: text(120),
  madeOn: text(120),
  intro: text(600),
  headings: z.strictObject(texts(80, ['about', 'job', 'budget', 'unexpected', 'credit', 'pocket', 'insurance', 'quiz', 'knowledge', 'reflection', 'sources', 'closing'])),
  /**
   * `lived…`: the budget at the end of the story; `plan…`: the expense plan; `knowledgeAfterOnly`: without a finished
   * first test.
   */
  labels: z.strictObject({
    ...texts(80, ['interests', 'industry', 'job', 'grossYearly', 'minimumDeduction', 'ordinaryIncomeTax', 'socialSecurity', 'bracketTax']),
    ...texts(80, ['totalTax', 'averageTaxRate', 'netYearly', 'netMonthly', 'budgetLine', 'original', 'modified', 'income', 'spent', 'remaining']),
    ...texts(120, ['lived', 'livedExpense', 'livedCredit']),
    ...texts(80, ['unplaced', 'expense', 'coveredBy', 'planMonthly', 'planMonths', 'planNever', 'planTotal', 'remainingDuring', 'purchase']),
    ...texts(80, ['price', 'saveUp', 'onCredit', 'months', 'monthlyPayment', 'totalPaid', 'totalCost', 'extraCost', 'effectiveRate', 'choice']),
    ...texts(80, ['reason', 'never', 'pocketItem', 'timesPerWeek', 'perMonth', 'perYear', 'insurances', 'insuranceMonthly', 'scenario', 'page']),
    ...texts(200, ['planBalances', 'planShort', 'choiceSave', 'choiceCredit', 'noInsurance', 'scenarioYouPay', 'quizScore', 'knowledgeScore', 'knowledgeAfterOnly']),
    cover: z.strictObject(texts(200, ['savings', 'cut', 'borrow'])),
  }),
  closing: z.array(text(300)).min(1).max(8),
});
export type PdfContent = z.infer<typeof PdfContentSchema>;

/** `get/pdf-button-status` (PDF_ENABLED). */
export const PdfButtonStatusSchema = z.strictObject({ enabled: z.boolean() });
export type PdfButtonStatus = z.infer<typeof PdfButtonStatusSchema>;
