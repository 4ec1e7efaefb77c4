import { z } from 'zod';
import { ContentIdSchema, SourceSchema } from './curriculum';

/**
 * The knowledge test («kunnskapstest»): the same items taken before session 1 and after session 5, to measure what
 * the pupils learnt. Its own items, not the quiz's, one right option each, with an explanation and a source.
 */

export { KNOWLEDGE_AFTER, KNOWLEDGE_BEFORE } from './knowledgeCodes';

/** What the items ask about: the course's themes, one or two items each. */
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
  /** The id of the one right option (checked against `options` when the content loads). */
  correct: ContentIdSchema,
  /** Shown only after the second test, beside the pupil's two answers. */
  explanation: z.string().min(20).max(500),
  /** Where the fact or the figure in the item comes from. */
  source: SourceSchema,
});
export type KnowledgeItem = z.infer<typeof KnowledgeItemSchema>;

/** `content/{lang}/kunnskapstest.json`, served as `get/kunnskapstest/alle`. */
export const KnowledgeTestSchema = z.strictObject({ items: z.array(KnowledgeItemSchema).min(6).max(8) });
export type KnowledgeTest = z.infer<typeof KnowledgeTestSchema>;

const Counted = z.number().int().min(0);

/**
 * The class's gain, among the pupils who took both tests (`answered`): per item and in all, how many answers were
 * right before and after. The figures are null when fewer than three took both («for få svar»).
 */
export const KnowledgeGainFiguresSchema = z.object({
  items: z.array(z.object({ id: z.string(), text: z.object({ no: z.string(), nn: z.string() }), before: Counted, after: Counted })),
  /** Right answers over every item, before and after: out of `answered` × the number of items. */
  before: Counted,
  after: Counted,
});
export type KnowledgeGainFigures = z.infer<typeof KnowledgeGainFiguresSchema>;
export const KnowledgeGainSchema = z.object({ answered: Counted, figures: KnowledgeGainFiguresSchema.nullable() });
export type KnowledgeGain = z.infer<typeof KnowledgeGainSchema>;
