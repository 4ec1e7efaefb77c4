import { z } from 'zod';
import { ContentIdSchema, SourceSchema } from './curriculum';

/** The knowledge test («kunnskapstest»): the same items before session 1 and after session 5, to measure what pupils learnt. */

export { KNOWLEDGE_AFTER, KNOWLEDGE_BEFORE } from './knowledgeCodes';

export const KNOWLEDGE_TOPICS = ['skatt', 'lonnsslipp', 'budsjett', 'buffer', 'rente', 'kreditt', 'forsikring'] as const;

export const KnowledgeOptionSchema = z.strictObject({
  id: ContentIdSchema,
  text: z.string().min(1).max(200),
});

export const KnowledgeItemSchema = z.strictObject({
  id: ContentIdSchema,
  topic: z.enum(KNOWLEDGE_TOPICS),
  question: z.string().min(10).max(300),
  options: z.array(KnowledgeOptionSchema).min(3).max(4),
  /** Checked against `options` when the content loads. */
  correct: ContentIdSchema,
  /** Shown only after the second test, beside the pupil's two answers. */
  explanation: z.string().min(20).max(500),
  source: SourceSchema,
});
export type KnowledgeItem = z.infer<typeof KnowledgeItemSchema>;

/** `content/{lang}/kunnskapstest.json`, served as `get/kunnskapstest/alle`. */
export const KnowledgeTestSchema = z.strictObject({ items: z.array(KnowledgeItemSchema).min(6).max(8) });
export type KnowledgeTest = z.infer<typeof KnowledgeTestSchema>;

const Counted = z.number().int().min(0);

/** Right answers before and after among the `answered` who took both tests; null when fewer than three did. */
export const KnowledgeGainFiguresSchema = z.object({
  items: z.array(z.object({ id: z.string(), text: z.object({ no: z.string(), nn: z.string() }), before: Counted, after: Counted })),
  /** Out of `answered` × the number of items. */
  before: Counted,
  after: Counted,
});
export type KnowledgeGainFigures = z.infer<typeof KnowledgeGainFiguresSchema>;
export const KnowledgeGainSchema = z.object({ answered: Counted, figures: KnowledgeGainFiguresSchema.nullable() });
export type KnowledgeGain = z.infer<typeof KnowledgeGainSchema>;
