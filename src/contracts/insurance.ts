import { z } from 'zod';
import { ContentIdSchema, SourceSchema } from './curriculum';

/** O5B: an insurance a young adult may take out. */
export const InsuranceProductSchema = z.strictObject({
  id: ContentIdSchema,
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(300),
  covers: z.string().min(10).max(300),
  yearlyPremium: z.number().int().min(100).max(20_000),
  /** Egenandel. */
  deductible: z.number().int().min(0).max(20_000),
  mandatory: z.boolean(),
  source: SourceSchema,
});
export type InsuranceProduct = z.infer<typeof InsuranceProductSchema>;

/** O5C: something happens; the product that would pay, and what it costs. */
export const InsuranceScenarioSchema = z.strictObject({
  id: ContentIdSchema,
  title: z.string().min(2).max(60),
  description: z.string().min(10).max(400),
  loss: z.number().int().min(1_000).max(500_000),
  coveredBy: ContentIdSchema,
  /** What the pupil must have, any one, for it to happen (src/domain/fits.ts). */
  fits: z.array(ContentIdSchema).min(1).max(8).optional(),
  source: SourceSchema,
});
export type InsuranceScenario = z.infer<typeof InsuranceScenarioSchema>;

/** `content/{lang}/okt5.json`, served as `get/forsikring/alle`. */
export const Session5ContentSchema = z.strictObject({
  products: z.array(InsuranceProductSchema).min(5).max(10),
  scenarios: z.array(InsuranceScenarioSchema).min(3).max(10),
});
export type Session5Content = z.infer<typeof Session5ContentSchema>;
