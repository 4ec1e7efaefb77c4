import { z } from 'zod';

const text = (max: number) => z.string().min(1).max(max);

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
  headings: z.strictObject({
    /** The story's first section: what matters to the pupil in a job, the industry and the job. */
    about: text(80),
    job: text(80),
    budget: text(80),
    unexpected: text(80),
    credit: text(80),
    pocket: text(80),
    insurance: text(80),
    quiz: text(80),
    reflection: text(80),
    sources: text(80),
    closing: text(80),
  }),
  labels: z.strictObject({
    /** O1A: what matters to the pupil in a job. */
    interests: text(80),
    /** O1C: the industry chosen. */
    industry: text(80),
    job: text(80),
    grossYearly: text(80),
    minimumDeduction: text(80),
    ordinaryIncomeTax: text(80),
    socialSecurity: text(80),
    bracketTax: text(80),
    totalTax: text(80),
    averageTaxRate: text(80),
    netYearly: text(80),
    netMonthly: text(80),
    budgetLine: text(80),
    original: text(80),
    modified: text(80),
    income: text(80),
    spent: text(80),
    remaining: text(80),
    /** The budget at the end of the story: with the savings line, the credit's payments and the insurance premiums. */
    lived: text(120),
    livedExpense: text(120),
    livedCredit: text(120),
    unplaced: text(80),
    expense: text(80),
    coveredBy: text(80),
    cover: z.strictObject({ savings: text(200), cut: text(200), borrow: text(200) }),
    /** The expense plan: a month, for how many months, in all, and what is left meanwhile. */
    planMonthly: text(80),
    planMonths: text(80),
    planNever: text(80),
    planTotal: text(80),
    remainingDuring: text(80),
    planBalances: text(200),
    /** "{amount}" short each month. */
    planShort: text(200),
    purchase: text(80),
    price: text(80),
    saveUp: text(80),
    onCredit: text(80),
    months: text(80),
    monthlyPayment: text(80),
    totalPaid: text(80),
    totalCost: text(80),
    /** What buying on credit costs more than saving up (the summary's figure). */
    extraCost: text(80),
    effectiveRate: text(80),
    choice: text(80),
    choiceSave: text(200),
    choiceCredit: text(200),
    reason: text(80),
    never: text(80),
    pocketItem: text(80),
    timesPerWeek: text(80),
    perMonth: text(80),
    perYear: text(80),
    insurances: text(80),
    noInsurance: text(200),
    insuranceMonthly: text(80),
    scenario: text(80),
    /** "{youPay} of {loss}". */
    scenarioYouPay: text(200),
    /** "{correct} of {total} right". */
    quizScore: text(200),
    /** "Page {page} of {total}". */
    page: text(80),
  }),
  /** Short pieces of advice to end with. */
  closing: z.array(text(300)).min(1).max(8),
});
export type PdfContent = z.infer<typeof PdfContentSchema>;

/** `get/pdf-button-status`: whether the server lets pupils download the PDF (PDF_ENABLED). */
export const PdfButtonStatusSchema = z.strictObject({ enabled: z.boolean() });
export type PdfButtonStatus = z.infer<typeof PdfButtonStatusSchema>;
