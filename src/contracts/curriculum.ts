import { z } from 'zod';
import { INTEREST_IDS } from './interests';

export { INTEREST_IDS, type InterestId } from './interests';

/** Where a figure comes from: every number a pupil sees names its source and year (DESIGN, domain-data.md). */
export const SourceSchema = z.strictObject({
  name: z.string().min(3).max(200),
  url: z.url({ protocol: /^https$/ }),
  year: z.number().int().min(2015).max(2030),
});
export type Source = z.infer<typeof SourceSchema>;

/** Ids of content items: lower-case words joined by hyphens, the same in both languages. */
export const ContentIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const id = ContentIdSchema;

/** O1C: an industry (bransje) a pupil may choose. */
export const IndustrySchema = z.strictObject({
  id,
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(300),
  /** The O1A interests the industry suits: O1C shows the industries that match a pupil's answer first. */
  interests: z.array(z.enum(INTEREST_IDS)).min(1).max(INTEREST_IDS.length),
});
export type Industry = z.infer<typeof IndustrySchema>;

export const EDUCATION_PATHS = ['yrkesfag', 'studieforberedende'] as const;

/** O1D: a job within an industry, with the education that leads to it and its gross yearly salary. */
export const JobSchema = z.strictObject({
  id,
  industryId: id,
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(300),
  educationPath: z.enum(EDUCATION_PATHS),
  /** The education after lower secondary school, in plain words (e.g. "Vg1 elektro, Vg2, to år som lærling"). */
  education: z.string().min(5).max(200),
  yearsOfStudy: z.number().int().min(2).max(8),
  /** Gross salary per year in whole kroner, full time: a typical monthly figure for a 25–30-year-old × 12. */
  grossYearlySalary: z.number().int().min(250_000).max(1_500_000),
  /** What the figure is, in plain words for a pupil and in the file's language (e.g. «Typisk lønn for en 25–30-åring …»). */
  salaryBasis: z.string().min(10).max(200),
  /** Where the figure comes from and how it was worked out; the same text in both languages. */
  source: SourceSchema,
});
export type Job = z.infer<typeof JobSchema>;

/** The 2026 income tax for a wage earner, simplified as in domain-data.md. Amounts in whole kroner, rates as fractions. */
export const TaxRulesSchema = z.strictObject({
  year: z.number().int().min(2024).max(2030),
  ordinaryIncomeRate: z.number().min(0).max(1),
  socialSecurityRate: z.number().min(0).max(1),
  /** No trygdeavgift below this income (with a phase-in above it). */
  socialSecurityLowerLimit: z.number().int().min(0),
  socialSecurityPhaseInRate: z.number().min(0).max(1),
  personalAllowance: z.number().int().min(0),
  minimumDeductionRate: z.number().min(0).max(1),
  minimumDeductionMax: z.number().int().min(0),
  bracketTax: z.array(z.strictObject({ from: z.number().int().min(0), rate: z.number().min(0).max(1) })).min(1).max(8),
  sources: z.array(SourceSchema).min(1),
});
export type TaxRules = z.infer<typeof TaxRulesSchema>;

/** Per language: the texts; figures (salaries, tax) are the same in both and live beside them. */
export const Session1ContentSchema = z.strictObject({
  industries: z.array(IndustrySchema).min(8),
  jobs: z.array(JobSchema).min(20),
});
export type Session1Content = z.infer<typeof Session1ContentSchema>;

/** The type segment of `get/{type}/{id}` and the `a` of `get/multiselect/{a}/{b}` (spec §7). */
export const CURRICULUM_POST_TYPES = {
  industry: 'bransje',
  job: 'jobb',
  unexpectedExpense: 'utgift',
  budget: 'budsjett',
  creditItem: 'kjop',
  credit: 'kreditt',
  pocketExpense: 'lommeutgift',
  debt: 'gjeld',
  quiz: 'quiz',
  insurance: 'forsikring',
  knowledgeTest: 'kunnskapstest',
} as const;
/** `get/multiselect/bransje/alle`, `get/budsjett/alle`: every item, or a session's whole set. */
export const MULTISELECT_ALL = 'alle';

/** Spec §3 "Multiselect response: posts list". */
export const IndustryPostsSchema = z.object({ success: z.literal(true), posts: z.array(IndustrySchema) });
export const JobPostsSchema = z.object({ success: z.literal(true), posts: z.array(JobSchema) });
