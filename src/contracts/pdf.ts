import { z } from 'zod';

const text = (max: number) => z.string().min(1).max(max);
/** A text of at most `max` characters under each key. */
const texts = <const K extends string>(max: number, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, text(max)])) as Record<K, ReturnType<typeof text>>;

/**
 * `content/{no,nn}/pdf.json`, served as `get/pdf-content`: the fixed texts of the PDF summary a pupil takes
 * home. Placeholders in braces ({name}, {page}) are filled in by the document builder.
 */
export const PdfContentSchema = z.strictObject({
  title: text(80),
  /** Under the title: "Laget av {name}" when the pupil gave a name in O1A. */
  madeBy: text(120),
  /** "Laget {date}". */
  madeOn: text(120),
  intro: text(600),
  /** The story's sections; `about` is its first: what matters to the pupil in a job, the industry and the job. */
  headings: z.strictObject(texts(80, ['about', 'job', 'budget', 'unexpected', 'credit', 'pocket', 'insurance', 'quiz', 'knowledge', 'reflection', 'sources', 'closing'])),
  /**
   * `interests`: O1A, what matters to the pupil in a job; `industry`: O1C. `lived…`: the budget at the end of the story, with the
   * savings line, the credit's payments and the insurance premiums. `plan…`, `remainingDuring`: the expense plan (a month, for
   * how many months, in all, what is left meanwhile; `planShort`: "{amount}" short each month). `extraCost`: what buying on credit
   * costs more than saving up. `scenarioYouPay`: "{youPay} of {loss}"; `quizScore`: "{correct} of {total} right"; `page`: "Page
   * {page} of {total}". `knowledgeScore`: the knowledge test, "{before} of {total} right before, {after} after" (`knowledgeAfterOnly`
   * without a finished first test).
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
  /** Short pieces of advice to end with. */
  closing: z.array(text(300)).min(1).max(8),
});
export type PdfContent = z.infer<typeof PdfContentSchema>;

/** `get/pdf-button-status`: whether the server lets pupils download the PDF (PDF_ENABLED). */
export const PdfButtonStatusSchema = z.strictObject({ enabled: z.boolean() });
export type PdfButtonStatus = z.infer<typeof PdfButtonStatusSchema>;
