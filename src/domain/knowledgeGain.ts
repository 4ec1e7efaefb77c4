import { KNOWLEDGE_AFTER, KNOWLEDGE_BEFORE } from '../contracts/knowledgeCodes';
import type { KnowledgeGain, KnowledgeTest } from '../contracts/knowledgeTest';
import type { Lang } from '../contracts/lang';
import { MIN_GROUP } from './classResults';
import { firstAnswers } from './firstAnswers';
import { isTestDone } from './knowledgeTest';
import type { Responses } from './okt';

/**
 * The class's gain among pupils who finished both tests; fewer than MIN_GROUP give no figures, so nobody's answers can
 * be read from them. Judged by the content's right option, never by what a client stored.
 */
export function classKnowledgeGain(tests: Record<Lang, KnowledgeTest>, pupils: readonly Responses[]): KnowledgeGain {
  const test = tests.no;
  const both = pupils.filter((r) => isTestDone(test, r[KNOWLEDGE_BEFORE.code]) && isTestDone(test, r[KNOWLEDGE_AFTER.code]));
  if (both.length < MIN_GROUP) return { answered: both.length, figures: null };
  const rightIn = (code: string, itemId: string, correct: string) => both.filter((r) => firstAnswers(test.items, r[code])[itemId] === correct).length;
  const items = test.items.map((item, i) => ({
    id: item.id,
    text: { no: item.question, nn: tests.nn.items[i]?.question ?? item.question },
    before: rightIn(KNOWLEDGE_BEFORE.code, item.id, item.correct),
    after: rightIn(KNOWLEDGE_AFTER.code, item.id, item.correct),
  }));
  return {
    answered: both.length,
    figures: { items, before: items.reduce((sum, i) => sum + i.before, 0), after: items.reduce((sum, i) => sum + i.after, 0) },
  };
}
