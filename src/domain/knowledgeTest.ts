import { KNOWLEDGE_AFTER, KNOWLEDGE_BEFORE } from '../contracts/knowledgeCodes';
import type { KnowledgeTest } from '../contracts/knowledgeTest';
import { firstAnswers } from './firstAnswers';
import type { Responses } from './okt';

export function isTestDone(test: KnowledgeTest, value: unknown): boolean {
  return Object.values(firstAnswers(test.items, value)).every((choice) => choice !== null);
}

/** null until every item is answered. */
export function testScore(test: KnowledgeTest, value: unknown): number | null {
  if (!isTestDone(test, value)) return null;
  const answers = firstAnswers(test.items, value);
  return test.items.filter((item) => answers[item.id] === item.correct).length;
}

/** Nothing is shown until the second test is done: the first must not teach the answers, or the second would measure the first. */
export function showsResults(test: KnowledgeTest, responses: Responses): boolean {
  return isTestDone(test, responses[KNOWLEDGE_AFTER.code]);
}

export interface ItemResult {
  id: string;
  question: string;
  before: { text: string; right: boolean } | null;
  after: { text: string; right: boolean } | null;
  correct: string;
  explanation: string;
  source: KnowledgeTest['items'][number]['source'];
}

export interface PupilKnowledge {
  items: ItemResult[];
  /** Only a finished first test counts. */
  before: number | null;
  after: number;
  total: number;
}

/** The pupil's own before and after; null until the second test is done. */
export function pupilKnowledge(test: KnowledgeTest, responses: Responses): PupilKnowledge | null {
  if (!showsResults(test, responses)) return null;
  const first = firstAnswers(test.items, responses[KNOWLEDGE_BEFORE.code]);
  const second = firstAnswers(test.items, responses[KNOWLEDGE_AFTER.code]);
  const answerOf = (item: KnowledgeTest['items'][number], choice: string | null) => {
    const option = item.options.find((o) => o.id === choice);
    return option ? { text: option.text, right: option.id === item.correct } : null;
  };
  const items = test.items.map((item) => ({
    id: item.id,
    question: item.question,
    before: answerOf(item, first[item.id] ?? null),
    after: answerOf(item, second[item.id] ?? null),
    correct: item.options.find((o) => o.id === item.correct)!.text,
    explanation: item.explanation,
    source: item.source,
  }));
  return { items, before: testScore(test, responses[KNOWLEDGE_BEFORE.code]), after: testScore(test, responses[KNOWLEDGE_AFTER.code])!, total: items.length };
}
