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

/** The same in both languages. */
export const ContentIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const id = ContentIdSchema;

export const IndustrySchema = z.strictObject({
  id,
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(300),
  /** O1C shows the industries that match the pupil's O1A interests first. */
  interests: z.array(z.enum(INTEREST_IDS)).min(1).max(INTEREST_IDS.length),
});
export type Industry = z.infer<typeof IndustrySchema>;

export const EDUCATION_PATHS = ['yrkesfag', 'studieforberedende'] as const;

export const JobSchema = z.strictObject({
  id,
  industryId: id,
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(300),
  educationPath: z.enum(EDUCATION_PATHS),
  /** After lower secondary school, in plain words ("Vg1 elektro, Vg2, to år som lærling"). */
  education: z.string().min(5).max(200),
  yearsOfStudy: z.number().int().min(2).max(8),
  /** Whole kroner, full time: a 25–30-year-old's typical monthly figure × 12. */
  grossYearlySalary: z.number().int().min(250_000).max(1_500_000),
  salaryBasis: z.string().min(10).max(200),
  source: SourceSchema,
});
export type Job = z.infer<typeof JobSchema>;

/** A wage earner's income tax, simplified as in domain-data.md: whole kroner, rates as fractions. */
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
export const MULTISELECT_ALL = 'alle';

/** Spec §3 "Multiselect response: posts list". */
export const IndustryPostsSchema = z.object({ success: z.literal(true), posts: z.array(IndustrySchema) });
export const JobPostsSchema = z.object({ success: z.literal(true), posts: z.array(JobSchema) });
